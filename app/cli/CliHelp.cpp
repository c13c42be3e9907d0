#include "cli/CliHelp.h"

namespace ddpw {

QString subcommandHelp(const QCommandLineParser& parser, const QString& command)
{
    QString text = parser.helpText();
    const QString usage = QStringLiteral("Usage: ");
    if (!text.startsWith(usage))
        return text;
    // The program name ends where the parser's own part of the usage line starts.
    const qsizetype lineEnd = text.indexOf(u'\n');
    qsizetype programEnd = text.indexOf(QLatin1String(" ["), usage.size());
    if (programEnd < 0 || (lineEnd >= 0 && programEnd > lineEnd))
        programEnd = lineEnd < 0 ? text.size() : lineEnd;
    text.replace(usage.size(), programEnd - usage.size(), QStringLiteral("ddpwizard-cli ") + command);
    return text;
}

} // namespace ddpw
