#pragma once

#include <QCommandLineParser>
#include <QString>

namespace ddpw {

// A subcommand's --help text. QCommandLineParser names the running binary (its path, when a
// QCoreApplication exists) in the usage line; every subcommand's usage line names
// "ddpwizard-cli COMMAND" instead, followed by what the parser lists ([options], positionals).
QString subcommandHelp(const QCommandLineParser& parser, const QString& command);

} // namespace ddpw
