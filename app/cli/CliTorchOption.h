#pragma once

#include "util/TorchVersion.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace ddpw {

// The one reading of `--torch VERSION` (declared by CliJobOptions), for every subcommand that takes it: a release the
// option tables describe (1.13, 2.0 ... the newest, with any patch or local suffix) or "unknown". Anything else
// (9.9, 2.15, "") is a usage error (exit 2), never a silent guess.
class CliTorchOption
{
    Q_DECLARE_TR_FUNCTIONS(CliTorchOption)

public:
    // Nothing with `error` set when the text is no release of TorchVersion::supported().
    static std::optional<TorchVersion> parse(const QString& text, QString* error);
    // The option's value when given; `error` set (and nothing returned) when it is refused.
    static std::optional<TorchVersion> read(const QCommandLineParser& parser, QString* error);
};

} // namespace ddpw
