#include "logdiagnosis/LogDiagnosisJobLinker.h"

#include "generate/CommandGenerator.h"
#include "logdiagnosis/LogFindingCatalog.h"
#include "logdiagnosis/LogFindingText.h"
#include "validate/CommandDiagnostic.h"
#include "validate/CommandValidator.h"
#include "validate/JobChecks.h"

#include <QRegularExpression>

namespace ddpw {

namespace {

using K = LogDiagnosisKind;

// The torch release the command is checked for: what the logs show wins (that is what ran),
// then --torch, then the job's.
TorchVersion torchFor(const LogDiagnosisOptions& options, const QString& logTorch)
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
    for (const CommandDiagnostic& problem : JobChecks::problemsFor(job, field)) {
        if (problem.jobFix)
            return problem.jobFix;
    }
    return std::nullopt;
}

// validate's diagnostics of the start command whose codes fit a finding, errors first.
const CommandDiagnostic* commandDiagnostic(const ValidationResult& result, const QStringList& prefixes)
{
    for (const CommandDiagnostic& diagnostic : result.diagnostics) {
        for (const QString& prefix : prefixes) {
            if (diagnostic.code.startsWith(prefix) && diagnostic.fix && diagnostic.severity == Severity::Error)
                return &diagnostic;
        }
    }
    for (const CommandDiagnostic& diagnostic : result.diagnostics) {
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
    case K::DuplicateNodeRank: return {QStringLiteral("DDP404")};
    default: return {};
    }
}

// "unrecognized arguments: --nproc-per-node=2" from torchrun: a dash spelling of one of its own
// options, which torch 2.0 added (pytorch/pytorch#94505).
bool rejectsDashSpelling(const LogFinding& finding)
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

// The interface a pod reaches the other pods on: Kubernetes gives every pod eth0.
const QString kPodInterface = QStringLiteral("eth0");

bool evidenceMentions(const LogFinding& finding, const QStringList& words)
{
    for (const LogEvidence& line : finding.evidence) {
        for (const QString& word : words) {
            if (line.text.contains(word, Qt::CaseInsensitive))
                return true;
        }
    }
    return false;
}

bool isKind(const LogFinding& finding, const char* slug)
{
    // Kinds another part of the catalogue may add: looked up by their stable slug.
    const std::optional<LogDiagnosisKind> kind = LogFindingCatalog::fromSlug(QString::fromLatin1(slug));
    return kind && *kind == finding.kind;
}

// An environment variable for the job, exported by its start command (JobSpec::env): the fix
// sets it, replacing a value the job had. Nothing when the job has that value already.
void offerVariable(LogFinding& finding, const JobSpec& job, const QString& name, const QString& value)
{
    for (const EnvVar& var : job.env) {
        if (var.name == name && var.value == value)
            return;
    }
    finding.jobFixes.append(
        JobFix{LogDiagnosisJobLinker::tr("Set %1=%2 for the job").arg(name, value), [name, value](JobSpec& fixed) {
                   for (EnvVar& var : fixed.env) {
                       if (var.name == name) {
                           var.value = value;
                           return;
                       }
                   }
                   fixed.env.append(EnvVar{name, value});
               }});
}

// The option line the generator writes for `field` (spelled for the job's torch), if any.
QString optionLine(const JobSpec& job, JobField field)
{
    for (const GeneratedOption& option : CommandGenerator(job).options()) {
        if (option.fields.contains(field))
            return option.line();
    }
    return {};
}

// "0" -> "1", "job7" -> "job8", "ddp" -> "ddp-2": an id the old store does not hold.
QString nextRendezvousId(const QString& id)
{
    static const QRegularExpression number(QStringLiteral(R"((\d+)$)"));
    const QRegularExpressionMatch m = number.match(id);
    if (m.hasMatch() && m.captured(1).size() < 9)
        return id.left(m.capturedStart(1)) + QString::number(m.captured(1).toInt() + 1);
    return id.isEmpty() ? QStringLiteral("1") : id + QStringLiteral("-2");
}

void linkNetwork(LogFinding& finding, const JobSpec& job)
{
    const QHash<QString, QString>& d = finding.details;
    const bool gloo = evidenceMentions(
        finding, {QStringLiteral("gloo"), QStringLiteral("pair.cc"), QStringLiteral("Unable to find address for")});
    const bool nccl = d.contains(QStringLiteral("iface")) || evidenceMentions(finding, {QStringLiteral("NCCL")});
    // Pin the interface: the ranks then bind and advertise its address, not the one the host
    // name resolves to (127.0.1.1) or a bridge's.
    if (nccl || (!gloo && job.gpusPerNode > 0))
        offerVariable(finding, job, QStringLiteral("NCCL_SOCKET_IFNAME"), kPodInterface);
    if (gloo || (!nccl && job.gpusPerNode == 0))
        offerVariable(finding, job, QStringLiteral("GLOO_SOCKET_IFNAME"), kPodInterface);
    if (!finding.jobFixes.isEmpty())
        finding.jobNotes.append(
            LogDiagnosisJobLinker::tr("%1 is a pod's own interface on Kubernetes; `ip -br addr` on a "
                                      "node lists its interfaces.")
                .arg(kPodInterface));
}

void linkSharedMemory(LogFinding& finding, const JobSpec& job)
{
    // A platform setting, not the command's: say what to set, and where.
    const int processes = job.resolvedNprocPerNode().value_or(qMax(1, job.gpusPerNode));
    finding.jobNotes.append(
        LogDiagnosisJobLinker::tr("Shared memory is a setting of the pod, not of the start command: "
                                  "give each pod at least %1 GiB of /dev/shm (1 GiB per process, %2 "
                                  "processes per node) on the platform's form. The Volcano export "
                                  "mounts a memory-backed emptyDir at /dev/shm, which counts against "
                                  "the pod's memory limit: raise that limit with it.")
            .arg(qMax(2, processes))
            .arg(processes));
    if (evidenceMentions(finding, {QStringLiteral("NCCL")}))
        offerVariable(finding, job, QStringLiteral("NCCL_SHM_DISABLE"), QStringLiteral("1"));
}

void linkJob(LogFinding& finding, const JobSpec& job, const QString& logTorch, const QString& literalEndpoint)
{
    switch (finding.kind) {
    case K::NetworkInterface: linkNetwork(finding, job); break;
    case K::Infiniband: offerVariable(finding, job, QStringLiteral("NCCL_IB_DISABLE"), QStringLiteral("1")); break;
    case K::SharedMemory: linkSharedMemory(finding, job); break;
    case K::NcclError:
    case K::CollectiveTimeout:
    default:
        if (finding.kind != K::NcclError && finding.kind != K::CollectiveTimeout && !isKind(finding, "nccl-p2p-shm"))
            break;
        // NCCL's peer-to-peer transport between the GPUs of a node, which containers often
        // cannot use (no IPC namespace, PCIe ACS, a virtualised GPU).
        if (evidenceMentions(finding,
                             {QStringLiteral("P2P"), QStringLiteral("peer access"), QStringLiteral("cudaIpc")}))
            offerVariable(finding, job, QStringLiteral("NCCL_P2P_DISABLE"), QStringLiteral("1"));
        break;
    case K::LocalRankArgument:
        if (job.launcher == Launcher::DistributedLaunch && job.localRankFrom != LocalRankFrom::Environment) {
            finding.jobNotes.append(
                LogDiagnosisJobLinker::tr("The job starts torch.distributed.launch without --use_env, "
                                          "so every worker gets --local-rank=N (--local_rank=N up to "
                                          "torch 1.13) as an argument."));
            // The script just refused the argument: reading LOCAL_RANK is the answer.
            finding.jobFixes.append(JobChecks::useEnvironmentFix());
        } else if (job.launcher == Launcher::Torchrun) {
            finding.jobNotes.append(
                LogDiagnosisJobLinker::tr("The job starts torchrun, which passes no --local-rank: the "
                                          "command that ran is not this job's, or the script's own "
                                          "arguments name it."));
        }
        break;
    case K::InvalidDeviceOrdinal: {
        const std::optional<int> nproc = job.resolvedNprocPerNode();
        if (nproc && *nproc > job.gpusPerNode) {
            finding.jobNotes.append(
                LogDiagnosisJobLinker::tr("The job starts %1 processes per node (--nproc_per_node) but "
                                          "each node has %2 GPUs.")
                    .arg(*nproc)
                    .arg(job.gpusPerNode));
            if (const std::optional<JobFix> fix = jobFixFor(job, JobField::NprocPerNode))
                finding.jobFixes.append(*fix);
        } else if (nproc) {
            finding.jobNotes.append(
                LogDiagnosisJobLinker::tr("The job starts %1 processes per node on %2 GPUs per node: "
                                          "check that each pod really gets %2 GPUs (nvidia-smi, "
                                          "CUDA_VISIBLE_DEVICES).")
                    .arg(*nproc)
                    .arg(job.gpusPerNode));
        }
        break;
    }
    case K::NoGpu:
        if (job.gpusPerNode == 0)
            finding.jobNotes.append(LogDiagnosisJobLinker::tr("The job asks for no GPUs: the script must use the gloo "
                                                              "backend and the CPU."));
        else
            finding.jobNotes.append(
                LogDiagnosisJobLinker::tr("The job asks for %1 GPUs per node: the pods must request "
                                          "them (nvidia.com/gpu) and see them.")
                    .arg(job.gpusPerNode));
        break;
    case K::PortInUse: {
        finding.jobNotes.append(LogDiagnosisJobLinker::tr("The job's rendezvous port is %1 (%2).")
                                    .arg(job.port)
                                    .arg(optionLine(job, JobField::Port)));
        const int other = job.port < JobSpec::kMaxPort ? job.port + 1 : JobSpec::kDefaultPort + 1;
        // The label stays short (a button); the option as the job's torch spells it is in the
        // command lines the fix changes (jobFixChanges).
        finding.jobFixes.append(JobFix{LogDiagnosisJobLinker::tr("Use port %1").arg(other),
                                       [other](JobSpec& fixed) { fixed.port = other; }});
        // A store still there holds the old rendezvous, closed, under the job's id.
        if (finding.details.contains(QStringLiteral("closed")) && job.rendezvousBackend == RendezvousBackend::C10d) {
            const QString id = nextRendezvousId(job.rendezvousId);
            finding.jobFixes.append(JobFix{LogDiagnosisJobLinker::tr("Use the rendezvous id %1").arg(id),
                                           [id](JobSpec& fixed) { fixed.rendezvousId = id; }});
        }
        if (job.rendezvousBackend == RendezvousBackend::Static)
            finding.jobFixes.append(JobFix{LogDiagnosisJobLinker::tr("Use the c10d backend"),
                                           [](JobSpec& fixed) { fixed.rendezvousBackend = RendezvousBackend::C10d; }});
        break;
    }
    case K::HostnameResolution:
        if (finding.details.contains(QStringLiteral("reverse")) && job.rendezvousBackend == RendezvousBackend::C10d) {
            // Static hands the workers --master_addr as it is: no reverse look-up.
            finding.jobFixes.append(JobFix{LogDiagnosisJobLinker::tr("Use the static backend"), [](JobSpec& fixed) {
                                               fixed.rendezvousBackend = RendezvousBackend::Static;
                                           }});
            break;
        }
        [[fallthrough]];
    case K::RendezvousUnreachable: {
        if (!literalEndpoint.isEmpty()) {
            // The pasted command names its endpoint itself, which the job's fields cannot hold.
            finding.jobNotes.append(
                LogDiagnosisJobLinker::tr("The start command's endpoint is %1: every node must resolve "
                                          "and reach it.")
                    .arg(literalEndpoint));
            break;
        }
        const QString master = masterHost(job);
        finding.jobNotes.append(LogDiagnosisJobLinker::tr("The job's endpoint is $MASTER:%1, where MASTER is the first "
                                                          "host of %2 (here %3): every node must resolve and reach it.")
                                    .arg(job.port)
                                    .arg(job.hostsVariable(), master));
        for (const LogEvidence& evidence : finding.evidence) {
            if (evidence.text.contains(u'(') && !evidence.text.contains(master) &&
                finding.kind == K::HostnameResolution && evidence.text.contains(QLatin1String("network addresses"))) {
                finding.jobNotes.append(
                    LogDiagnosisJobLinker::tr("The log looks up another name than the job's master: "
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
            finding.jobNotes.append(
                LogDiagnosisJobLinker::tr("The nodes' launcher rejects the dash spellings torch 2.0 "
                                          "added (--nproc-per-node ...), so it is older than 2.0; the "
                                          "job is written for torch %1.")
                    .arg(job.torchVersion.toString()));
            finding.jobFixes.append(
                JobFix{LogDiagnosisJobLinker::tr("Write the command for torch %1").arg(old.toString()),
                       [old](JobSpec& fixed) { fixed.torchVersion = old; }});
            break;
        }
        if (const std::optional<TorchVersion> seen = TorchVersion::parse(logTorch);
            seen && seen->isKnown() &&
            (seen->major() != job.torchVersion.major() || seen->minor() != job.torchVersion.minor())) {
            const TorchVersion version = TorchVersion::of(seen->major(), seen->minor());
            finding.jobNotes.append(
                LogDiagnosisJobLinker::tr("The job is written for torch %1, the nodes run torch %2.")
                    .arg(job.torchVersion.toString(), logTorch));
            finding.jobFixes.append(
                JobFix{LogDiagnosisJobLinker::tr("Write the command for torch %1").arg(version.toString()),
                       [version](JobSpec& fixed) { fixed.torchVersion = version; }});
        }
        break;
    case K::RendezvousTimeout:
        finding.jobNotes.append(
            LogDiagnosisJobLinker::tr("The job waits for %1 nodes (%2 backend): all of them must start "
                                      "with the same settings.")
                .arg(job.elastic ? job.elastic->minNodes : job.nodeCount)
                .arg(job.rendezvousBackend == RendezvousBackend::C10d ? QStringLiteral("c10d")
                                                                      : QStringLiteral("static")));
        break;
    }
}

void linkCommand(LogFinding& finding, const ValidationResult& result, const QString& command)
{
    const QStringList codes = codesFor(finding.kind);
    if (codes.isEmpty())
        return;
    const CommandDiagnostic* diagnostic = commandDiagnostic(result, codes);
    if (!diagnostic)
        return;
    finding.jobNotes.append(LogDiagnosisJobLinker::tr("validate: %1:%2: %3 [%4]")
                                .arg(diagnostic->range.begin.line)
                                .arg(diagnostic->range.begin.column)
                                .arg(diagnostic->message, diagnostic->code));
    finding.commandFix = diagnostic->fix;
    finding.commandFixText = describeFix(*diagnostic->fix, command).trimmed();
}

// `python train.py` calling init_process_group("env://") without a launcher: nothing sets RANK,
// WORLD_SIZE, MASTER_ADDR, MASTER_PORT. Says so with the command's own line, started by torchrun.
void linkMissingLauncher(LogFinding& finding, const QString& command)
{
    const bool envRendezvous =
        isKind(finding, "launcher-environment") ||
        evidenceMentions(finding, {QStringLiteral("env:// rendezvous"), QStringLiteral("expected, but not set")});
    if (!envRendezvous)
        return;
    static const QRegularExpression launcher(QStringLiteral(
        R"(\b(?:torchrun|torch\.distributed\.(?:run|launch)|accelerate|deepspeed|mpirun|srun|torchx)\b)"));
    if (launcher.match(command).hasMatch())
        return;
    static const QRegularExpression python(
        QStringLiteral(R"((?:^|&&|;|\|\|)\s*(?<run>(?:exec\s+)?(?:\S*/)?python[0-9.]*(?:\s+-u)?\s+)"
                       R"((?<rest>[^-\s;&|]\S*\.py\b[^;&|\n]*)))"),
        QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = python.match(command);
    if (!m.hasMatch())
        return;
    const QString line = (m.captured(QStringLiteral("run")) + m.captured(QStringLiteral("rest"))).trimmed();
    const QString started =
        QStringLiteral("torchrun --nproc_per_node=1 ") + m.captured(QStringLiteral("rest")).trimmed();
    finding.jobNotes.append(
        LogDiagnosisJobLinker::tr("The start command runs the script with python, not with a launcher "
                                  "(%1): nothing sets RANK, WORLD_SIZE, MASTER_ADDR and MASTER_PORT, "
                                  "which init_process_group reads.")
            .arg(line));
    finding.fix =
        LogDiagnosisJobLinker::tr("Start the script with torchrun: %1 (--nproc_per_node=N for N GPUs; for several "
                                  "nodes add --nnodes, --node_rank and the master's address, or let DDP Wizard "
                                  "write the whole command).")
            .arg(started);
}

// The endpoint a start command writes out (--rdzv_endpoint=10.0.0.1:29400, --master_addr=node1),
// when it is no expansion such as ${MASTER}; empty otherwise.
QString literalEndpoint(const QString& command)
{
    static const QRegularExpression option(
        QStringLiteral(R"(--(?:rdzv[-_]endpoint|master[-_]addr)[= ]['"]?([^\s'"\\]+))"));
    const QString value = option.match(command).captured(1);
    return value.contains(u'$') ? QString() : value;
}

// What a fix changes in the job's start command as the app writes it: "- old line", "+ new line".
QStringList commandChanges(const JobSpec& job, const JobFix& fix)
{
    JobSpec fixed = job;
    fix.apply(fixed);
    const QStringList before = CommandGenerator(job).platformCommand().split(u'\n');
    const QStringList after = CommandGenerator(fixed).platformCommand().split(u'\n');
    QStringList changes;
    for (const QString& line : before) {
        if (!after.contains(line))
            changes.append(QStringLiteral("- ") + line.trimmed());
    }
    for (const QString& line : after) {
        if (!before.contains(line))
            changes.append(QStringLiteral("+ ") + line.trimmed());
    }
    return changes;
}

} // namespace

void LogDiagnosisJobLinker::link(LogDiagnosisReport& report, const LogDiagnosisOptions& options,
                                 const QString& logTorch)
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
    for (LogFinding& finding : report.findings) {
        if (options.job) {
            linkJob(finding, *options.job, logTorch, literalEndpoint(options.command));
            for (const JobFix& fix : std::as_const(finding.jobFixes))
                finding.jobFixChanges.append(commandChanges(*options.job, fix));
        }
        if (validated) {
            linkCommand(finding, *validated, options.command);
            linkMissingLauncher(finding, options.command);
        }
    }
}

} // namespace ddpw
