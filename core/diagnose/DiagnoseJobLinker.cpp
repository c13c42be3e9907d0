#include "diagnose/DiagnoseJobLinker.h"

#include "diagnostics/CommandValidator.h"
#include "diagnostics/Diagnostic.h"

#include <QRegularExpression>

namespace ddpw {

namespace {

using K = DiagnoseKind;

// The torch release the command is checked for: what the logs show wins (that is what ran),
// then --torch, then the job's.
TorchVersion torchFor(const DiagnoseOptions& options, const QString& logTorch)
{
    if (const std::optional<TorchVersion> seen = TorchVersion::parse(logTorch); seen && seen->isKnown())
        return TorchVersion::of(seen->major(), seen->minor());
    if (options.torch)
        return *options.torch;
    if (options.job)
        return options.job->torchVersion;
    return TorchVersion();
}

std::optional<JobFix> jobFixFor(const JobSpec& job, JobField field)
{
    for (const JobProblem& problem : job.problemsFor(field)) {
        if (problem.fix)
            return problem.fix;
    }
    return std::nullopt;
}

// validate's diagnostics of the start command whose codes fit a finding, errors first.
const Diagnostic* commandDiagnostic(const ValidationResult& result, const QStringList& prefixes)
{
    for (const Diagnostic& diagnostic : result.diagnostics) {
        for (const QString& prefix : prefixes) {
            if (diagnostic.code.startsWith(prefix) && diagnostic.fix && diagnostic.severity == Severity::Error)
                return &diagnostic;
        }
    }
    for (const Diagnostic& diagnostic : result.diagnostics) {
        for (const QString& prefix : prefixes) {
            if (diagnostic.code.startsWith(prefix) && diagnostic.fix)
                return &diagnostic;
        }
    }
    return nullptr;
}

QStringList codesFor(K kind)
{
    switch (kind) {
    case K::LocalRankArgument: return {QStringLiteral("DDP603")};
    case K::LauncherArguments:
    case K::TorchVersionMismatch:
        return {QStringLiteral("DDP601"), QStringLiteral("DDP2"), QStringLiteral("DDP3"), QStringLiteral("DDP604")};
    case K::RendezvousTimeout:
    case K::LauncherConfig:
    case K::RendezvousUnreachable: return {QStringLiteral("DDP4")};
    case K::PortInUse: return {QStringLiteral("DDP31")};
    default: return {};
    }
}

// "unrecognized arguments: --nproc-per-node=2" from torchrun: a dash spelling of one of its own
// options, which torch 2.0 added (pytorch/pytorch#94505).
bool rejectsDashSpelling(const Finding& finding)
{
    static const QRegularExpression dash(QStringLiteral(
        R"(unrecognized arguments:.*--(?:nproc-per-node|rdzv-(?:backend|endpoint|id|conf)|master-(?:addr|port)|)"
        R"(node-rank|max-restarts|monitor-interval|start-method|no-python|run-path|log-dir|local-addr)\b)"));
    for (const LogEvidence& line : finding.evidence) {
        if (dash.match(line.text).hasMatch())
            return true;
    }
    return false;
}

QString masterHost(const JobSpec& job)
{
    // Volcano's svc plugin: <job>-<task>-<index>.<job>; the command's MASTER is host 0.
    return QStringLiteral("%1-%2-0.%1").arg(job.jobName, job.roleName);
}

void linkJob(Finding& finding, const JobSpec& job, const QString& logTorch)
{
    switch (finding.kind) {
    case K::LocalRankArgument:
        if (job.launcher == Launcher::DistributedLaunch && !job.useEnv) {
            finding.jobNotes.append(DiagnoseJobLinker::tr("The job starts torch.distributed.launch without --use_env, "
                                                          "so every worker gets --local-rank=N (--local_rank=N up to "
                                                          "torch 1.13) as an argument."));
            if (const std::optional<JobFix> fix = jobFixFor(job, JobField::UseEnv))
                finding.jobFixes.append(*fix);
        } else if (job.launcher == Launcher::Torchrun) {
            finding.jobNotes.append(DiagnoseJobLinker::tr("The job starts torchrun, which passes no --local-rank: the "
                                                          "command that ran is not this job's, or the script's own "
                                                          "arguments name it."));
        }
        break;
    case K::InvalidDeviceOrdinal: {
        const std::optional<int> nproc = job.resolvedNprocPerNode();
        if (nproc && *nproc > job.gpusPerNode) {
            finding.jobNotes.append(DiagnoseJobLinker::tr("The job starts %1 processes per node (--nproc_per_node) but "
                                                          "each node has %2 GPUs.")
                                        .arg(*nproc)
                                        .arg(job.gpusPerNode));
            if (const std::optional<JobFix> fix = jobFixFor(job, JobField::NprocPerNode))
                finding.jobFixes.append(*fix);
        } else if (nproc) {
            finding.jobNotes.append(DiagnoseJobLinker::tr("The job starts %1 processes per node on %2 GPUs per node: "
                                                          "check that each pod really gets %2 GPUs (nvidia-smi, "
                                                          "CUDA_VISIBLE_DEVICES).")
                                        .arg(*nproc)
                                        .arg(job.gpusPerNode));
        }
        break;
    }
    case K::NoGpu:
        if (job.gpusPerNode == 0)
            finding.jobNotes.append(DiagnoseJobLinker::tr("The job asks for no GPUs: the script must use the gloo "
                                                          "backend and the CPU."));
        else
            finding.jobNotes.append(DiagnoseJobLinker::tr("The job asks for %1 GPUs per node: the pods must request "
                                                          "them (nvidia.com/gpu) and see them.")
                                        .arg(job.gpusPerNode));
        break;
    case K::PortInUse: {
        finding.jobNotes.append(DiagnoseJobLinker::tr("The job's rendezvous port is %1 (%2).")
                                    .arg(job.port)
                                    .arg(job.rendezvousBackend == RendezvousBackend::C10d
                                             ? QStringLiteral("--rdzv_endpoint")
                                             : QStringLiteral("--master_port")));
        const int other = job.port < 65535 ? job.port + 1 : 29501;
        finding.jobFixes.append(
            JobFix{DiagnoseJobLinker::tr("Use port %1").arg(other), [other](JobSpec& fixed) { fixed.port = other; }});
        if (job.rendezvousBackend == RendezvousBackend::Static)
            finding.jobFixes.append(JobFix{JobSpec::tr("Use the c10d backend"),
                                           [](JobSpec& fixed) { fixed.rendezvousBackend = RendezvousBackend::C10d; }});
        break;
    }
    case K::HostnameResolution:
    case K::RendezvousUnreachable: {
        const QString master = masterHost(job);
        finding.jobNotes.append(DiagnoseJobLinker::tr("The job's endpoint is $MASTER:%1, where MASTER is the first "
                                                      "host of %2 (here %3): every node must resolve and reach it.")
                                    .arg(job.port)
                                    .arg(job.hostsVariable(), master));
        for (const LogEvidence& evidence : finding.evidence) {
            if (evidence.text.contains(u'(') && !evidence.text.contains(master) &&
                finding.kind == K::HostnameResolution && evidence.text.contains(QLatin1String("network addresses"))) {
                finding.jobNotes.append(DiagnoseJobLinker::tr("The log looks up another name than the job's master: "
                                                              "the command that ran derives its endpoint otherwise."));
                break;
            }
        }
        break;
    }
    case K::TorchVersionMismatch:
    case K::LauncherArguments:
        if (finding.kind == K::LauncherArguments && job.torchVersion.hasDashSpellings() &&
            rejectsDashSpelling(finding)) {
            // The nodes' torchrun does not know the spellings torch 2.0 added: it is older.
            const TorchVersion old = TorchVersion::of(1, 13);
            finding.jobNotes.append(DiagnoseJobLinker::tr("The nodes' launcher rejects the dash spellings torch 2.0 "
                                                          "added (--nproc-per-node ...), so it is older than 2.0; the "
                                                          "job is written for torch %1.")
                                        .arg(job.torchVersion.toString()));
            finding.jobFixes.append(JobFix{DiagnoseJobLinker::tr("Write the command for torch %1").arg(old.toString()),
                                           [old](JobSpec& fixed) { fixed.torchVersion = old; }});
            break;
        }
        if (const std::optional<TorchVersion> seen = TorchVersion::parse(logTorch);
            seen && seen->isKnown() &&
            (seen->major() != job.torchVersion.major() || seen->minor() != job.torchVersion.minor())) {
            const TorchVersion version = TorchVersion::of(seen->major(), seen->minor());
            finding.jobNotes.append(DiagnoseJobLinker::tr("The job is written for torch %1, the nodes run torch %2.")
                                        .arg(job.torchVersion.toString(), logTorch));
            finding.jobFixes.append(
                JobFix{DiagnoseJobLinker::tr("Write the command for torch %1").arg(version.toString()),
                       [version](JobSpec& fixed) { fixed.torchVersion = version; }});
        }
        break;
    case K::RendezvousTimeout:
        finding.jobNotes.append(DiagnoseJobLinker::tr("The job waits for %1 nodes (%2 backend): all of them must start "
                                                      "with the same settings.")
                                    .arg(job.elastic ? job.elastic->minNodes : job.nodeCount)
                                    .arg(job.rendezvousBackend == RendezvousBackend::C10d ? QStringLiteral("c10d")
                                                                                          : QStringLiteral("static")));
        break;
    default: break;
    }
}

void linkCommand(Finding& finding, const ValidationResult& result, const QString& command)
{
    const QStringList codes = codesFor(finding.kind);
    if (codes.isEmpty())
        return;
    const Diagnostic* diagnostic = commandDiagnostic(result, codes);
    if (!diagnostic)
        return;
    finding.jobNotes.append(DiagnoseJobLinker::tr("validate: %1:%2: %3 [%4]")
                                .arg(diagnostic->range.begin.line)
                                .arg(diagnostic->range.begin.column)
                                .arg(diagnostic->message, diagnostic->code));
    finding.commandFix = diagnostic->fix;
    finding.commandFixText = describeFix(*diagnostic->fix, command).trimmed();
}

} // namespace

void DiagnoseJobLinker::link(DiagnoseReport& report, const DiagnoseOptions& options, const QString& logTorch)
{
    if (!options.job && options.command.isEmpty())
        return;
    std::optional<ValidationResult> validated;
    if (!options.command.isEmpty()) {
        ValidationOptions validation;
        validation.torch = torchFor(options, logTorch);
        if (options.job) {
            validation.nodes = options.job->nodeCount;
            validation.gpusPerNode = options.job->gpusPerNode;
            validation.roleName = options.job->roleName;
        }
        validated = CommandValidator(validation).validate(options.command);
    }
    for (Finding& finding : report.findings) {
        if (options.job)
            linkJob(finding, *options.job, logTorch);
        if (validated)
            linkCommand(finding, *validated, options.command);
    }
}

} // namespace ddpw
