#include "logdiagnosis/LogDiagnosisReportFormat.h"

#include "logdiagnosis/LogFindingCatalog.h"
#include "validate/CommandDiagnostic.h"

#include <nlohmann/json.hpp>

namespace ddpw {

namespace {

std::string utf8(const QString& text)
{
    return text.toStdString();
}

QString sourceName(const LogDiagnosisReport& report, int source)
{
    return report.sources.value(source, QStringLiteral("log"));
}

nlohmann::json reportJson(const LogDiagnosisReport& report)
{
    nlohmann::json findings = nlohmann::json::array();
    for (const LogFinding& finding : report.findings) {
        nlohmann::json evidence = nlohmann::json::array();
        for (const LogEvidence& line : finding.evidence)
            evidence.push_back(
                {{"file", utf8(sourceName(report, line.source))}, {"line", line.line}, {"text", utf8(line.text)}});
        nlohmann::json explains = nlohmann::json::array();
        for (LogDiagnosisKind kind : finding.explains)
            explains.push_back(utf8(LogFindingCatalog::slug(kind)));
        nlohmann::json causedBy = nlohmann::json::array();
        for (const LogCause& cause : finding.causedBy)
            causedBy.push_back({{"kind", utf8(LogFindingCatalog::slug(cause.kind))},
                                {"file", utf8(sourceName(report, cause.source))}});
        nlohmann::json item{
            {"kind", utf8(LogFindingCatalog::slug(finding.kind))},
            {"severity", utf8(severityName(finding.severity))},
            {"summary", utf8(finding.summary)},
            {"fix", utf8(finding.fix)},
            {"node", finding.node.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(utf8(finding.node))},
            {"rank", finding.rank ? nlohmann::json(*finding.rank) : nlohmann::json(nullptr)},
            {"evidence", evidence},
            {"more_evidence", finding.moreEvidence},
            {"explains", explains},
            {"explained", finding.explained},
            {"caused_by", causedBy},
            {"reference", utf8(LogFindingCatalog::reference(finding.kind))}};
        if (!finding.jobNotes.isEmpty() || !finding.jobFixes.isEmpty() || finding.commandFix) {
            nlohmann::json job{{"notes", nlohmann::json::array()}, {"fixes", nlohmann::json::array()}};
            for (const QString& note : finding.jobNotes)
                job["notes"].push_back(utf8(note));
            for (const JobFix& fix : finding.jobFixes)
                job["fixes"].push_back(utf8(fix.label));
            // Per fix, the lines of the job's start command it removes ("- ") and adds ("+ ").
            job["fix_changes"] = nlohmann::json::array();
            for (const QStringList& changes : finding.jobFixChanges) {
                nlohmann::json lines = nlohmann::json::array();
                for (const QString& line : changes)
                    lines.push_back(utf8(line));
                job["fix_changes"].push_back(lines);
            }
            if (finding.commandFix)
                job["command_fix"] = {{"line", finding.commandFix->range.begin.line},
                                      {"column", finding.commandFix->range.begin.column},
                                      {"end_line", finding.commandFix->range.end.line},
                                      {"end_column", finding.commandFix->range.end.column},
                                      {"replacement", utf8(finding.commandFix->replacement)},
                                      {"text", utf8(finding.commandFixText)}};
            item["job"] = job;
        }
        findings.push_back(item);
    }
    nlohmann::json logs = nlohmann::json::array();
    for (const QString& source : report.sources)
        logs.push_back(utf8(source));
    return {{"findings", findings}, {"lines_read", report.linesRead}, {"logs", logs}};
}

} // namespace

QString LogDiagnosisReportFormat::toJson(const LogDiagnosisReport& report)
{
    return QString::fromStdString(reportJson(report).dump(2, ' ', false, nlohmann::json::error_handler_t::replace));
}

QString LogDiagnosisReportFormat::toText(const LogDiagnosisReport& report)
{
    QString out;
    for (const LogFinding& finding : report.findings) {
        out += QStringLiteral("%1: %2: %3\n")
                   .arg(severityName(finding.severity), LogFindingCatalog::slug(finding.kind), finding.summary);
        for (const LogEvidence& line : finding.evidence)
            out += QStringLiteral("  %1:%2: %3\n").arg(sourceName(report, line.source)).arg(line.line).arg(line.text);
        if (finding.moreEvidence > 0)
            out += tr("  ... and %n more line(s)", nullptr, int(qMin<qint64>(finding.moreEvidence, 1 << 30))) + u'\n';
        out += tr("  fix: %1").arg(finding.fix) + u'\n';
        for (const QString& note : finding.jobNotes)
            out += tr("  job: %1").arg(note) + u'\n';
        for (qsizetype i = 0; i < finding.jobFixes.size(); ++i) {
            out += tr("  job fix: %1").arg(finding.jobFixes.at(i).label) + u'\n';
            for (const QString& line : finding.jobFixChanges.value(i))
                out += QStringLiteral("      %1\n").arg(line);
        }
        if (finding.commandFix)
            out += QStringLiteral("  %1\n").arg(finding.commandFixText);
        if (!finding.explains.isEmpty()) {
            QStringList kinds;
            for (LogDiagnosisKind kind : finding.explains)
                kinds.append(LogFindingCatalog::slug(kind));
            out += tr("  explains: %1").arg(kinds.join(QStringLiteral(", "))) + u'\n';
        }
        for (const LogCause& cause : finding.causedBy)
            out +=
                tr("  caused by %1 in %2").arg(LogFindingCatalog::slug(cause.kind), sourceName(report, cause.source)) +
                u'\n';
    }
    int errors = 0;
    for (const LogFinding& finding : report.findings)
        errors += finding.severity == Severity::Error ? 1 : 0;
    if (report.findings.isEmpty())
        out += tr("no failure found in %n line(s)", nullptr, int(qMin<qint64>(report.linesRead, 1 << 30))) + u'\n';
    else
        out += tr("%1 finding(s), %2 error(s), in %3 line(s) of %4 log(s)")
                   .arg(report.findings.size())
                   .arg(errors)
                   .arg(report.linesRead)
                   .arg(report.sources.size()) +
               u'\n';
    return out;
}

} // namespace ddpw
