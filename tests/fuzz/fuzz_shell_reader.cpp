// libFuzzer target: any bytes through the shell reader and the static expander must give
// diagnostics or notes, never a crash, a hang, undefined behaviour or a memory error.
// To extend it to the launcher parser and the checks, add their calls in fuzzOne().
#include "expand/StaticExpander.h"
#include "model/PlatformEnvironment.h"
#include "shell/ShellReader.h"

#include <QString>

#include <cstddef>
#include <cstdint>

namespace {

void fuzzOne(const QString& text)
{
    const ddpw::ShellScript script = ddpw::ShellReader().read(text);
    for (const ddpw::ShellDiagnostic& diagnostic : script.diagnostics) {
        if (diagnostic.range.begin.offset > diagnostic.range.end.offset || diagnostic.range.end.offset > text.size())
            __builtin_trap();
    }
    const QStringList hosts{QStringLiteral("w0"), QStringLiteral("w1")};
    ddpw::StaticExpander(ddpw::PlatformEnvironment::toMap(ddpw::PlatformEnvironment::presets(
                             QStringLiteral("worker"), hosts, 1, QStringLiteral("w1"))))
        .expand(script);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    // Decoded leniently, as the CLI and the GUI do with whatever the user pastes.
    fuzzOne(QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size)));
    return 0;
}
