#include "cli/nodes/CliCheckOptions.h"

#include "cli/CliOptionNames.h"

namespace ddpw {

void CliCheckOptions::addOptions(QCommandLineParser& parser)
{
    parser.addOption({CliOptionNames::timeout,
                      tr("overall limit in whole seconds (default %1)").arg(CheckRequest::kDefaultTimeoutSeconds),
                      QStringLiteral("S"), QString::number(CheckRequest::kDefaultTimeoutSeconds)});
    parser.addOption({CliOptionNames::verbose, tr("show every line the nodes print")});
    parser.addOption({CliOptionNames::quiet, tr("no live progress on stderr")});
}

QString CliCheckOptions::read(const QCommandLineParser& parser, CheckRequest& request)
{
    bool ok = false;
    const QString text = parser.value(CliOptionNames::timeout);
    const int seconds = text.toInt(&ok);
    if (!ok || seconds < 1 || seconds > CheckRequest::kMaxTimeoutSeconds)
        return tr("--timeout: \"%1\" is not a whole number of seconds from 1 to %2")
            .arg(text)
            .arg(CheckRequest::kMaxTimeoutSeconds);
    if (parser.isSet(CliOptionNames::quiet) && parser.isSet(CliOptionNames::verbose))
        return tr("--quiet and --verbose exclude each other: give one");
    request.timeoutSeconds = seconds;
    return {};
}

CliCheckOutput::Progress CliCheckOptions::progress(const QCommandLineParser& parser)
{
    if (parser.isSet(CliOptionNames::quiet))
        return CliCheckOutput::Progress::Quiet;
    return parser.isSet(CliOptionNames::verbose) ? CliCheckOutput::Progress::EveryLine
                                                 : CliCheckOutput::Progress::Steps;
}

} // namespace ddpw
