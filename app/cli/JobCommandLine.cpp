#include "cli/JobCommandLine.h"

#include "cli/CliJobInput.h"
#include "cli/CliTorchOption.h"
#include "model/ImageTorchVersion.h"
#include "model/JobEnumKeys.h"

#include <functional>

namespace ddpw {

namespace {

struct FlagSpec
{
    const char* name;
    const char* valueName; // nullptr for a flag without a value
    const char* help;
};

const QList<FlagSpec>& flagSpecs()
{
    // One flag per line reads as a table.
    // clang-format off
    static const QList<FlagSpec> specs{
        {"job", "FILE", QT_TRANSLATE_NOOP("JobCommandLine", "start from this job file; flags override it")},
        {"job-name", "NAME", QT_TRANSLATE_NOOP("JobCommandLine", "job name")},
        {"image", "IMAGE", QT_TRANSLATE_NOOP("JobCommandLine", "container image (must have torch installed)")},
        {"torch", "VERSION", QT_TRANSLATE_NOOP("JobCommandLine", "torch version in the image: 1.13, 2.0 ... 2.14 or unknown (default: the release the --image tag names, else 2.6)")},
        {"framework", "NAME", QT_TRANSLATE_NOOP("JobCommandLine", "platform compute framework: other, pytorch, tensorflow, mpi (only other fits)")},
        {"role", "NAME", QT_TRANSLATE_NOOP("JobCommandLine", "name of the single worker role (default worker)")},
        {"nodes", "N", QT_TRANSLATE_NOOP("JobCommandLine", "node count of the worker role (default 2)")},
        {"gpus-per-node", "G", QT_TRANSLATE_NOOP("JobCommandLine", "GPUs per node, 0 for CPU only (default 8)")},
        {"launcher", "NAME", QT_TRANSLATE_NOOP("JobCommandLine", "torchrun or launch (python -m torch.distributed.launch)")},
        {"rdzv-backend", "NAME", QT_TRANSLATE_NOOP("JobCommandLine", "rendezvous backend: c10d or static")},
        {"port", "PORT", QT_TRANSLATE_NOOP("JobCommandLine", "rendezvous/master port on the first node (default 29500)")},
        {"rdzv-id", "ID", QT_TRANSLATE_NOOP("JobCommandLine", "rendezvous id, the same on every node (c10d)")},
        {"elastic", "MIN:MAX", QT_TRANSLATE_NOOP("JobCommandLine", "elastic node range (c10d), or 'off'")},
        {"max-restarts", "N", QT_TRANSLATE_NOOP("JobCommandLine", "worker group restarts before failing (default 0)")},
        {"nproc-per-node", "N|gpus|gpu|auto", QT_TRANSLATE_NOOP("JobCommandLine", "processes per node; gpus = the GPU count (default)")},
        {"script", "PATH", QT_TRANSLATE_NOOP("JobCommandLine", "training script")},
        {"module", "NAME", QT_TRANSLATE_NOOP("JobCommandLine", "run a Python module with -m instead of a script")},
        {"env", "NAME=VALUE", QT_TRANSLATE_NOOP("JobCommandLine", "export a variable before the launcher (repeatable)")},
        {"platform-env", "NAME=VALUE", QT_TRANSLATE_NOOP("JobCommandLine", "a variable your platform sets on every node, with a sample value (repeatable)")},
        {"nnodes-from-env", nullptr, QT_TRANSLATE_NOOP("JobCommandLine", "take --nnodes from ${VC_WORKER_NUM} instead of writing the count")},
        {"master-from", "awk|expansion|guide", QT_TRANSLATE_NOOP("JobCommandLine", "MASTER line: the guide's awk pipeline (written clean), ${VC_WORKER_HOSTS%%,*}, or the guide's text verbatim")},
        {"local-rank-from", "env|local_rank|local-rank", QT_TRANSLATE_NOOP("JobCommandLine", "launch only: how the script reads its local rank: env (pass --use_env, read LOCAL_RANK; the default), or the argument launch passes, --local_rank (torch 1.13) or --local-rank (2.0 and later)")},
        {"use-env", nullptr, QT_TRANSLATE_NOOP("JobCommandLine", "launch only: the same as --local-rank-from env")},
        {"python", "CMD", QT_TRANSLATE_NOOP("JobCommandLine", "launch only: the Python interpreter (default python)")},
    };
    // clang-format on
    return specs;
}

QString opt(const char* name)
{
    return QLatin1String(name);
}

// Parses a whole decimal number, nothing else ("08" is 8, "2x" and "" are errors).
std::optional<int> parseInteger(const QString& text)
{
    bool ok = false;
    const int value = text.toInt(&ok, 10);
    if (!ok || text.trimmed() != text || text.startsWith(u'+'))
        return std::nullopt;
    return value;
}

QString notANumber(const char* flag, const QString& value)
{
    return JobCommandLine::tr("--%1: \"%2\" is not a whole number").arg(QLatin1String(flag), value);
}

QString notAChoice(const char* flag, const QString& value, const QStringList& choices)
{
    return JobCommandLine::tr("--%1: \"%2\" is not one of: %3")
        .arg(QLatin1String(flag), value, choices.join(QStringLiteral(", ")));
}

QString applyInteger(const QCommandLineParser& parser, const char* flag, int& target)
{
    if (!parser.isSet(opt(flag)))
        return {};
    const QString text = parser.value(opt(flag));
    const std::optional<int> value = parseInteger(text);
    if (!value)
        return notANumber(flag, text);
    target = *value;
    return {};
}

template <typename Enum>
QString applyChoice(const QCommandLineParser& parser, const char* flag, Enum& target,
                    std::optional<Enum> (*fromKey)(const QString&), const QStringList& choices)
{
    if (!parser.isSet(opt(flag)))
        return {};
    const QString text = parser.value(opt(flag));
    const std::optional<Enum> value = fromKey(text);
    if (!value)
        return notAChoice(flag, text, choices);
    target = *value;
    return {};
}

void applyString(const QCommandLineParser& parser, const char* flag, QString& target)
{
    if (parser.isSet(opt(flag)))
        target = parser.value(opt(flag));
}

QString applyElastic(const QCommandLineParser& parser, JobSpec& job)
{
    if (!parser.isSet(QStringLiteral("elastic")))
        return {};
    const QString text = parser.value(QStringLiteral("elastic"));
    if (text == QLatin1String("off")) {
        job.elastic.reset();
        return {};
    }
    const QStringList parts = text.split(u':');
    const std::optional<int> minNodes = parts.size() == 2 ? parseInteger(parts[0]) : std::nullopt;
    const std::optional<int> maxNodes = parts.size() == 2 ? parseInteger(parts[1]) : std::nullopt;
    if (!minNodes || !maxNodes)
        return JobCommandLine::tr("--elastic: \"%1\" is not MIN:MAX, e.g. 1:4").arg(text);
    job.elastic = ElasticRange{*minNodes, *maxNodes};
    return {};
}

QString applyEnv(const QCommandLineParser& parser, JobSpec& job)
{
    for (const QString& assignment : parser.values(QStringLiteral("env"))) {
        const qsizetype equals = assignment.indexOf(u'=');
        if (equals <= 0)
            return JobCommandLine::tr("--env: \"%1\" is not NAME=VALUE").arg(assignment);
        const EnvVar var{assignment.left(equals), assignment.mid(equals + 1)};
        auto existing =
            std::find_if(job.env.begin(), job.env.end(), [&](const EnvVar& v) { return v.name == var.name; });
        if (existing != job.env.end())
            existing->value = var.value;
        else
            job.env.append(var);
    }
    return {};
}

// --platform-env NAME=VALUE: added to the job's platform variables, or replacing the value of
// one of the same name (from --job FILE).
QString applyPlatformEnv(const QCommandLineParser& parser, JobSpec& job)
{
    return CliJobInput::applyPlatformEnv(parser.values(QStringLiteral("platform-env")), job);
}

QString applyEntry(const QCommandLineParser& parser, JobSpec& job)
{
    const bool script = parser.isSet(QStringLiteral("script"));
    const bool module = parser.isSet(QStringLiteral("module"));
    if (script && module)
        return JobCommandLine::tr("--script and --module exclude each other: give one");
    if (script) {
        job.entryKind = EntryKind::Script;
        job.entry = parser.value(QStringLiteral("script"));
    } else if (module) {
        job.entryKind = EntryKind::Module;
        job.entry = parser.value(QStringLiteral("module"));
    }
    return {};
}

QString applyTorch(const QCommandLineParser& parser, JobSpec& job)
{
    QString error;
    if (const std::optional<TorchVersion> version = CliTorchOption::read(parser, &error))
        job.torchVersion = *version;
    return error;
}

QString applyNproc(const QCommandLineParser& parser, JobSpec& job)
{
    if (!parser.isSet(QStringLiteral("nproc-per-node")))
        return {};
    const QString text = parser.value(QStringLiteral("nproc-per-node"));
    const std::optional<NprocPerNode> value = nprocPerNodeFromKey(text);
    if (!value)
        return JobCommandLine::tr("--nproc-per-node: \"%1\" is not a number, gpus, gpu or auto").arg(text);
    job.nprocPerNode = *value;
    return {};
}

} // namespace

void JobCommandLine::addOptions(QCommandLineParser& parser) const
{
    for (const FlagSpec& spec : flagSpecs()) {
        const QString help = QCoreApplication::translate("JobCommandLine", spec.help);
        if (spec.valueName)
            parser.addOption(QCommandLineOption(opt(spec.name), help, QLatin1String(spec.valueName)));
        else
            parser.addOption(QCommandLineOption(opt(spec.name), help));
    }
}

QString JobCommandLine::buildJob(const QCommandLineParser& parser, const std::optional<QStringList>& scriptArgs,
                                 JobSpec& job) const
{
    if (parser.isSet(QStringLiteral("job"))) {
        if (const QString error = CliJobInput::loadJobFile(parser.value(QStringLiteral("job")), job); !error.isEmpty())
            return error;
    }
    applyString(parser, "job-name", job.jobName);
    // The torch version follows the image's tag, as in the form; --torch (applied below) decides.
    if (parser.isSet(QStringLiteral("image")))
        ImageTorchVersion::setImage(job, parser.value(QStringLiteral("image")));
    applyString(parser, "role", job.roleName);
    applyString(parser, "rdzv-id", job.rendezvousId);
    applyString(parser, "python", job.python);
    if (parser.isSet(QStringLiteral("nnodes-from-env")))
        job.nnodesFromEnv = true;
    if (parser.isSet(QStringLiteral("use-env")))
        job.localRankFrom = LocalRankFrom::Environment;
    const QList<std::function<QString()>> steps{
        [&] { return applyTorch(parser, job); },
        [&] {
            return applyChoice(parser, "framework", job.computeFramework, computeFrameworkFromKey,
                               computeFrameworkKeys());
        },
        [&] { return applyInteger(parser, "nodes", job.nodeCount); },
        [&] { return applyInteger(parser, "gpus-per-node", job.gpusPerNode); },
        [&] { return applyChoice(parser, "launcher", job.launcher, launcherFromKey, launcherKeys()); },
        [&] {
            return applyChoice(parser, "rdzv-backend", job.rendezvousBackend, rendezvousBackendFromKey,
                               rendezvousBackendKeys());
        },
        [&] { return applyInteger(parser, "port", job.port); },
        [&] { return applyElastic(parser, job); },
        [&] { return applyInteger(parser, "max-restarts", job.maxRestarts); },
        [&] { return applyNproc(parser, job); },
        [&] { return applyEntry(parser, job); },
        [&] { return applyEnv(parser, job); },
        [&] { return applyPlatformEnv(parser, job); },
        [&] {
            return applyChoice(parser, "master-from", job.masterDerivation, masterDerivationFromKey,
                               masterDerivationKeys());
        },
        [&] {
            return applyChoice(parser, "local-rank-from", job.localRankFrom, localRankFromFromKey, localRankFromKeys());
        },
    };
    for (const auto& step : steps) {
        const QString error = step();
        if (!error.isEmpty())
            return error;
    }
    if (scriptArgs)
        job.scriptArgs = *scriptArgs;
    return {};
}

QString JobCommandLine::flagFor(JobField field)
{
    switch (field) {
    case JobField::JobName: return QStringLiteral("--job-name");
    case JobField::Image: return QStringLiteral("--image");
    case JobField::TorchVersion: return QStringLiteral("--torch");
    case JobField::ComputeFramework: return QStringLiteral("--framework");
    case JobField::RoleName: return QStringLiteral("--role");
    case JobField::NodeCount: return QStringLiteral("--nodes");
    case JobField::GpusPerNode: return QStringLiteral("--gpus-per-node");
    case JobField::Launcher: return QStringLiteral("--launcher");
    case JobField::RendezvousBackend: return QStringLiteral("--rdzv-backend");
    case JobField::Port: return QStringLiteral("--port");
    case JobField::RendezvousId: return QStringLiteral("--rdzv-id");
    case JobField::Elastic: return QStringLiteral("--elastic");
    case JobField::MaxRestarts: return QStringLiteral("--max-restarts");
    case JobField::NprocPerNode: return QStringLiteral("--nproc-per-node");
    case JobField::EntryKind:
    case JobField::Entry: return QStringLiteral("--script/--module");
    case JobField::ScriptArgs: return QStringLiteral("script arguments");
    case JobField::Env: return QStringLiteral("--env");
    case JobField::NnodesFromEnv: return QStringLiteral("--nnodes-from-env");
    case JobField::MasterDerivation: return QStringLiteral("--master-from");
    case JobField::LocalRankFrom: return QStringLiteral("--local-rank-from");
    case JobField::Python: return QStringLiteral("--python");
    case JobField::PlatformVariables: return QStringLiteral("--platform-env");
    }
    return {};
}

SplitArguments splitAtDoubleDash(const QStringList& arguments)
{
    SplitArguments split;
    const qsizetype separator = arguments.indexOf(QStringLiteral("--"));
    if (separator < 0) {
        split.options = arguments;
        return split;
    }
    split.options = arguments.mid(0, separator);
    split.scriptArgs = arguments.mid(separator + 1);
    split.hadSeparator = true;
    return split;
}

} // namespace ddpw
