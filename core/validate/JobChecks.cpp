#include "validate/JobChecks.h"

#include "model/ImageTorchVersion.h"
#include "model/PlatformEnvironment.h"
#include "util/KubernetesName.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

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
    return JobFix{JobChecks::tr("Use \"%1\"").arg(name), [field, name](JobSpec& job) { job.*field = name; }};
}

JobFix removeVariable(const QString& name)
{
    return JobFix{JobChecks::tr("Remove %1").arg(name),
                  [name](JobSpec& job) { job.env.removeIf([&name](const EnvVar& var) { return var.name == name; }); }};
}

// bash keeps the value exported last, so that is the one to keep.
JobFix keepLastVariable(const QString& name)
{
    return JobFix{JobChecks::tr("Keep only the last %1").arg(name), [name](JobSpec& job) {
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
    return JobFix{JobChecks::tr("Remove this variable"), [row](JobSpec& job) {
                      if (row >= 0 && row < job.platformVariables.size())
                          job.platformVariables.removeAt(row);
                  }};
}

JobFix oneProcessPerGpu()
{
    return JobFix{JobChecks::tr("Start one process per GPU"), [](JobSpec& job) {
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
    // Each returns the problem just added, so that a fix can be attached: .jobFix = JobFix{...}.
    CommandDiagnostic& error(JobField field, const QString& message) { return add(field, Severity::Error, message); }
    CommandDiagnostic& warning(JobField field, const QString& message)
    {
        return add(field, Severity::Warning, message);
    }
    CommandDiagnostic& info(JobField field, const QString& message) { return add(field, Severity::Info, message); }
    QList<CommandDiagnostic> take() { return std::move(m_problems); }

private:
    // A problem of the job has no place in a command: its code is the field's job-file key.
    CommandDiagnostic& add(JobField field, Severity severity, const QString& message)
    {
        CommandDiagnostic problem;
        problem.code = JobSpec::jsonKey(field);
        problem.severity = severity;
        problem.message = message;
        problem.field = field;
        m_problems.append(problem);
        return m_problems.last();
    }
    QList<CommandDiagnostic> m_problems;
};

void checkBasics(const JobSpec& job, ProblemList& out)
{
    if (job.jobName.trimmed().isEmpty())
        out.error(JobField::JobName, JobChecks::tr("Enter a job name."));
    else if (job.jobName.size() > 63)
        out.error(JobField::JobName,
                  JobChecks::tr("The job name has %1 characters; use at most 63.").arg(job.jobName.size()));
    else if (containsWhitespaceOrControl(job.jobName))
        out.error(JobField::JobName, JobChecks::tr("The job name must not contain spaces or control characters."))
            .jobFix = useName(&JobSpec::jobName, job.jobName);
    else if (!KubernetesName::isDnsLabel(job.jobName))
        out.info(JobField::JobName, JobChecks::tr("Kubernetes names allow only lower-case letters, digits and '-'; "
                                                  "a Volcano export will use a cleaned-up name."))
            .jobFix = useName(&JobSpec::jobName, job.jobName);

    if (job.image.trimmed().isEmpty())
        out.warning(JobField::Image,
                    JobChecks::tr("Choose the container image. It must already have torch installed."));
    else if (containsWhitespaceOrControl(job.image))
        out.error(JobField::Image, JobChecks::tr("An image reference has no spaces or control characters."));

    if (!job.torchVersion.isSupported())
        out.error(JobField::TorchVersion,
                  JobChecks::tr("torch %1 is not one of the releases DDP Wizard knows (1.13, 2.0 to %2). "
                                "Choose the nearest one, or \"unknown\" for spellings every release accepts.")
                      .arg(job.torchVersion.toString(), TorchVersion::newest().toString()));
    else if (!job.torchVersion.isKnown())
        out.info(JobField::TorchVersion, JobChecks::tr("With an unknown torch version the command uses the underscore "
                                                       "spellings, which every release accepts."));

    // The job describes the image: where its tag names a torch release, the torch field must be it.
    if (const std::optional<ImageTorch> tagged = ImageTorchVersion::of(job.image)) {
        const TorchVersion imageTorch = tagged->version;
        const std::optional<JobFix> useImageTorch =
            imageTorch.isSupported()
                ? std::optional<JobFix>(JobFix{JobChecks::tr("Use torch %1").arg(imageTorch.toString()),
                                               [imageTorch](JobSpec& fixed) { fixed.torchVersion = imageTorch; }})
                : std::nullopt;
        // torch before 2.0 knows only the underscore spellings: its torchrun stops at the first
        // --nproc-per-node with "unrecognized arguments", whatever the torch field says.
        if (job.torchVersion.hasDashSpellings() && imageTorch.isKnown() && !imageTorch.hasDashSpellings())
            out.error(JobField::TorchVersion,
                      JobChecks::tr("The image %1 has torch %2, which rejects the dash spellings "
                                    "(--nproc-per-node, --rdzv-endpoint) the command is written with for torch %3: "
                                    "torchrun stops with 'unrecognized arguments'.")
                          .arg(job.image, tagged->said, job.torchVersion.toString()))
                .jobFix = useImageTorch;
        else if (job.torchVersion.isKnown() && !(imageTorch == job.torchVersion))
            out.warning(JobField::TorchVersion,
                        JobChecks::tr("The image %1 has torch %2, but the command is written for torch %3: its "
                                      "spellings and defaults may not be the image's.")
                            .arg(job.image, tagged->said, job.torchVersion.toString()))
                .jobFix = useImageTorch;
        else if (!job.torchVersion.isKnown() && useImageTorch)
            out.info(JobField::TorchVersion,
                     JobChecks::tr("The image %1 has torch %2; choosing it writes the spellings that release accepts.")
                         .arg(job.image, tagged->said))
                .jobFix = useImageTorch;
    } else if (const QString release = ImageTorchVersion::unlistedNgcRelease(job.image); !release.isEmpty()) {
        // An NGC tag the release table does not list: say so, and what the command assumes.
        out.warning(JobField::Image,
                    job.torchVersion.isKnown()
                        ? JobChecks::tr("NGC PyTorch release %1 is not in DDP Wizard's table, so its torch version is "
                                        "unknown here: the command assumes torch %2, the torch field. Check the "
                                        "image's torch and choose it.")
                              .arg(release, job.torchVersion.toString())
                        : JobChecks::tr("NGC PyTorch release %1 is not in DDP Wizard's table, so its torch version is "
                                        "unknown here: the command uses the underscore spellings every release "
                                        "accepts.")
                              .arg(release));
    }

    if (job.computeFramework != ComputeFramework::Other)
        out.error(JobField::ComputeFramework, JobSpec::explanation(job.computeFramework)).jobFix =
            JobFix{JobChecks::tr("Choose \"Other\""),
                   [](JobSpec& fixed) { fixed.computeFramework = ComputeFramework::Other; }};
}

void checkTask(const JobSpec& job, ProblemList& out)
{
    if (!KubernetesName::isDnsLabel(job.roleName))
        out.error(JobField::RoleName, JobChecks::tr("A role name uses lower-case letters, digits and '-' (at most 63), "
                                                    "starting and ending with a letter or digit."))
            .jobFix = useName(&JobSpec::roleName, job.roleName);
    else if (job.roleName != QLatin1String("worker"))
        out.info(JobField::RoleName,
                 JobChecks::tr("The guide names the role \"worker\"; with \"%1\" the platform variables "
                               "are %2 and %3.")
                     .arg(job.roleName, job.hostsVariable(), job.countVariable()));

    if (job.nodeCount < 1 || job.nodeCount > JobSpec::kMaxNodes)
        out.error(JobField::NodeCount, JobChecks::tr("The node count must be between 1 and %1 (got %2).")
                                           .arg(JobSpec::kMaxNodes)
                                           .arg(job.nodeCount));
    if (job.gpusPerNode < 0 || job.gpusPerNode > JobSpec::kMaxGpusPerNode)
        out.error(JobField::GpusPerNode, JobChecks::tr("GPUs per node must be between 0 and %1 (got %2).")
                                             .arg(JobSpec::kMaxGpusPerNode)
                                             .arg(job.gpusPerNode));
    else if (job.gpusPerNode == 0)
        out.info(JobField::GpusPerNode,
                 JobChecks::tr("No GPUs: a CPU-only job. Use the gloo backend in the training script."));
}

void checkRendezvous(const JobSpec& job, ProblemList& out)
{
    const JobFix defaultPort{JobChecks::tr("Use port %1").arg(JobSpec::kDefaultPort),
                             [](JobSpec& fixed) { fixed.port = JobSpec::kDefaultPort; }};
    if (job.port < 1 || job.port > JobSpec::kMaxPort)
        out.error(JobField::Port, JobChecks::tr("The port must be between 1 and 65535 (got %1).").arg(job.port))
            .jobFix = defaultPort;
    else if (job.port < JobSpec::kFirstUnprivilegedPort)
        out.warning(JobField::Port,
                    JobChecks::tr("Ports below 1024 need root in the container; choose one from 1024 to 65535."))
            .jobFix = defaultPort;

    const bool c10d = job.rendezvousBackend == RendezvousBackend::C10d;
    if (c10d && job.rendezvousId.isEmpty())
        out.error(JobField::RendezvousId,
                  JobChecks::tr("Enter a rendezvous id: every node of one job must use the same one."));
    else if (containsWhitespaceOrControl(job.rendezvousId)) {
        QString cleaned = job.rendezvousId;
        cleaned.removeIf([](QChar c) { return c.isSpace() || c.category() == QChar::Other_Control; });
        CommandDiagnostic& problem = out.error(
            JobField::RendezvousId, JobChecks::tr("The rendezvous id must not contain spaces or control characters."));
        if (!cleaned.isEmpty())
            problem.jobFix = JobFix{JobChecks::tr("Use \"%1\"").arg(cleaned),
                                    [cleaned](JobSpec& fixed) { fixed.rendezvousId = cleaned; }};
    }

    if (job.elastic) {
        const ElasticRange& range = *job.elastic;
        if (!c10d)
            out.error(JobField::Elastic,
                      JobChecks::tr("An elastic node range needs the c10d backend; static rendezvous "
                                    "always waits for the maximum."))
                .jobFix = JobFix{JobChecks::tr("Use the c10d backend"),
                                 [](JobSpec& fixed) { fixed.rendezvousBackend = RendezvousBackend::C10d; }};
        if (range.minNodes < 1 || range.minNodes > range.maxNodes || range.maxNodes > JobSpec::kMaxNodes)
            out.error(JobField::Elastic,
                      JobChecks::tr("The elastic range must satisfy 1 <= MIN <= MAX <= %1 (got %2:%3).")
                          .arg(JobSpec::kMaxNodes)
                          .arg(range.minNodes)
                          .arg(range.maxNodes));
        else if (job.nodeCount < range.minNodes || job.nodeCount > range.maxNodes) {
            // The platform starts the node count: the range has to include it.
            const ElasticRange widened{std::min(range.minNodes, job.nodeCount),
                                       std::max(range.maxNodes, job.nodeCount)};
            out.warning(JobField::Elastic,
                        JobChecks::tr("The platform starts %1 nodes, outside the elastic range %2:%3.")
                            .arg(job.nodeCount)
                            .arg(range.minNodes)
                            .arg(range.maxNodes))
                .jobFix = JobFix{JobChecks::tr("Use the range %1:%2").arg(widened.minNodes).arg(widened.maxNodes),
                                 [widened](JobSpec& fixed) { fixed.elastic = widened; }};
        }
        if (job.nnodesFromEnv)
            out.info(JobField::NnodesFromEnv,
                     JobChecks::tr("With an elastic range, --nnodes is MIN:MAX and does not come from %1.")
                         .arg(job.countVariable()));
    }
    if (job.maxRestarts < 0 || job.maxRestarts > JobSpec::kMaxRestarts)
        out.error(JobField::MaxRestarts, JobChecks::tr("Max restarts must be between 0 and %1 (got %2).")
                                             .arg(JobSpec::kMaxRestarts)
                                             .arg(job.maxRestarts));
}

void checkProcesses(const JobSpec& job, ProblemList& out)
{
    const NprocPerNode& nproc = job.nprocPerNode;
    switch (nproc.kind) {
    case NprocPerNode::Kind::Number:
        if (nproc.number < 1 || nproc.number > JobSpec::kMaxNprocPerNode)
            out.error(JobField::NprocPerNode, JobChecks::tr("Processes per node must be between 1 and %1 (got %2).")
                                                  .arg(JobSpec::kMaxNprocPerNode)
                                                  .arg(nproc.number));
        else if (job.gpusPerNode > 0 && nproc.number > job.gpusPerNode)
            out.error(JobField::NprocPerNode,
                      JobChecks::tr("%1 processes per node but only %n GPU(s): DDP needs one GPU per process.", nullptr,
                                    job.gpusPerNode)
                          .arg(nproc.number))
                .jobFix = oneProcessPerGpu();
        else if (nproc.number < job.gpusPerNode)
            out.warning(JobField::NprocPerNode, JobChecks::tr("%1 processes per node leave %2 of the %3 GPUs idle.")
                                                    .arg(nproc.number)
                                                    .arg(job.gpusPerNode - nproc.number)
                                                    .arg(job.gpusPerNode))
                .jobFix = oneProcessPerGpu();
        break;
    case NprocPerNode::Kind::Gpu:
        if (job.gpusPerNode == 0)
            out.error(JobField::NprocPerNode,
                      JobChecks::tr("\"gpu\" counts CUDA devices and fails on a node without GPUs "
                                    "(\"Cuda is not available\")."))
                .jobFix = JobFix{JobChecks::tr("Start one process per node"), [](JobSpec& fixed) {
                                     fixed.nprocPerNode = NprocPerNode{NprocPerNode::Kind::Number, 1};
                                 }};
        break;
    case NprocPerNode::Kind::Auto:
        if (job.gpusPerNode == 0)
            out.info(JobField::NprocPerNode,
                     JobChecks::tr("\"auto\" on a node without GPUs starts one process per CPU core."));
        break;
    case NprocPerNode::Kind::MatchGpus: break;
    }
}

void checkEntry(const JobSpec& job, ProblemList& out)
{
    if (job.entry.isEmpty()) {
        out.error(JobField::Entry, job.entryKind == EntryKind::Module
                                       ? JobChecks::tr("Enter the module to run with -m, e.g. my_package.train.")
                                       : JobChecks::tr("Enter the training script, e.g. train.py."));
    } else if (containsNul(job.entry)) {
        out.error(JobField::Entry, JobChecks::tr("The entry point contains a NUL character, which no "
                                                 "command line can carry."));
    } else if (job.entry.startsWith(u'-')) {
        out.error(JobField::Entry,
                  JobChecks::tr("A script name starting with '-' would be read as a launcher option."));
    } else if (job.entryKind == EntryKind::Module && !isPythonModuleName(job.entry)) {
        out.error(
            JobField::Entry,
            JobChecks::tr("\"%1\" is not a Python module name (dotted identifiers, e.g. pkg.train).").arg(job.entry));
    }
    for (qsizetype i = 0; i < job.scriptArgs.size(); ++i) {
        if (containsNul(job.scriptArgs[i]))
            out.error(
                JobField::ScriptArgs,
                JobChecks::tr("Argument %1 contains a NUL character, which no command line can carry.").arg(i + 1));
    }
}

void checkEnvironment(const JobSpec& job, ProblemList& out)
{
    QSet<QString> seen;
    for (const EnvVar& var : job.env) {
        if (!isEnvName(var.name)) {
            out.error(JobField::Env, JobChecks::tr("\"%1\" is not a variable name: use letters, digits and "
                                                   "'_', not starting with a digit.")
                                         .arg(var.name));
            continue;
        }
        if (seen.contains(var.name))
            out.error(JobField::Env, JobChecks::tr("%1 is set twice.").arg(var.name)).jobFix =
                keepLastVariable(var.name);
        seen.insert(var.name);
        if (containsNul(var.value))
            out.error(JobField::Env, JobChecks::tr("The value of %1 contains a NUL character.").arg(var.name));
        if (var.name == QLatin1String("MASTER"))
            out.error(JobField::Env,
                      JobChecks::tr("MASTER is set by the command's first line from %1.").arg(job.hostsVariable()))
                .jobFix = removeVariable(var.name);
        else if (var.name.startsWith(QLatin1String("VC_")))
            out.warning(JobField::Env,
                        JobChecks::tr("%1 is set by the platform on every node; overriding it breaks the "
                                      "command.")
                            .arg(var.name))
                .jobFix = removeVariable(var.name);
        else if (variablesTorchrunOverwrites().contains(var.name))
            out.warning(JobField::Env, JobChecks::tr("torchrun sets %1 for every worker, so this value never reaches "
                                                     "the script.")
                                           .arg(var.name))
                .jobFix = removeVariable(var.name);
        else if (var.name.startsWith(QLatin1String("PET_")))
            out.warning(JobField::Env, JobChecks::tr("%1 is a default for a torchrun option; the option on the command "
                                                     "line wins over it.")
                                           .arg(var.name))
                .jobFix = removeVariable(var.name);
    }
}

// The platform's variables the user declared. Nothing is dropped: a bad row stays in the job,
// marked here, and PlatformEnvironment::forJob leaves it out of the nodes' environment.
void checkPlatformVariables(const JobSpec& job, ProblemList& out)
{
    const JobField field = JobField::PlatformVariables;
    if (job.platformVariables.size() > JobSpec::kMaxPlatformVariables)
        out.error(field, JobChecks::tr("%1 platform variables; at most %2 are kept.")
                             .arg(job.platformVariables.size())
                             .arg(JobSpec::kMaxPlatformVariables));
    const QStringList presets = PlatformEnvironment::presetNames(job.roleName);
    QSet<QString> seen;
    for (qsizetype i = 0; i < job.platformVariables.size(); ++i) {
        const EnvVar& var = job.platformVariables.at(i);
        if (var.name.isEmpty()) {
            out.error(field, JobChecks::tr("Platform variable %1 has no name.").arg(i + 1)).jobFix =
                removePlatformRow(i);
            continue;
        }
        if (!isEnvName(var.name)) {
            out.error(field, JobChecks::tr("\"%1\" is not a variable name: use letters, digits and '_', not "
                                           "starting with a digit.")
                                 .arg(var.name));
            continue;
        }
        if (seen.contains(var.name))
            out.error(field, JobChecks::tr("%1 is declared twice; the first value is used.").arg(var.name)).jobFix =
                removePlatformRow(i);
        seen.insert(var.name);
        if (containsNul(var.value))
            out.error(field, JobChecks::tr("The value of %1 contains a NUL character, which no environment can "
                                           "carry.")
                                 .arg(var.name));
        else if (var.value.size() > JobSpec::kMaxPlatformValueLength)
            out.error(field, JobChecks::tr("The value of %1 has %2 characters; use at most %3.")
                                 .arg(var.name)
                                 .arg(var.value.size())
                                 .arg(JobSpec::kMaxPlatformValueLength));
        if (presets.contains(var.name))
            out.warning(field, JobChecks::tr("The platform sets %1 itself on every node; this sample value is not "
                                             "used.")
                                   .arg(var.name))
                .jobFix = removePlatformRow(i);
    }
}

void checkLauncher(const JobSpec& job, ProblemList& out)
{
    if (job.launcher != Launcher::DistributedLaunch)
        return;
    out.info(JobField::Launcher, JobChecks::tr("torch.distributed.launch is deprecated in favour of torchrun."))
        .jobFix = JobFix{JobChecks::tr("Use torchrun"), [](JobSpec& fixed) { fixed.launcher = Launcher::Torchrun; }};
    if (job.localRankFrom != LocalRankFrom::Environment) {
        const JobFix useEnvironment = JobChecks::useEnvironmentFix();
        const QString chosen = job.localRankFrom == LocalRankFrom::DashArgument ? QStringLiteral("--local-rank")
                                                                                : QStringLiteral("--local_rank");
        const std::optional<LocalRankFrom> passed = JobSpec::launcherPasses(job.torchVersion);
        if (!passed)
            out.warning(JobField::LocalRankFrom,
                        JobChecks::tr("launch passes --local_rank=N up to torch 1.13 and --local-rank=N from 2.0: with "
                                      "an unknown torch version a script that reads only %1 may stop with "
                                      "'unrecognized arguments'. Choose the image's torch version.")
                            .arg(chosen))
                .jobFix = useEnvironment;
        else if (*passed != job.localRankFrom)
            out.error(JobField::LocalRankFrom,
                      JobChecks::tr("torch %1's launch passes %2=N, not %3: a script that reads only %3 stops with "
                                    "'unrecognized arguments'.")
                          .arg(job.torchVersion.toString(),
                               *passed == LocalRankFrom::DashArgument ? QStringLiteral("--local-rank")
                                                                      : QStringLiteral("--local_rank"),
                               chosen))
                .jobFix = useEnvironment;
    }
    static const QRegularExpression pythonPattern(QStringLiteral(R"(^[A-Za-z0-9_./+-]+$)"));
    if (!pythonPattern.match(job.python).hasMatch())
        out.error(JobField::Python,
                  JobChecks::tr("The Python interpreter must be a command name or path, e.g. python3."));
}

} // namespace

QList<CommandDiagnostic> JobChecks::problems(const JobSpec& job)
{
    ProblemList list;
    checkBasics(job, list);
    checkTask(job, list);
    checkRendezvous(job, list);
    checkProcesses(job, list);
    checkEntry(job, list);
    checkEnvironment(job, list);
    checkPlatformVariables(job, list);
    checkLauncher(job, list);
    return list.take();
}

QList<CommandDiagnostic> JobChecks::problemsFor(const JobSpec& job, JobField field)
{
    QList<CommandDiagnostic> result;
    for (const CommandDiagnostic& problem : problems(job)) {
        if (problem.field == field)
            result.append(problem);
    }
    return result;
}

bool JobChecks::hasErrors(const JobSpec& job)
{
    const QList<CommandDiagnostic> all = problems(job);
    return std::any_of(all.begin(), all.end(),
                       [](const CommandDiagnostic& p) { return p.severity == Severity::Error; });
}

JobFix JobChecks::useEnvironmentFix()
{
    return JobFix{tr("Pass --use_env"), [](JobSpec& fixed) { fixed.localRankFrom = LocalRankFrom::Environment; }};
}

} // namespace ddpw
