#include "model/JobSpec.h"

#include "model/ImageTorchVersion.h"
#include "model/PlatformEnvironment.h"
#include "util/KubernetesName.h"

#include <QRegularExpression>
#include <QSet>

namespace ddpw {

namespace {

bool containsNul(const QString& text)
{
    return text.contains(QChar(u'\0'));
}

bool containsWhitespaceOrControl(const QString& text)
{
    for (const QChar c : text) {
        if (c.isSpace() || c.category() == QChar::Other_Control)
            return true;
    }
    return false;
}

bool isEnvName(const QString& text)
{
    return PlatformEnvironment::isVariableName(text);
}

bool isPythonModuleName(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral(R"(^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$)"));
    return pattern.match(text).hasMatch();
}

// "Use "NAME"": sets a name field to the nearest valid Kubernetes name.
JobFix useName(QString JobSpec::*field, const QString& current)
{
    const QString name = KubernetesName::sanitize(current);
    return JobFix{JobSpec::tr("Use \"%1\"").arg(name), [field, name](JobSpec& job) { job.*field = name; }};
}

JobFix removeVariable(const QString& name)
{
    return JobFix{JobSpec::tr("Remove %1").arg(name),
                  [name](JobSpec& job) { job.env.removeIf([&name](const EnvVar& var) { return var.name == name; }); }};
}

// bash keeps the value exported last, so that is the one to keep.
JobFix keepLastVariable(const QString& name)
{
    return JobFix{JobSpec::tr("Keep only the last %1").arg(name), [name](JobSpec& job) {
                      qsizetype last = -1;
                      for (qsizetype i = 0; i < job.env.size(); ++i) {
                          if (job.env[i].name == name)
                              last = i;
                      }
                      for (qsizetype i = job.env.size() - 1; i >= 0; --i) {
                          if (i != last && job.env[i].name == name)
                              job.env.removeAt(i);
                      }
                  }};
}

JobFix removePlatformRow(qsizetype row)
{
    return JobFix{JobSpec::tr("Remove this variable"), [row](JobSpec& job) {
                      if (row >= 0 && row < job.platformVariables.size())
                          job.platformVariables.removeAt(row);
                  }};
}

JobFix oneProcessPerGpu()
{
    return JobFix{JobSpec::tr("Start one process per GPU"), [](JobSpec& job) {
                      job.nprocPerNode = NprocPerNode{NprocPerNode::Kind::MatchGpus, 1};
                  }};
}

// Variables torchrun sets for every worker (torch/distributed/elastic/agent/server/api.py sets them): a value set here
// is overwritten.
const QSet<QString>& variablesTorchrunOverwrites()
{
    static const QSet<QString> names{QStringLiteral("RANK"),
                                     QStringLiteral("LOCAL_RANK"),
                                     QStringLiteral("WORLD_SIZE"),
                                     QStringLiteral("LOCAL_WORLD_SIZE"),
                                     QStringLiteral("GROUP_RANK"),
                                     QStringLiteral("GROUP_WORLD_SIZE"),
                                     QStringLiteral("ROLE_RANK"),
                                     QStringLiteral("ROLE_NAME"),
                                     QStringLiteral("ROLE_WORLD_SIZE"),
                                     QStringLiteral("MASTER_ADDR"),
                                     QStringLiteral("MASTER_PORT"),
                                     QStringLiteral("TORCHELASTIC_RUN_ID"),
                                     QStringLiteral("TORCHELASTIC_RESTART_COUNT"),
                                     QStringLiteral("TORCHELASTIC_MAX_RESTARTS")};
    return names;
}

class ProblemList
{
public:
    // Each returns the problem just added, so that a fix can be attached: .fix = JobFix{...}.
    JobProblem& error(JobField field, const QString& message) { return add(field, Severity::Error, message); }
    JobProblem& warning(JobField field, const QString& message) { return add(field, Severity::Warning, message); }
    JobProblem& info(JobField field, const QString& message) { return add(field, Severity::Info, message); }
    QList<JobProblem> take() { return std::move(m_problems); }

private:
    JobProblem& add(JobField field, Severity severity, const QString& message)
    {
        m_problems.append(JobProblem{field, severity, message});
        return m_problems.last();
    }
    QList<JobProblem> m_problems;
};

void checkBasics(const JobSpec& job, ProblemList& out)
{
    if (job.jobName.trimmed().isEmpty())
        out.error(JobField::JobName, JobSpec::tr("Enter a job name."));
    else if (job.jobName.size() > 63)
        out.error(JobField::JobName,
                  JobSpec::tr("The job name has %1 characters; use at most 63.").arg(job.jobName.size()));
    else if (containsWhitespaceOrControl(job.jobName))
        out.error(JobField::JobName, JobSpec::tr("The job name must not contain spaces or control characters.")).fix =
            useName(&JobSpec::jobName, job.jobName);
    else if (!KubernetesName::isDnsLabel(job.jobName))
        out.info(JobField::JobName, JobSpec::tr("Kubernetes names allow only lower-case letters, digits and '-'; "
                                                "a Volcano export will use a cleaned-up name."))
            .fix = useName(&JobSpec::jobName, job.jobName);

    if (job.image.trimmed().isEmpty())
        out.warning(JobField::Image, JobSpec::tr("Choose the container image. It must already have torch installed."));
    else if (containsWhitespaceOrControl(job.image))
        out.error(JobField::Image, JobSpec::tr("An image reference has no spaces or control characters."));

    if (!job.torchVersion.isSupported())
        out.error(JobField::TorchVersion,
                  JobSpec::tr("torch %1 is not one of the releases DDP Wizard knows (1.13, 2.0 to %2). "
                              "Choose the nearest one, or \"unknown\" for spellings every release accepts.")
                      .arg(job.torchVersion.toString(), TorchVersion::newest().toString()));
    else if (!job.torchVersion.isKnown())
        out.info(JobField::TorchVersion, JobSpec::tr("With an unknown torch version the command uses the underscore "
                                                     "spellings, which every release accepts."));

    // The job describes the image: where its tag names a torch release, the torch field must be it.
    if (const std::optional<ImageTorch> tagged = ImageTorchVersion::of(job.image)) {
        const TorchVersion imageTorch = tagged->version;
        const std::optional<JobFix> useImageTorch =
            imageTorch.isSupported()
                ? std::optional<JobFix>(JobFix{JobSpec::tr("Use torch %1").arg(imageTorch.toString()),
                                               [imageTorch](JobSpec& fixed) { fixed.torchVersion = imageTorch; }})
                : std::nullopt;
        // torch before 2.0 knows only the underscore spellings: its torchrun stops at the first
        // --nproc-per-node with "unrecognized arguments", whatever the torch field says.
        if (job.torchVersion.hasDashSpellings() && imageTorch.isKnown() && !imageTorch.hasDashSpellings())
            out.error(JobField::TorchVersion,
                      JobSpec::tr("The image %1 has torch %2, which rejects the dash spellings "
                                  "(--nproc-per-node, --rdzv-endpoint) the command is written with for torch %3: "
                                  "torchrun stops with 'unrecognized arguments'.")
                          .arg(job.image, tagged->said, job.torchVersion.toString()))
                .fix = useImageTorch;
        else if (job.torchVersion.isKnown() && !(imageTorch == job.torchVersion))
            out.warning(JobField::TorchVersion,
                        JobSpec::tr("The image %1 has torch %2, but the command is written for torch %3: its "
                                    "spellings and defaults may not be the image's.")
                            .arg(job.image, tagged->said, job.torchVersion.toString()))
                .fix = useImageTorch;
        else if (!job.torchVersion.isKnown() && useImageTorch)
            out.info(JobField::TorchVersion,
                     JobSpec::tr("The image %1 has torch %2; choosing it writes the spellings that release accepts.")
                         .arg(job.image, tagged->said))
                .fix = useImageTorch;
    } else if (const QString release = ImageTorchVersion::unlistedNgcRelease(job.image); !release.isEmpty()) {
        // An NGC tag the release table does not list: say so, and what the command assumes.
        out.warning(JobField::Image,
                    job.torchVersion.isKnown()
                        ? JobSpec::tr("NGC PyTorch release %1 is not in DDP Wizard's table, so its torch version is "
                                      "unknown here: the command assumes torch %2, the torch field. Check the "
                                      "image's torch and choose it.")
                              .arg(release, job.torchVersion.toString())
                        : JobSpec::tr("NGC PyTorch release %1 is not in DDP Wizard's table, so its torch version is "
                                      "unknown here: the command uses the underscore spellings every release "
                                      "accepts.")
                              .arg(release));
    }

    if (job.computeFramework != ComputeFramework::Other)
        out.error(JobField::ComputeFramework, JobSpec::explanation(job.computeFramework)).fix = JobFix{
            JobSpec::tr("Choose \"Other\""), [](JobSpec& fixed) { fixed.computeFramework = ComputeFramework::Other; }};
}

void checkTask(const JobSpec& job, ProblemList& out)
{
    if (!KubernetesName::isDnsLabel(job.roleName))
        out.error(JobField::RoleName, JobSpec::tr("A role name uses lower-case letters, digits and '-' (at most 63), "
                                                  "starting and ending with a letter or digit."))
            .fix = useName(&JobSpec::roleName, job.roleName);
    else if (job.roleName != QLatin1String("worker"))
        out.info(JobField::RoleName,
                 JobSpec::tr("The guide names the role \"worker\"; with \"%1\" the platform variables "
                             "are %2 and %3.")
                     .arg(job.roleName, job.hostsVariable(), job.countVariable()));

    if (job.nodeCount < 1 || job.nodeCount > JobSpec::kMaxNodes)
        out.error(JobField::NodeCount, JobSpec::tr("The node count must be between 1 and %1 (got %2).")
                                           .arg(JobSpec::kMaxNodes)
                                           .arg(job.nodeCount));
    if (job.gpusPerNode < 0 || job.gpusPerNode > JobSpec::kMaxGpusPerNode)
        out.error(JobField::GpusPerNode, JobSpec::tr("GPUs per node must be between 0 and %1 (got %2).")
                                             .arg(JobSpec::kMaxGpusPerNode)
                                             .arg(job.gpusPerNode));
    else if (job.gpusPerNode == 0)
        out.info(JobField::GpusPerNode,
                 JobSpec::tr("No GPUs: a CPU-only job. Use the gloo backend in the training script."));
}

void checkRendezvous(const JobSpec& job, ProblemList& out)
{
    const JobFix defaultPort{JobSpec::tr("Use port %1").arg(JobSpec::kDefaultPort),
                             [](JobSpec& fixed) { fixed.port = JobSpec::kDefaultPort; }};
    if (job.port < 1 || job.port > JobSpec::kMaxPort)
        out.error(JobField::Port, JobSpec::tr("The port must be between 1 and 65535 (got %1).").arg(job.port)).fix =
            defaultPort;
    else if (job.port < JobSpec::kFirstUnprivilegedPort)
        out.warning(JobField::Port,
                    JobSpec::tr("Ports below 1024 need root in the container; choose one from 1024 to 65535."))
            .fix = defaultPort;

    const bool c10d = job.rendezvousBackend == RendezvousBackend::C10d;
    if (c10d && job.rendezvousId.isEmpty())
        out.error(JobField::RendezvousId,
                  JobSpec::tr("Enter a rendezvous id: every node of one job must use the same one."));
    else if (containsWhitespaceOrControl(job.rendezvousId)) {
        QString cleaned = job.rendezvousId;
        cleaned.removeIf([](QChar c) { return c.isSpace() || c.category() == QChar::Other_Control; });
        JobProblem& problem = out.error(
            JobField::RendezvousId, JobSpec::tr("The rendezvous id must not contain spaces or control characters."));
        if (!cleaned.isEmpty())
            problem.fix = JobFix{JobSpec::tr("Use \"%1\"").arg(cleaned),
                                 [cleaned](JobSpec& fixed) { fixed.rendezvousId = cleaned; }};
    }

    if (job.elastic) {
        const ElasticRange& range = *job.elastic;
        if (!c10d)
            out.error(JobField::Elastic, JobSpec::tr("An elastic node range needs the c10d backend; static rendezvous "
                                                     "always waits for the maximum."))
                .fix = JobFix{JobSpec::tr("Use the c10d backend"),
                              [](JobSpec& fixed) { fixed.rendezvousBackend = RendezvousBackend::C10d; }};
        if (range.minNodes < 1 || range.minNodes > range.maxNodes || range.maxNodes > JobSpec::kMaxNodes)
            out.error(JobField::Elastic,
                      JobSpec::tr("The elastic range must satisfy 1 <= MIN <= MAX <= %1 (got %2:%3).")
                          .arg(JobSpec::kMaxNodes)
                          .arg(range.minNodes)
                          .arg(range.maxNodes));
        else if (job.nodeCount < range.minNodes || job.nodeCount > range.maxNodes) {
            // The platform starts the node count: the range has to include it.
            const ElasticRange widened{std::min(range.minNodes, job.nodeCount),
                                       std::max(range.maxNodes, job.nodeCount)};
            out.warning(JobField::Elastic, JobSpec::tr("The platform starts %1 nodes, outside the elastic range %2:%3.")
                                               .arg(job.nodeCount)
                                               .arg(range.minNodes)
                                               .arg(range.maxNodes))
                .fix = JobFix{JobSpec::tr("Use the range %1:%2").arg(widened.minNodes).arg(widened.maxNodes),
                              [widened](JobSpec& fixed) { fixed.elastic = widened; }};
        }
        if (job.nnodesFromEnv)
            out.info(JobField::NnodesFromEnv,
                     JobSpec::tr("With an elastic range, --nnodes is MIN:MAX and does not come from %1.")
                         .arg(job.countVariable()));
    }
    if (job.maxRestarts < 0 || job.maxRestarts > JobSpec::kMaxRestarts)
        out.error(JobField::MaxRestarts, JobSpec::tr("Max restarts must be between 0 and %1 (got %2).")
                                             .arg(JobSpec::kMaxRestarts)
                                             .arg(job.maxRestarts));
}

void checkProcesses(const JobSpec& job, ProblemList& out)
{
    const NprocPerNode& nproc = job.nprocPerNode;
    switch (nproc.kind) {
    case NprocPerNode::Kind::Number:
        if (nproc.number < 1 || nproc.number > JobSpec::kMaxNprocPerNode)
            out.error(JobField::NprocPerNode, JobSpec::tr("Processes per node must be between 1 and %1 (got %2).")
                                                  .arg(JobSpec::kMaxNprocPerNode)
                                                  .arg(nproc.number));
        else if (job.gpusPerNode > 0 && nproc.number > job.gpusPerNode)
            out.error(JobField::NprocPerNode,
                      JobSpec::tr("%1 processes per node but only %n GPU(s): DDP needs one GPU per process.", nullptr,
                                  job.gpusPerNode)
                          .arg(nproc.number))
                .fix = oneProcessPerGpu();
        else if (nproc.number < job.gpusPerNode)
            out.warning(JobField::NprocPerNode, JobSpec::tr("%1 processes per node leave %2 of the %3 GPUs idle.")
                                                    .arg(nproc.number)
                                                    .arg(job.gpusPerNode - nproc.number)
                                                    .arg(job.gpusPerNode))
                .fix = oneProcessPerGpu();
        break;
    case NprocPerNode::Kind::Gpu:
        if (job.gpusPerNode == 0)
            out.error(JobField::NprocPerNode,
                      JobSpec::tr("\"gpu\" counts CUDA devices and fails on a node without GPUs "
                                  "(\"Cuda is not available\")."))
                .fix = JobFix{JobSpec::tr("Start one process per node"), [](JobSpec& fixed) {
                                  fixed.nprocPerNode = NprocPerNode{NprocPerNode::Kind::Number, 1};
                              }};
        break;
    case NprocPerNode::Kind::Auto:
        if (job.gpusPerNode == 0)
            out.info(JobField::NprocPerNode,
                     JobSpec::tr("\"auto\" on a node without GPUs starts one process per CPU core."));
        break;
    case NprocPerNode::Kind::MatchGpus: break;
    }
}

void checkEntry(const JobSpec& job, ProblemList& out)
{
    if (job.entry.isEmpty()) {
        out.error(JobField::Entry, job.entryKind == EntryKind::Module
                                       ? JobSpec::tr("Enter the module to run with -m, e.g. my_package.train.")
                                       : JobSpec::tr("Enter the training script, e.g. train.py."));
    } else if (containsNul(job.entry)) {
        out.error(JobField::Entry, JobSpec::tr("The entry point contains a NUL character, which no "
                                               "command line can carry."));
    } else if (job.entry.startsWith(u'-')) {
        out.error(JobField::Entry, JobSpec::tr("A script name starting with '-' would be read as a launcher option."));
    } else if (job.entryKind == EntryKind::Module && !isPythonModuleName(job.entry)) {
        out.error(
            JobField::Entry,
            JobSpec::tr("\"%1\" is not a Python module name (dotted identifiers, e.g. pkg.train).").arg(job.entry));
    }
    for (qsizetype i = 0; i < job.scriptArgs.size(); ++i) {
        if (containsNul(job.scriptArgs[i]))
            out.error(JobField::ScriptArgs,
                      JobSpec::tr("Argument %1 contains a NUL character, which no command line can carry.").arg(i + 1));
    }
}

void checkEnvironment(const JobSpec& job, ProblemList& out)
{
    QSet<QString> seen;
    for (const EnvVar& var : job.env) {
        if (!isEnvName(var.name)) {
            out.error(JobField::Env, JobSpec::tr("\"%1\" is not a variable name: use letters, digits and "
                                                 "'_', not starting with a digit.")
                                         .arg(var.name));
            continue;
        }
        if (seen.contains(var.name))
            out.error(JobField::Env, JobSpec::tr("%1 is set twice.").arg(var.name)).fix = keepLastVariable(var.name);
        seen.insert(var.name);
        if (containsNul(var.value))
            out.error(JobField::Env, JobSpec::tr("The value of %1 contains a NUL character.").arg(var.name));
        if (var.name == QLatin1String("MASTER"))
            out.error(JobField::Env,
                      JobSpec::tr("MASTER is set by the command's first line from %1.").arg(job.hostsVariable()))
                .fix = removeVariable(var.name);
        else if (var.name.startsWith(QLatin1String("VC_")))
            out.warning(JobField::Env, JobSpec::tr("%1 is set by the platform on every node; overriding it breaks the "
                                                   "command.")
                                           .arg(var.name))
                .fix = removeVariable(var.name);
        else if (variablesTorchrunOverwrites().contains(var.name))
            out.warning(JobField::Env, JobSpec::tr("torchrun sets %1 for every worker, so this value never reaches "
                                                   "the script.")
                                           .arg(var.name))
                .fix = removeVariable(var.name);
        else if (var.name.startsWith(QLatin1String("PET_")))
            out.warning(JobField::Env, JobSpec::tr("%1 is a default for a torchrun option; the option on the command "
                                                   "line wins over it.")
                                           .arg(var.name))
                .fix = removeVariable(var.name);
    }
}

// The platform's variables the user declared. Nothing is dropped: a bad row stays in the job,
// marked here, and PlatformEnvironment::forJob leaves it out of the nodes' environment.
void checkPlatformVariables(const JobSpec& job, ProblemList& out)
{
    const JobField field = JobField::PlatformVariables;
    if (job.platformVariables.size() > JobSpec::kMaxPlatformVariables)
        out.error(field, JobSpec::tr("%1 platform variables; at most %2 are kept.")
                             .arg(job.platformVariables.size())
                             .arg(JobSpec::kMaxPlatformVariables));
    const QStringList presets = PlatformEnvironment::presetNames(job.roleName);
    QSet<QString> seen;
    for (qsizetype i = 0; i < job.platformVariables.size(); ++i) {
        const EnvVar& var = job.platformVariables.at(i);
        if (var.name.isEmpty()) {
            out.error(field, JobSpec::tr("Platform variable %1 has no name.").arg(i + 1)).fix = removePlatformRow(i);
            continue;
        }
        if (!isEnvName(var.name)) {
            out.error(field, JobSpec::tr("\"%1\" is not a variable name: use letters, digits and '_', not "
                                         "starting with a digit.")
                                 .arg(var.name));
            continue;
        }
        if (seen.contains(var.name))
            out.error(field, JobSpec::tr("%1 is declared twice; the first value is used.").arg(var.name)).fix =
                removePlatformRow(i);
        seen.insert(var.name);
        if (containsNul(var.value))
            out.error(field, JobSpec::tr("The value of %1 contains a NUL character, which no environment can "
                                         "carry.")
                                 .arg(var.name));
        else if (var.value.size() > JobSpec::kMaxPlatformValueLength)
            out.error(field, JobSpec::tr("The value of %1 has %2 characters; use at most %3.")
                                 .arg(var.name)
                                 .arg(var.value.size())
                                 .arg(JobSpec::kMaxPlatformValueLength));
        if (presets.contains(var.name))
            out.warning(field, JobSpec::tr("The platform sets %1 itself on every node; this sample value is not "
                                           "used.")
                                   .arg(var.name))
                .fix = removePlatformRow(i);
    }
}

void checkLauncher(const JobSpec& job, ProblemList& out)
{
    if (job.launcher != Launcher::DistributedLaunch)
        return;
    out.info(JobField::Launcher, JobSpec::tr("torch.distributed.launch is deprecated in favour of torchrun.")).fix =
        JobFix{JobSpec::tr("Use torchrun"), [](JobSpec& fixed) { fixed.launcher = Launcher::Torchrun; }};
    if (job.localRankFrom != LocalRankFrom::Environment) {
        const JobFix useEnvironment = JobSpec::useEnvironmentFix();
        const QString chosen = job.localRankFrom == LocalRankFrom::DashArgument ? QStringLiteral("--local-rank")
                                                                                : QStringLiteral("--local_rank");
        const std::optional<LocalRankFrom> passed = JobSpec::launcherPasses(job.torchVersion);
        if (!passed)
            out.warning(JobField::LocalRankFrom,
                        JobSpec::tr("launch passes --local_rank=N up to torch 1.13 and --local-rank=N from 2.0: with "
                                    "an unknown torch version a script that reads only %1 may stop with "
                                    "'unrecognized arguments'. Choose the image's torch version.")
                            .arg(chosen))
                .fix = useEnvironment;
        else if (*passed != job.localRankFrom)
            out.error(JobField::LocalRankFrom,
                      JobSpec::tr("torch %1's launch passes %2=N, not %3: a script that reads only %3 stops with "
                                  "'unrecognized arguments'.")
                          .arg(job.torchVersion.toString(),
                               *passed == LocalRankFrom::DashArgument ? QStringLiteral("--local-rank")
                                                                      : QStringLiteral("--local_rank"),
                               chosen))
                .fix = useEnvironment;
    }
    static const QRegularExpression pythonPattern(QStringLiteral(R"(^[A-Za-z0-9_./+-]+$)"));
    if (!pythonPattern.match(job.python).hasMatch())
        out.error(JobField::Python,
                  JobSpec::tr("The Python interpreter must be a command name or path, e.g. python3."));
}

} // namespace

JobSpec JobSpec::guideExample()
{
    JobSpec job;
    job.jobName = QStringLiteral("pytorch-ddp");
    job.nodeCount = 2;
    job.gpusPerNode = 8;
    job.rendezvousId = QStringLiteral("0");
    job.entry = QStringLiteral("YOUR_TRAINING_SCRIPT.py");
    return job;
}

QList<JobProblem> JobSpec::problems() const
{
    ProblemList list;
    checkBasics(*this, list);
    checkTask(*this, list);
    checkRendezvous(*this, list);
    checkProcesses(*this, list);
    checkEntry(*this, list);
    checkEnvironment(*this, list);
    checkPlatformVariables(*this, list);
    checkLauncher(*this, list);
    return list.take();
}

QList<JobProblem> JobSpec::problemsFor(JobField field) const
{
    QList<JobProblem> result;
    for (const JobProblem& problem : problems()) {
        if (problem.field == field)
            result.append(problem);
    }
    return result;
}

bool JobSpec::hasErrors() const
{
    const QList<JobProblem> all = problems();
    return std::any_of(all.begin(), all.end(), [](const JobProblem& p) { return p.severity == Severity::Error; });
}

QString JobSpec::hostsVariable() const
{
    return PlatformEnvironment::hostsVariable(roleName);
}

QString JobSpec::countVariable() const
{
    return PlatformEnvironment::countVariable(roleName);
}

QString JobSpec::taskIndexVariable()
{
    return PlatformEnvironment::taskIndexVariable();
}

std::optional<int> JobSpec::resolvedNprocPerNode() const
{
    switch (nprocPerNode.kind) {
    case NprocPerNode::Kind::MatchGpus: return gpusPerNode > 0 ? gpusPerNode : 1;
    case NprocPerNode::Kind::Number: return nprocPerNode.number;
    case NprocPerNode::Kind::Gpu: return gpusPerNode;
    case NprocPerNode::Kind::Auto: return gpusPerNode > 0 ? std::optional<int>(gpusPerNode) : std::nullopt;
    }
    return std::nullopt;
}

std::optional<LocalRankFrom> JobSpec::launcherPasses(const TorchVersion& torch)
{
    if (!torch.isKnown())
        return std::nullopt;
    return torch.hasDashSpellings() ? LocalRankFrom::DashArgument : LocalRankFrom::UnderscoreArgument;
}

JobFix JobSpec::useEnvironmentFix()
{
    return JobFix{tr("Pass --use_env"), [](JobSpec& fixed) { fixed.localRankFrom = LocalRankFrom::Environment; }};
}

QString JobSpec::jsonKey(JobField field)
{
    switch (field) {
    case JobField::JobName: return QStringLiteral("job_name");
    case JobField::Image: return QStringLiteral("image");
    case JobField::TorchVersion: return QStringLiteral("torch_version");
    case JobField::ComputeFramework: return QStringLiteral("compute_framework");
    case JobField::RoleName: return QStringLiteral("role_name");
    case JobField::NodeCount: return QStringLiteral("node_count");
    case JobField::GpusPerNode: return QStringLiteral("gpus_per_node");
    case JobField::Launcher: return QStringLiteral("launcher");
    case JobField::RendezvousBackend: return QStringLiteral("rdzv_backend");
    case JobField::Port: return QStringLiteral("port");
    case JobField::RendezvousId: return QStringLiteral("rdzv_id");
    case JobField::Elastic: return QStringLiteral("elastic");
    case JobField::MaxRestarts: return QStringLiteral("max_restarts");
    case JobField::NprocPerNode: return QStringLiteral("nproc_per_node");
    case JobField::EntryKind: return QStringLiteral("entry_kind");
    case JobField::Entry: return QStringLiteral("entry");
    case JobField::ScriptArgs: return QStringLiteral("script_args");
    case JobField::Env: return QStringLiteral("env");
    case JobField::NnodesFromEnv: return QStringLiteral("nnodes_from_env");
    case JobField::MasterDerivation: return QStringLiteral("master_derivation");
    case JobField::LocalRankFrom: return QStringLiteral("local_rank_from");
    case JobField::Python: return QStringLiteral("python");
    case JobField::PlatformVariables: return QStringLiteral("platform_variables");
    }
    return {};
}

QString JobSpec::explanation(ComputeFramework framework)
{
    switch (framework) {
    case ComputeFramework::Other:
        return tr("\"Other\" runs your start command as written on every node of the worker role, "
                  "with VC_WORKER_HOSTS, VC_WORKER_NUM and VC_TASK_INDEX set: exactly what torchrun needs.");
    case ComputeFramework::PyTorch:
        return tr("The platform's PyTorch framework uses a master and a worker role and sets "
                  "MASTER_ADDR, RANK and WORLD_SIZE per pod, not the single worker role this guide "
                  "uses. Choose \"Other\".");
    case ComputeFramework::TensorFlow:
        return tr("The TensorFlow framework sets TF_CONFIG for parameter servers and workers; DDP "
                  "does not use it. Choose \"Other\".");
    case ComputeFramework::Mpi:
        return tr("The MPI framework starts processes with mpirun from a launcher node; torchrun "
                  "starts them itself on every node. Choose \"Other\".");
    }
    return {};
}

} // namespace ddpw
