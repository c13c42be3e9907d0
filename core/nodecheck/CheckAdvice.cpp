#include "nodecheck/CheckAdvice.h"

#include "model/WorstFirst.h"

#include <QSet>

namespace ddpw {

namespace {

// The torch releases the platform's nodes reported (one entry per node or rank that said). A
// local check runs on this machine, whose torch says nothing about the image's: never counted.
QStringList reportedTorch(const CheckOutcome& outcome)
{
    QStringList found;
    if (outcome.local)
        return found;
    if (outcome.preflight) {
        for (const NodeReport& node : outcome.preflight->nodes) {
            const QString torch = node.versions.value(QStringLiteral("torch"));
            if (!torch.isEmpty())
                found.append(torch);
        }
    }
    if (outcome.dryRun) {
        for (const DryRunNodeResult& node : outcome.dryRun->nodes) {
            for (const ProbeReport& report : node.reports) {
                if (!report.torch.isEmpty())
                    found.append(report.torch);
            }
        }
    }
    return found;
}

// The GPUs every pre-flight node has, if they all have the same number.
std::optional<int> nodesGpus(const CheckOutcome& outcome)
{
    if (!outcome.preflight || outcome.preflight->nodes.isEmpty())
        return std::nullopt;
    QSet<QString> counts;
    for (const NodeReport& node : outcome.preflight->nodes) {
        if (!node.versions.contains(QStringLiteral("gpus")))
            return std::nullopt;
        counts.insert(node.versions.value(QStringLiteral("gpus")));
    }
    bool ok = false;
    const int count = counts.size() == 1 ? counts.begin()->toInt(&ok) : -1;
    return ok ? std::optional<int>(count) : std::nullopt;
}

} // namespace

QString CheckAdvice::localTorchNote(const QString& localTorch, const JobSpec& job)
{
    const std::optional<TorchVersion> local = TorchVersion::parse(localTorch);
    if (!local || !local->isKnown() || !job.torchVersion.isKnown() ||
        TorchVersion::of(local->major(), local->minor()) == job.torchVersion)
        return {};
    return tr("The job says torch %1, this machine has %2: the check runs the command as written with %2. Options "
              "only %1 knows fail here and may pass on the nodes; the job stays written for torch %1.")
        .arg(job.torchVersion.toString(), localTorch);
}

QString CheckAdvice::noTorchNote(const QString& program, const QString& interpreter, bool forGui)
{
    const QString found =
        interpreter.isEmpty() || interpreter == program ? program : tr("%1 (%2)").arg(program, interpreter);
    const QString how = forGui ? tr("Choose one that has torch in the Python field above and run the check again.")
                               : tr("Choose one that has torch with --python PATH.");
    return tr("%1 cannot import torch on this machine, so the launcher fails here before any rendezvous. %2")
        .arg(found.isEmpty() ? tr("The command's interpreter") : found, how);
}

std::optional<TorchVersion> CheckAdvice::nodesTorch(const CheckOutcome& outcome, QString* reported)
{
    std::optional<TorchVersion> agreed;
    for (const QString& text : reportedTorch(outcome)) {
        const std::optional<TorchVersion> version = TorchVersion::parse(text);
        if (!version)
            continue;
        const TorchVersion release = TorchVersion::of(version->major(), version->minor());
        if (agreed && !(*agreed == release))
            return std::nullopt; // the nodes disagree: no single version to set
        if (!agreed && reported)
            *reported = text;
        agreed = release;
    }
    return agreed;
}

QList<CheckSuggestion> CheckAdvice::suggestions(const CheckOutcome& outcome, const JobSpec& job)
{
    QList<CheckSuggestion> result;
    if (outcome.cancelled)
        return result;
    QString reported;
    if (const std::optional<TorchVersion> torch = nodesTorch(outcome, &reported);
        torch && job.torchVersion.isKnown() && !(*torch == job.torchVersion)) {
        const TorchVersion release = *torch;
        result.append({tr("The nodes run torch %1, but the command is written for torch %2.")
                           .arg(reported, job.torchVersion.toString()),
                       JobFix{tr("Set the torch version to %1").arg(release.toString()),
                              [release](JobSpec& fixed) { fixed.torchVersion = release; }},
                       Severity::Warning});
    }
    if (const std::optional<int> gpus = nodesGpus(outcome); gpus && *gpus > 0 && *gpus != job.gpusPerNode) {
        const int count = *gpus;
        result.append(
            {tr("Every node has %n GPU(s); the job asks for %1.", nullptr, count).arg(job.gpusPerNode),
             JobFix{tr("Set GPUs per node to %1").arg(count), [count](JobSpec& fixed) { fixed.gpusPerNode = count; }},
             // Asking for more GPUs than a node has fails at start-up; fewer leaves some idle.
             job.gpusPerNode > count ? Severity::Error : Severity::Warning});
    }
    sortWorstFirst(result);
    return result;
}

} // namespace ddpw
