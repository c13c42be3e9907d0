// libFuzzer target: any bytes through the shell reader, the editor's colouring, the static
// expander and the script-arguments line must give
// diagnostics or notes, never a crash, a hang, undefined behaviour or a memory error.
// To extend it to the launcher parser and the checks, add their calls in fuzzOne().
#include "expand/StaticExpander.h"
#include "launcher/CommandColouring.h"
#include "model/PlatformEnvironment.h"
#include "shell/ArgumentLine.h"
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
    // The colours: spans inside the text, in the order CommandHighlighter paints them.
    int previousBegin = 0;
    for (const ddpw::ColouredSpan& span : ddpw::CommandColouring::spans(text)) {
        if (span.begin < previousBegin || span.begin >= span.end || span.end > text.size())
            __builtin_trap();
        previousBegin = span.begin;
    }
    const QStringList hosts{QStringLiteral("w0"), QStringLiteral("w1")};
    ddpw::StaticExpander(ddpw::PlatformEnvironment::toMap(ddpw::PlatformEnvironment::presets(
                             QStringLiteral("worker"), hosts, 1, QStringLiteral("w1"))))
        .expand(script);
    // The script-arguments line of the form: read, written back, read again to the same words.
    const ddpw::ArgumentLineReading arguments = ddpw::ArgumentLine::read(text);
    if (arguments.ok() && ddpw::ArgumentLine::read(ddpw::ArgumentLine::write(arguments.words)).words != arguments.words)
        __builtin_trap();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    // Decoded leniently, as the CLI and the GUI do with whatever the user pastes.
    fuzzOne(QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size)));
    return 0;
}
