#include "cli/CliTorchOption.h"

#include "cli/CliOptionNames.h"

namespace ddpw {

std::optional<TorchVersion> CliTorchOption::parse(const QString& text, QString* error)
{
    const std::optional<TorchVersion> version = TorchVersion::parse(text);
    if (!version || text.trimmed().isEmpty()) {
        *error = tr("--torch: \"%1\" is not a version such as 2.6, 1.13 or unknown").arg(text);
        return std::nullopt;
    }
    // "unknown" is a choice; a version number must be one the option tables describe.
    if (version->isKnown() && !version->isSupported()) {
        *error = tr("--torch: %1 is not a torch release this tool knows (%2 to %3, or unknown)")
                     .arg(text, TorchVersion::supported().first().toString(), TorchVersion::newest().toString());
        return std::nullopt;
    }
    return version;
}

std::optional<TorchVersion> CliTorchOption::read(const QCommandLineParser& parser, QString* error)
{
    if (!parser.isSet(CliOptionNames::torch))
        return std::nullopt;
    return parse(parser.value(CliOptionNames::torch), error);
}

} // namespace ddpw
