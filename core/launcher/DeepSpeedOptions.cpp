#include "launcher/DeepSpeedOptions.h"

#include <QCoreApplication>

namespace ddpw {

namespace {

using Action = LauncherOption::Action;
using Type = LauncherOption::Type;
using Kind = LauncherValue::Kind;

// Our own explanations: what the option means and what it does on the nodes.
const char* const kHelp = QT_TRANSLATE_NOOP("LauncherOptionTable",
                                            "Prints the deepspeed runner's usage and exits without starting anything.");
const char* const kHostfile = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "The hostfile (default /job/hostfile): one 'host slots=N' line per node, in node rank order. A missing file "
    "is no error: the runner then trains on this machine alone with the master address 127.0.0.1.");
const char* const kInclude = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "Only these hosts and GPUs of the hostfile, as host@host:0,2; excludes --exclude, --num_nodes and --num_gpus.");
const char* const kExclude =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "Every host and GPU of the hostfile except these, as host@host:0,2.");
const char* const kNumNodes =
    QT_TRANSLATE_NOOP("LauncherOptionTable",
                      "Keeps only the first N hosts of the hostfile; above 1 without a hostfile the runner stops.");
const char* const kMinElasticNodes =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "Fewest nodes of an elastic run (with --elastic_training).");
const char* const kMaxElasticNodes =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "Most nodes of an elastic run (with --elastic_training).");
const char* const kNumGpus = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "Processes (GPUs 0..N-1) on every node, replacing the hostfile's slots; torchrun's --nproc_per_node.");
const char* const kMasterPort = QT_TRANSLATE_NOOP(
    "LauncherOptionTable", "Port of the store on the master (29500 by default); every process gets it as MASTER_PORT.");
const char* const kMasterAddr = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "Address of node 0, the first host of the hostfile; every process gets it as MASTER_ADDR. When empty the "
    "runner asks the first host over ssh (hostname -I).");
const char* const kNodeRank = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "This node's rank with --no_ssh (DeepSpeed 0.14.5 and later): 0 to the number of hosts - 1, different on "
    "every node; on the platform ${VC_TASK_INDEX}.");
const char* const kLauncher = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "How the runner starts the other nodes without --no_ssh: pdsh (default), openmpi, mvapich, mpich, impi or slurm.");
const char* const kLauncherArgs =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "Extra arguments for that launcher, as one quoted word.");
const char* const kModule =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "The user script is a Python module name, run as python -m.");
const char* const kNoPython =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "Runs the user script directly as a program instead of through python.");
const char* const kNoLocalRank = QT_TRANSLATE_NOOP(
    "LauncherOptionTable", "Does not add --local_rank=N to the script's arguments (LOCAL_RANK is still set).");
const char* const kNoSsh = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "Every node starts its own processes, like torchrun, instead of one node starting all of them over ssh; needs "
    "--node_rank. What a platform that runs the start command on every node needs (DeepSpeed 0.14.5 and later).");
const char* const kNoSshCheck =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "Skips the check that the first host answers to password-less ssh.");
const char* const kForceMulti =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "Uses the multi-node launcher even for one host.");
const char* const kSavePid =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "Writes the launcher's process id to /tmp/<pid>.ds.");
const char* const kEnableEachRankLog =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "A directory where each rank's output goes to its own file.");
const char* const kAutotuning =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "Runs DeepSpeed's autotuner first: tune, or run (tune, then train).");
const char* const kElasticTraining = QT_TRANSLATE_NOOP("LauncherOptionTable", "Elastic training; needs --master_addr.");
const char* const kBindCoresToRank = QT_TRANSLATE_NOOP("LauncherOptionTable", "Binds each rank to its own CPU cores.");
const char* const kBindCoreList = QT_TRANSLATE_NOOP("LauncherOptionTable", "The CPU cores to bind, as 1,3-5,7.");
const char* const kSshPort =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "The ssh port for the fan-out to the other nodes.");

// Every option of parse_args in add_argument order (argparse's "could match" order), with its
// dest, action, type, default, choices and the release that added it. The positionals
// user_script and user_args come from the dialect.
// Built on first use rather than before main: a command that never meets this launcher pays
// nothing for it.
// clang-format off
QList<WrapperOptionRow> buildRows()
{
    return {
    {"-h --help", "help", Action::Help, Type::None, Kind::Null, nullptr, nullptr, "0.3.0", kHelp},
    {"-H --hostfile", "hostfile", Action::Store, Type::Str, Kind::String, "/job/hostfile", nullptr, "0.3.0", kHostfile},
    {"-i --include", "include", Action::Store, Type::Str, Kind::String, "", nullptr, "0.3.0", kInclude},
    {"-e --exclude", "exclude", Action::Store, Type::Str, Kind::String, "", nullptr, "0.3.0", kExclude},
    {"--num_nodes", "num_nodes", Action::Store, Type::Int, Kind::Int, "-1", nullptr, "0.3.0", kNumNodes},
    {"--min_elastic_nodes", "min_elastic_nodes", Action::Store, Type::Int, Kind::Int, "-1", nullptr, "0.7.0", kMinElasticNodes},
    {"--max_elastic_nodes", "max_elastic_nodes", Action::Store, Type::Int, Kind::Int, "-1", nullptr, "0.7.0", kMaxElasticNodes},
    {"--num_gpus --num_accelerators", "num_gpus", Action::Store, Type::Int, Kind::Int, "-1", nullptr, "0.3.0", kNumGpus},
    {"--master_port", "master_port", Action::Store, Type::Int, Kind::Int, "29500", nullptr, "0.3.0", kMasterPort},
    {"--master_addr", "master_addr", Action::Store, Type::Str, Kind::String, "", nullptr, "0.3.0", kMasterAddr},
    {"--node_rank", "node_rank", Action::Store, Type::Int, Kind::Int, "-1", nullptr, "0.14.5", kNodeRank},
    {"--launcher", "launcher", Action::Store, Type::Str, Kind::String, "pdsh", nullptr, "0.3.0", kLauncher},
    {"--launcher_args", "launcher_args", Action::Store, Type::Str, Kind::String, "", nullptr, "0.3.0", kLauncherArgs},
    {"--module", "module", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.5.10", kModule},
    {"--no_python", "no_python", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.5.10", kNoPython},
    {"--no_local_rank", "no_local_rank", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.5.10", kNoLocalRank},
    {"--no_ssh", "no_ssh", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.14.5", kNoSsh},
    {"--no_ssh_check", "no_ssh_check", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.6.5", kNoSshCheck},
    {"--force_multi", "force_multi", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.3.16", kForceMulti},
    {"--save_pid", "save_pid", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.6.0", kSavePid},
    {"--enable_each_rank_log", "enable_each_rank_log", Action::Store, Type::Str, Kind::String, "None", nullptr, "0.8.0", kEnableEachRankLog},
    {"--autotuning", "autotuning", Action::Store, Type::Str, Kind::String, "", "tune,run", "0.5.7", kAutotuning},
    {"--elastic_training", "elastic_training", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.7.0", kElasticTraining},
    {"--bind_cores_to_rank", "bind_cores_to_rank", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.9.0", kBindCoresToRank},
    {"--bind_core_list", "bind_core_list", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.9.0", kBindCoreList},
    {"--ssh_port", "ssh_port", Action::Store, Type::Int, Kind::Null, nullptr, nullptr, "0.10.2", kSshPort},
    };
}
// clang-format on

} // namespace

const QList<WrapperOptionRow>& DeepSpeedOptions::rows()
{
    static const QList<WrapperOptionRow> rows = buildRows();
    return rows;
}

WrapperDialect DeepSpeedOptions::dialect()
{
    WrapperDialect dialect;
    dialect.scriptName = "user_script";
    dialect.scriptArgsName = "user_args";
    dialect.release = "DeepSpeed 0.16.4";
    return dialect;
}

} // namespace ddpw
