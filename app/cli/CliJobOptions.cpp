#include "cli/CliJobOptions.h"

#include "cli/CliOptionNames.h"
#include "util/TorchVersion.h"

namespace ddpw {

namespace {

struct Spec
{
    const QString& name;
    CliJobOptions::Kind kind;
    const char* valueName; // nullptr for an option without a value
    const char* help;
};

using Kind = CliJobOptions::Kind;
using N = CliOptionNames;

// One option per line reads as a table. A default names every place the value can come from, in
// the order they win: what a subcommand does not take (--image in validate) is simply not given.
const QList<Spec>& specs()
{
    // clang-format off
    static const QList<Spec> table{
        {N::job, Kind::Source, "FILE", QT_TRANSLATE_NOOP("CliJobOptions", "a job file, as the GUI saves it; the job options given beside it override its values")},
        {N::command, Kind::Source, "FILE", QT_TRANSLATE_NOOP("CliJobOptions", "start command file, run as written (read into a job like the form's Open command); - for standard input")},
        {N::torch, Kind::Context, "VERSION", QT_TRANSLATE_NOOP("CliJobOptions", "torch version in the image: %1 ... %2 or unknown (default: the --job file's, else the release the --image tag names; without either, 2.6, but unknown, every release's spellings, for a --command or logs read alone)")},
        {N::nodes, Kind::Context, "N", QT_TRANSLATE_NOOP("CliJobOptions", "node count of the worker role, VC_WORKER_NUM (default: the --job file's, else one per --hosts host, else the command's --nnodes, else 2)")},
        {N::gpusPerNode, Kind::Context, "G", QT_TRANSLATE_NOOP("CliJobOptions", "GPUs per node, 0 for CPU only (default: the --job file's, else the command's --nproc_per_node, else 8; for expand, unknown: what nvidia-smi lists is the node's)")},
        {N::python, Kind::Context, "PYTHON", QT_TRANSLATE_NOOP("CliJobOptions", "the image's Python, e.g. python3 or /opt/conda/bin/python: what a launch command starts and the node checks' probe runs with (default: the --job file's, else the command's own, else python; the probe tries python3, then python)")},
        {N::role, Kind::Context, "NAME", QT_TRANSLATE_NOOP("CliJobOptions", "name of the worker role, as in VC_<ROLE>_HOSTS (default: the --job file's, else worker)")},
        {N::jobName, Kind::Context, "NAME", QT_TRANSLATE_NOOP("CliJobOptions", "the job's name: the pods are <job>-<role>-<index> (default: the --job file's, else pytorch-ddp; a command alone is simulated as job)")},
        {N::hosts, Kind::Context, "H1,H2,...", QT_TRANSLATE_NOOP("CliJobOptions", "the worker role's hosts, comma-separated, the master first: a VC_WORKER_HOSTS value (the node checks reach them over SSH)")},
        {N::platformEnv, Kind::Context, "NAME=VALUE", QT_TRANSLATE_NOOP("CliJobOptions", "a variable your platform sets on every node, with a sample value (repeatable; replaces the --job file's or Volcano's of the same name)")},
        {N::image, Kind::Field, "IMAGE", QT_TRANSLATE_NOOP("CliJobOptions", "container image (must have torch installed)")},
        {N::framework, Kind::Field, "NAME", QT_TRANSLATE_NOOP("CliJobOptions", "platform compute framework: other, pytorch, tensorflow, mpi (only other fits)")},
        {N::launcher, Kind::Field, "NAME", QT_TRANSLATE_NOOP("CliJobOptions", "torchrun or launch (python -m torch.distributed.launch)")},
        {N::rdzvBackend, Kind::Field, "NAME", QT_TRANSLATE_NOOP("CliJobOptions", "rendezvous backend: c10d or static")},
        {N::port, Kind::Field, "PORT", QT_TRANSLATE_NOOP("CliJobOptions", "rendezvous/master port on the first node (default 29500)")},
        {N::rdzvId, Kind::Field, "ID", QT_TRANSLATE_NOOP("CliJobOptions", "rendezvous id, the same on every node (c10d)")},
        {N::elastic, Kind::Field, "MIN:MAX", QT_TRANSLATE_NOOP("CliJobOptions", "elastic node range (c10d), or 'off'")},
        {N::maxRestarts, Kind::Field, "N", QT_TRANSLATE_NOOP("CliJobOptions", "worker group restarts before failing (default 0)")},
        {N::nprocPerNode, Kind::Field, "N|gpus|gpu|auto", QT_TRANSLATE_NOOP("CliJobOptions", "processes per node; gpus = the GPU count (default)")},
        {N::script, Kind::Field, "PATH", QT_TRANSLATE_NOOP("CliJobOptions", "training script")},
        {N::module, Kind::Field, "NAME", QT_TRANSLATE_NOOP("CliJobOptions", "run a Python module with -m instead of a script")},
        {N::env, Kind::Field, "NAME=VALUE", QT_TRANSLATE_NOOP("CliJobOptions", "export a variable before the launcher (repeatable); a variable the platform sets is --platform-env")},
        {N::nnodesFromEnv, Kind::Field, nullptr, QT_TRANSLATE_NOOP("CliJobOptions", "take --nnodes from ${VC_WORKER_NUM} instead of writing the count")},
        {N::masterFrom, Kind::Field, "awk|expansion|guide", QT_TRANSLATE_NOOP("CliJobOptions", "MASTER line: the guide's awk pipeline (written clean), ${VC_WORKER_HOSTS%%,*}, or the guide's text verbatim")},
        {N::localRankFrom, Kind::Field, "env|local_rank|local-rank", QT_TRANSLATE_NOOP("CliJobOptions", "launch only: how the script reads its local rank: env (pass --use_env, read LOCAL_RANK; the default), or the argument launch passes, --local_rank (torch 1.13) or --local-rank (2.0 and later)")},
        {N::useEnv, Kind::Field, nullptr, QT_TRANSLATE_NOOP("CliJobOptions", "launch only: the same as --local-rank-from env")},
    };
    // clang-format on
    return table;
}

const Spec* find(const QString& name)
{
    for (const Spec& spec : specs()) {
        if (spec.name == name)
            return &spec;
    }
    return nullptr;
}

QString helpOf(const Spec& spec)
{
    const QString help = CliJobOptions::tr(spec.help);
    // The releases the option tables describe, from the tables themselves.
    if (spec.name == CliOptionNames::torch)
        return help.arg(TorchVersion::supported().first().toString(), TorchVersion::newest().toString());
    return help;
}

} // namespace

QStringList CliJobOptions::names(Kind kind)
{
    QStringList list;
    for (const Spec& spec : specs()) {
        if (spec.kind == kind)
            list.append(spec.name);
    }
    return list;
}

void CliJobOptions::add(QCommandLineParser& parser, const QString& name)
{
    const Spec* spec = find(name);
    Q_ASSERT(spec);
    if (spec->valueName)
        parser.addOption({spec->name, helpOf(*spec), QLatin1String(spec->valueName)});
    else
        parser.addOption({spec->name, helpOf(*spec)});
}

void CliJobOptions::addOlderSpelling(QCommandLineParser& parser, const QString& older, const QString& valueName)
{
    QCommandLineOption option(older, QString(), valueName);
    option.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(option);
}

QString CliJobOptions::olderSpellingNote(const QString& older, const QString& name)
{
    return tr("--%1 is still read here as --%2, its older spelling.").arg(older, name);
}

QStringList CliJobOptions::values(const QCommandLineParser& parser, const QString& name)
{
    return parser.optionNames().contains(name) ? parser.values(name) : QStringList();
}

QString CliJobOptions::flagFor(JobField field)
{
    using F = JobField;
    switch (field) {
    case F::JobName: return N::flag(N::jobName);
    case F::Image: return N::flag(N::image);
    case F::TorchVersion: return N::flag(N::torch);
    case F::ComputeFramework: return N::flag(N::framework);
    case F::RoleName: return N::flag(N::role);
    case F::NodeCount: return N::flag(N::nodes);
    case F::GpusPerNode: return N::flag(N::gpusPerNode);
    case F::Launcher: return N::flag(N::launcher);
    case F::RendezvousBackend: return N::flag(N::rdzvBackend);
    case F::Port: return N::flag(N::port);
    case F::RendezvousId: return N::flag(N::rdzvId);
    case F::Elastic: return N::flag(N::elastic);
    case F::MaxRestarts: return N::flag(N::maxRestarts);
    case F::NprocPerNode: return N::flag(N::nprocPerNode);
    case F::EntryKind:
    case F::Entry: return N::flag(N::script) + u'/' + N::flag(N::module);
    case F::ScriptArgs: return tr("script arguments");
    case F::Env: return N::flag(N::env);
    case F::NnodesFromEnv: return N::flag(N::nnodesFromEnv);
    case F::MasterDerivation: return N::flag(N::masterFrom);
    case F::LocalRankFrom: return N::flag(N::localRankFrom);
    case F::Python: return N::flag(N::python);
    case F::PlatformVariables: return N::flag(N::platformEnv);
    }
    return {};
}

} // namespace ddpw
