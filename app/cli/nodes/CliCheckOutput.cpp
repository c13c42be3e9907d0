#include "cli/nodes/CliCheckOutput.h"

#include "nodecheck/DryRunJson.h"

#include <QJsonDocument>

#include <mutex>

namespace ddpw {

namespace {

QString secondsText(double seconds)
{
    return seconds < 0 ? QStringLiteral("-") : QStringLiteral("%1 s").arg(seconds, 0, 'f', 1);
}

QString ranksText(const QList<ProbeReport>& reports)
{
    QStringList ranks;
    for (const ProbeReport& report : reports)
        ranks.append(QString::number(report.rank));
    return ranks.isEmpty() ? QStringLiteral("-") : ranks.join(u',');
}

QString progressLine(const DryRunEvent& event)
{
    const QString time = QStringLiteral("[%1s]").arg(event.seconds, 6, 'f', 1);
    if (event.kind == DryRunEvent::Kind::Stopping || event.kind == DryRunEvent::Kind::Notice)
        return QStringLiteral("%1 %2\n").arg(time, event.text);
    return QStringLiteral("%1 node %2: %3\n").arg(time).arg(event.node).arg(event.text);
}

QString gbpsText(double value)
{
    return value < 0 ? QStringLiteral("-") : QString::number(value, 'g', 3);
}

// The network step's part of a summary: its verdict, or why it did not run.
QString bandwidthPart(const CheckOutcome& outcome)
{
    if (outcome.dryRun && outcome.dryRun->bandwidth)
        return CliCheckOutput::bandwidthSummary(*outcome.dryRun->bandwidth);
    return CliCheckOutput::tr("Network: %1\n").arg(outcome.bandwidthReport().value(QStringLiteral("error")).toString());
}

// What each node's launcher was given, and its own words when it failed.
QString launcherPart(const DryRunResult& result)
{
    constexpr qsizetype kOutputLines = 12;
    QString text;
    for (const DryRunNodeResult& node : result.nodes) {
        if (node.commandLine.isEmpty())
            continue;
        if (text.isEmpty())
            text += u'\n' + CliCheckOutput::tr("What ran on each node:") + u'\n';
        text += CliCheckOutput::tr("  node %1 (%2): %3").arg(node.index).arg(node.host, node.commandLine) + u'\n';
        if (node.state == DryRunNodeState::Failed && !node.log.isEmpty()) {
            text += CliCheckOutput::tr("    its output (last lines):") + u'\n';
            for (const QString& line : node.log.mid(qMax<qsizetype>(0, node.log.size() - kOutputLines)))
                text += QStringLiteral("      ") + line + u'\n';
        }
    }
    if (!result.localChanges.isEmpty()) {
        text += u'\n' + CliCheckOutput::tr("Because every node is this machine (the verdict does not change):") + u'\n';
        for (const QString& change : result.localChanges)
            text += QStringLiteral("  - ") + change + u'\n';
    }
    if (!result.changes.isEmpty()) {
        text += u'\n' + CliCheckOutput::tr("Not run as written (what ran instead):") + u'\n';
        for (const QString& change : result.changes)
            text += QStringLiteral("  - ") + change + u'\n';
    }
    return text;
}

QString verdictText(CheckVerdict verdict)
{
    switch (verdict) {
    case CheckVerdict::Passed: return CliCheckOutput::tr("passed");
    case CheckVerdict::PassedWithChanges: return CliCheckOutput::tr("passed with changes");
    case CheckVerdict::Failed: return CliCheckOutput::tr("failed");
    }
    return {};
}

QString statusMark(CheckStatus status)
{
    return PreflightReport::statusName(status).toUpper();
}

} // namespace

CheckSession::Observer CliCheckOutput::progressObserver(CliIo& io, Progress progress)
{
    CheckSession::Observer observer;
    if (progress == Progress::Quiet)
        return observer;
    auto lock = std::make_shared<std::mutex>();
    const auto write = [&io, lock](const QString& text) {
        const std::lock_guard guard(*lock);
        io.err << text;
        io.err.flush();
    };
    observer.preflightProgress = [write](int, const QString& host, const QString& text) {
        write(QStringLiteral("[%1] %2\n").arg(host, text));
    };
    observer.notice = [write](const QString& text) { write(text + u'\n'); };
    observer.dryRunEvent = [write, progress](const DryRunEvent& event) {
        if (event.kind != DryRunEvent::Kind::Output || progress == Progress::EveryLine)
            write(progressLine(event));
    };
    return observer;
}

QString CliCheckOutput::dryRunSummary(const DryRunResult& result)
{
    QString text;
    if (result.ok) {
        text += tr("Dry-run rendezvous: PASSED. World size %1, ranks 0-%2, rendezvous %3, total %4.\n")
                    .arg(result.worldSize)
                    .arg(result.worldSize - 1)
                    .arg(secondsText(result.rendezvousSeconds), secondsText(result.totalSeconds));
    } else {
        text += tr("Dry-run rendezvous: FAILED. %1\n").arg(result.error);
    }
    text += u'\n';
    text += QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                .arg(tr("node"), -4)
                .arg(tr("host"), -20)
                .arg(tr("hostname"), -16)
                .arg(tr("state"), -8)
                .arg(tr("joined"), -8)
                .arg(tr("ranks"));
    for (const DryRunNodeResult& node : result.nodes) {
        text += QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                    .arg(node.index, -4)
                    .arg(node.host, -20)
                    .arg(node.hostname.isEmpty() ? QStringLiteral("-") : node.hostname, -16)
                    .arg(DryRunJson::stateKey(node.state), -8)
                    .arg(secondsText(node.joinedSeconds), -8)
                    .arg(ranksText(node.reports));
    }
    if (!result.ranks.isEmpty()) {
        text += u'\n';
        text += QStringLiteral("%1  %2  %3  %4  %5  %6  %7\n")
                    .arg(tr("rank"), -5)
                    .arg(tr("local"), -5)
                    .arg(tr("hostname"), -16)
                    .arg(tr("device"), -8)
                    .arg(tr("backend"), -7)
                    .arg(tr("torch"), -12)
                    .arg(tr("all_reduce"));
        for (const ProbeReport& rank : result.ranks) {
            text += QStringLiteral("%1  %2  %3  %4  %5  %6  %7\n")
                        .arg(rank.rank, -5)
                        .arg(rank.localRank, -5)
                        .arg(rank.hostname, -16)
                        .arg(rank.device, -8)
                        .arg(rank.backend, -7)
                        .arg(rank.torch, -12)
                        .arg(rank.allReduceOk ? tr("ok") : tr("FAILED"));
        }
    }
    if (!result.failure.evidence.isEmpty()) {
        text += u'\n' + tr("Log lines that show it:") + u'\n';
        for (const QString& line : result.failure.evidence)
            text += QStringLiteral("  ") + line + u'\n';
    }
    if (!result.problems.isEmpty() && result.stop != DryRunStop::Cancelled) {
        text += u'\n' + tr("Checks that failed:") + u'\n';
        for (const QString& problem : result.problems)
            text += QStringLiteral("  - ") + problem + u'\n';
    }
    for (const QString& warning : result.warnings)
        text += tr("warning: %1").arg(warning) + u'\n';
    text += launcherPart(result);
    return text;
}

QString CliCheckOutput::bandwidthAnnouncement(const BandwidthOptions& options)
{
    return tr("Then the network: all-reduce of %1, a ring between the nodes; budget %2 s.\n")
        .arg(BandwidthOptions::sizesText(options.sizes))
        .arg(options.seconds);
}

QString CliCheckOutput::bandwidthSummary(const BandwidthResult& result)
{
    QString text;
    const QString head = tr("Network (%1, %2 rank(s), %3 s)")
                             .arg(result.backend.isEmpty() ? QStringLiteral("-") : result.backend)
                             .arg(result.worldSize)
                             .arg(result.seconds < 0 ? 0.0 : result.seconds, 0, 'f', 1);
    if (result.ok)
        text += tr("%1: PASSED. Peak busbw %2 GB/s (threshold %3 GB/s).\n")
                    .arg(head, gbpsText(result.peakBusbwGbps), gbpsText(result.thresholdGbps));
    else
        text += tr("%1: FAILED. %2\n")
                    .arg(head, !result.error.isEmpty()      ? result.error
                               : !result.problems.isEmpty() ? result.problems.first()
                                                            : QString());
    if (!result.sizes.isEmpty()) {
        text += u'\n';
        text += QStringLiteral("%1  %2  %3  %4  %5\n")
                    .arg(tr("size"), -9)
                    .arg(tr("time"), -11)
                    .arg(tr("algbw GB/s"), -10)
                    .arg(tr("busbw GB/s"), -10)
                    .arg(tr("correct"));
        for (const BandwidthResult::Size& size : result.sizes)
            text += QStringLiteral("%1  %2  %3  %4  %5\n")
                        .arg(BandwidthOptions::sizeText(size.bytes), -9)
                        .arg(QStringLiteral("%1 ms").arg(size.seconds * 1000, 0, 'f', 2), -11)
                        .arg(gbpsText(size.algbwGbps), -10)
                        .arg(gbpsText(size.busbwGbps), -10)
                        .arg(size.correct ? tr("ok") : tr("WRONG"));
    }
    if (!result.skippedSizes.isEmpty())
        text += tr("Not run within the budget: %1.\n").arg(BandwidthOptions::sizesText(result.skippedSizes));
    if (!result.nodes.isEmpty() && !result.links.isEmpty()) {
        text += u'\n';
        text += QStringLiteral("%1  %2  %3  %4  %5\n")
                    .arg(tr("node"), -4)
                    .arg(tr("host"), -20)
                    .arg(tr("GB/s"), -8)
                    .arg(tr("out"), -8)
                    .arg(tr("in"));
        for (const BandwidthResult::Node& node : result.nodes)
            text += QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                        .arg(node.index, -4)
                        .arg(node.host, -20)
                        .arg(gbpsText(node.gbps), -8)
                        .arg(gbpsText(node.outGbps), -8)
                        .arg(gbpsText(node.inGbps), -8)
                        .arg(node.slow ? tr("SLOW") : QString())
                        .trimmed() +
                    u'\n';
        if (result.local)
            text += tr("Local mode: every node is this machine, so no node is judged slow.\n");
    }
    if (!result.interfaces.isEmpty()) {
        text += u'\n' + tr("Interfaces:") + u'\n';
        for (const BandwidthResult::RankInterface& rank : result.interfaces)
            text +=
                tr("  rank %1 on %2: %3%4\n")
                    .arg(rank.rank)
                    .arg(rank.host,
                         rank.interfaces.isEmpty() ? QStringLiteral("-") : rank.interfaces.join(QStringLiteral(", ")),
                         rank.network.isEmpty() ? QString() : tr(" (NCCL network %1)").arg(rank.network));
    }
    if (!result.problems.isEmpty()) {
        text += u'\n' + tr("Network checks that failed:") + u'\n';
        for (const QString& problem : result.problems)
            text += QStringLiteral("  - ") + problem + u'\n';
    }
    for (const QString& warning : result.warnings)
        text += tr("warning: %1").arg(warning) + u'\n';
    if (!result.hints.isEmpty()) {
        text += tr("To try:") + u'\n';
        for (const QString& hint : result.hints)
            text += QStringLiteral("  - ") + hint + u'\n';
    }
    return text;
}

QString CliCheckOutput::checkSummary(const CheckOutcome& outcome)
{
    if (!outcome.preflight) {
        if (!outcome.dryRun)
            return {};
        QString text = dryRunSummary(*outcome.dryRun);
        if (outcome.bandwidthRequested)
            text += u'\n' + bandwidthPart(outcome);
        return text + verdictLine(outcome);
    }
    const PreflightReport& report = *outcome.preflight;
    QString text;
    int good = 0;
    for (const NodeReport& node : report.nodes) {
        good += node.ok ? 1 : 0;
        text += QStringLiteral("%1  %2\n").arg(node.host, node.ok ? tr("OK") : tr("FAILED"));
        for (const CheckItem& check : node.checks)
            text += QStringLiteral("  %1  %2  %3\n")
                        .arg(statusMark(check.status), -4)
                        .arg(check.name, -16)
                        .arg(check.detail);
    }
    if (outcome.dryRun)
        text += u'\n' + dryRunSummary(*outcome.dryRun);
    else
        text += tr("Rendezvous: %1\n").arg(outcome.rendezvousReport().value(QStringLiteral("error")).toString());
    if (outcome.bandwidthRequested)
        text += u'\n' + bandwidthPart(outcome);
    if (outcome.cancelled)
        text += tr("Cancelled.\n");
    // The whole check's time: the pre-flight alone is a fraction of it once the rendezvous ran.
    text += tr("%1 of %2 node(s) passed the pre-flight; the check took %3 s (pre-flight %4 s).\n")
                .arg(good)
                .arg(report.nodes.size())
                .arg(outcome.totalSeconds, 0, 'f', 2)
                .arg(report.seconds, 0, 'f', 2);
    return text + verdictLine(outcome);
}

// A phase of the check's timings (the JSON report's keys) in words.
QString CliCheckOutput::phaseName(const QString& key)
{
    if (key == QLatin1String("preflight"))
        return tr("pre-flight");
    if (key == QLatin1String("rendezvous"))
        return tr("rendezvous");
    if (key == QLatin1String("bandwidth"))
        return tr("bandwidth");
    return key;
}

QString CliCheckOutput::verdictLine(const CheckOutcome& outcome)
{
    const QJsonObject timings = outcome.timings();
    QStringList parts;
    for (const QString& key :
         {QStringLiteral("preflight"), QStringLiteral("rendezvous"), QStringLiteral("bandwidth")}) {
        if (timings.value(key).isDouble())
            parts.append(tr("%1 %2 s").arg(phaseName(key)).arg(timings.value(key).toDouble(), 0, 'f', 2));
    }
    return tr("Verdict: %1 in %2 s%3.\n")
        .arg(verdictText(outcome.verdict()))
        .arg(outcome.totalSeconds, 0, 'f', 2)
        .arg(parts.isEmpty() ? QString() : tr(" (%1)").arg(parts.join(tr(", "))));
}

int CliCheckOutput::finish(const CheckOutcome& outcome, bool json, CliIo& io)
{
    if (json)
        writeReport(outcome, io);
    else
        io.out << checkSummary(outcome);
    switch (outcome.verdict()) {
    case CheckVerdict::Passed: return ExitOk;
    case CheckVerdict::PassedWithChanges: return kExitPassedWithChanges;
    case CheckVerdict::Failed: break;
    }
    return ExitFindings;
}

void CliCheckOutput::writeReport(const CheckOutcome& outcome, CliIo& io)
{
    io.out << QString::fromUtf8(QJsonDocument(outcome.report()).toJson(QJsonDocument::Indented));
}

} // namespace ddpw
