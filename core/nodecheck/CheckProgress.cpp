#include "nodecheck/CheckProgress.h"

#include <algorithm>

namespace ddpw {

const CheckNodeRow::Check* CheckNodeRow::check(const QString& name) const
{
    for (const Check& item : checks) {
        if (item.name == name)
            return &item;
    }
    return nullptr;
}

bool CheckNodeRow::passed() const
{
    return phase == Phase::PreflightPassed || (phase == Phase::DryRun && dryRunState == DryRunNodeState::Passed);
}

bool CheckNodeRow::failed() const
{
    return phase == Phase::PreflightFailed || (phase == Phase::DryRun && dryRunState == DryRunNodeState::Failed);
}

void CheckProgress::reset(const QStringList& rowNames)
{
    m_rows.clear();
    m_checkNames.clear();
    for (const QString& name : rowNames) {
        CheckNodeRow row;
        row.host = name;
        m_rows.append(row);
    }
}

void CheckProgress::preflightProgress(int node)
{
    if (hasRow(node) && m_rows[node].phase == CheckNodeRow::Phase::Pending)
        m_rows[node].phase = CheckNodeRow::Phase::Checking;
}

void CheckProgress::preflightFinished(const PreflightReport& report)
{
    for (int row = 0; row < report.nodes.size() && hasRow(row); ++row) {
        const NodeReport& node = report.nodes.at(row);
        CheckNodeRow& target = m_rows[row];
        target.phase = node.ok ? CheckNodeRow::Phase::PreflightPassed : CheckNodeRow::Phase::PreflightFailed;
        target.python = node.versions.value(QStringLiteral("python"));
        target.torch = node.versions.value(QStringLiteral("torch"));
        target.gpus = node.versions.value(QStringLiteral("gpus"));
        for (const CheckItem& check : node.checks)
            setCheck(row, check.name, check.status, check.detail);
    }
}

void CheckProgress::dryRunStarted()
{
    for (CheckNodeRow& row : m_rows) {
        row.phase = CheckNodeRow::Phase::DryRun;
        row.dryRunState = DryRunNodeState::Waiting;
    }
}

void CheckProgress::dryRunEvent(const DryRunEvent& event)
{
    if (!hasRow(event.node))
        return;
    CheckNodeRow& row = m_rows[event.node];
    if (event.kind == DryRunEvent::Kind::NodeState) {
        row.phase = CheckNodeRow::Phase::DryRun;
        row.dryRunState = event.state;
    } else if (event.kind == DryRunEvent::Kind::RankReport) {
        const ProbeReport& report = event.report;
        if (!report.python.isEmpty())
            row.python = report.python;
        if (!report.torch.isEmpty())
            row.torch = report.torch;
        if (!report.device.isEmpty())
            row.gpus = report.deviceName.isEmpty() ? report.device
                                                   : report.device + QStringLiteral(" (") + report.deviceName + u')';
        row.ranks.append(report.rank);
        std::sort(row.ranks.begin(), row.ranks.end());
        setCheck(event.node, QStringLiteral("all_reduce"), report.allReduceOk ? CheckStatus::Pass : CheckStatus::Fail,
                 report.ok ? QString() : report.error);
    }
}

void CheckProgress::finished(const CheckOutcome& outcome)
{
    if (outcome.dryRun) {
        // The final word on each node (a node stopped by cancel may have sent no last event).
        for (const DryRunNodeResult& node : outcome.dryRun->nodes) {
            if (hasRow(node.index)) {
                m_rows[node.index].phase = CheckNodeRow::Phase::DryRun;
                m_rows[node.index].dryRunState = node.state;
                m_rows[node.index].command = node.commandLine;
                // What was learnt stays shown when a later step failed: the ranks' own reports,
                // else (local mode) this machine's launcher's torch, found before the run.
                CheckNodeRow& row = m_rows[node.index];
                for (const ProbeReport& report : node.reports) {
                    if (row.python.isEmpty() && !report.python.isEmpty())
                        row.python = report.python;
                    if (row.torch.isEmpty() && !report.torch.isEmpty())
                        row.torch = report.torch;
                }
                if (row.torch.isEmpty() && outcome.local)
                    row.torch = outcome.localTorch;
            }
        }
        if (outcome.dryRun->bandwidth)
            showBandwidth(*outcome.dryRun->bandwidth);
    } else if (outcome.preflight) {
        for (CheckNodeRow& row : m_rows) {
            if (row.phase == CheckNodeRow::Phase::Pending || row.phase == CheckNodeRow::Phase::Checking)
                row.phase = CheckNodeRow::Phase::Skipped;
        }
    }
}

void CheckProgress::showBandwidth(const BandwidthResult& result)
{
    for (const BandwidthResult::Node& node : result.nodes) {
        if (!hasRow(node.index))
            continue;
        if (node.gbps < 0) {
            setCheck(node.index, QStringLiteral("network"), CheckStatus::Skipped, tr("no ring figure"));
            continue;
        }
        const QString figures = tr("%1 GB/s (best link out %2, in %3)")
                                    .arg(QString::number(node.gbps, 'g', 3), QString::number(node.outGbps, 'g', 3),
                                         QString::number(node.inGbps, 'g', 3));
        setCheck(node.index, QStringLiteral("network"), node.slow ? CheckStatus::Fail : CheckStatus::Pass,
                 node.slow ? tr("slow: %1").arg(figures) : figures);
    }
}

void CheckProgress::setCheck(int row, const QString& name, CheckStatus status, const QString& detail)
{
    if (!m_checkNames.contains(name))
        m_checkNames.append(name);
    QList<CheckNodeRow::Check>& checks = m_rows[row].checks;
    for (CheckNodeRow::Check& check : checks) {
        if (check.name != name)
            continue;
        // A node's check is as bad as its worst rank: a pass never hides an earlier failure.
        if (check.status != CheckStatus::Fail)
            check = {name, status, detail};
        return;
    }
    checks.append({name, status, detail});
}

QString CheckProgress::checkTitle(const QString& name)
{
    static const struct
    {
        const char* name;
        const char* title;
    } titles[] = {
        {"ssh", QT_TR_NOOP("SSH")},
        {"probe", QT_TR_NOOP("Probe")},
        {"hostname", QT_TR_NOOP("Host name")},
        {"python", QT_TR_NOOP("Python")},
        {"torch", QT_TR_NOOP("Torch")},
        {"gpus", QT_TR_NOOP("GPUs")},
        {"port-free", QT_TR_NOOP("Port free")},
        {"port-reachable", QT_TR_NOOP("Port reachable")},
        {"master-resolves", QT_TR_NOOP("Master resolves")},
        {"socket-ifname", QT_TR_NOOP("Network interface")},
        {"clock", QT_TR_NOOP("Clock")},
        {"disk", QT_TR_NOOP("Disk")},
        {"all_reduce", QT_TR_NOOP("All-reduce")},
        {"network", QT_TR_NOOP("Bandwidth")},
    };
    for (const auto& entry : titles) {
        if (name == QLatin1String(entry.name))
            return tr(entry.title);
    }
    return name;
}

} // namespace ddpw
