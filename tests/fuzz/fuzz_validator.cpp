// libFuzzer target: any bytes through the whole `validate` path (shell reader, launcher
// locator and parser for several torch versions, every check) and `explain` must give
// diagnostics, never a crash, a hang, undefined behaviour or a memory error. Every range a
// diagnostic or a fix points at must lie inside the text.
#include "validate/CommandExplainer.h"
#include "validate/CommandValidator.h"

#include <QString>

#include <cstddef>
#include <cstdint>

namespace {

void checkRange(const ddpw::SourceRange& range, qsizetype size)
{
    if (range.begin.offset < 0 || range.begin.offset > range.end.offset || range.end.offset > size)
        __builtin_trap();
}

void fuzzOne(const QString& text, uint8_t selector)
{
    // The first byte picks the torch version and whether form values are given.
    static const QList<ddpw::TorchVersion> versions{ddpw::TorchVersion::of(1, 13), ddpw::TorchVersion::of(2, 6),
                                                    ddpw::TorchVersion::of(2, 14), ddpw::TorchVersion()};
    ddpw::ValidationOptions options;
    options.torch = versions.at(selector % versions.size());
    if (selector & 0x10) {
        options.nodes = 2;
        options.gpusPerNode = 8;
        options.python = QStringLiteral("python3");
    }
    const ddpw::ValidationResult result = ddpw::CommandValidator(options).validate(text);
    for (const ddpw::CommandDiagnostic& diagnostic : result.diagnostics) {
        checkRange(diagnostic.range, text.size());
        if (diagnostic.fix)
            checkRange(diagnostic.fix->range, text.size());
    }
    if (selector & 0x20) {
        ddpw::CommandExplainer explainer(options);
        explainer.setText(text);
        for (const ddpw::TokenExplanation& explanation : explainer.explainAll())
            checkRange(explanation.range, text.size());
        explainer.explainAt(int(text.size() / 2));
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size == 0)
        return 0;
    // Decoded leniently, as the CLI and the GUI do with whatever the user pastes.
    fuzzOne(QString::fromUtf8(reinterpret_cast<const char*>(data + 1), qsizetype(size - 1)), data[0]);
    return 0;
}
