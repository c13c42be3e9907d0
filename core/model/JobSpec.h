#pragma once

#include "util/TorchVersion.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <map>
#include <optional>
#include <string>

namespace ddpw {

// The compute frameworks the platform's form offers. Only "Other" lets the start command
// run torchrun on every node of one worker role, which is what this guide (and tool) builds.
enum class ComputeFramework { Other, PyTorch, TensorFlow, Mpi };
enum class Launcher { Torchrun, DistributedLaunch };
enum class RendezvousBackend { C10d, Static };
enum class EntryKind { Script, Module };
// How the MASTER line picks the first host of VC_<ROLE>_HOSTS: echo | awk as the guide does,
// written clean (quoted, $(...), assigned then exported); bash's own ${HOSTS%%,*}; or the
// guide's text verbatim (backticks, bare expansions: ShellCheck warns about them).
enum class MasterDerivation { AwkFirstField, ParameterExpansion, GuideVerbatim };
// torch.distributed.launch only: how the training script learns its local rank. From the
// environment (LOCAL_RANK: the launcher gets --use_env), or from the argument launch passes
// itself, which torch 1.13 spells --local_rank=N and torch 2.0 and later --local-rank=N
// (pytorch/pytorch#94505), so the script's spelling has to be the image's.
enum class LocalRankFrom { Environment, UnderscoreArgument, DashArgument };

// --nproc_per_node: the GPU count typed on the form, a literal number, or torch's own
// "gpu" (= torch.cuda.device_count()) and "auto" (accelerators, else CPU count).
struct NprocPerNode
{
    enum class Kind { MatchGpus, Number, Gpu, Auto };
    Kind kind = Kind::MatchGpus;
    int number = 1;
    friend bool operator==(const NprocPerNode&, const NprocPerNode&) = default;
};

struct ElasticRange
{
    int minNodes = 1;
    int maxNodes = 1;
    friend bool operator==(const ElasticRange&, const ElasticRange&) = default;
};

struct EnvVar
{
    QString name;
    QString value;
    friend bool operator==(const EnvVar&, const EnvVar&) = default;
};

// Names every field of the form; the GUI highlights by it, job files key by jsonKey().
enum class JobField {
    JobName,
    Image,
    TorchVersion,
    ComputeFramework,
    RoleName,
    NodeCount,
    GpusPerNode,
    PlatformVariables, // on the Task step, after the fields that make Volcano's variables
    Launcher,
    RendezvousBackend,
    Port,
    RendezvousId,
    Elastic,
    MaxRestarts,
    NprocPerNode,
    EntryKind,
    Entry,
    ScriptArgs,
    Env,
    NnodesFromEnv,
    MasterDerivation,
    LocalRankFrom,
    Python,
};

enum class Severity { Error, Warning, Info };

struct JobSpec;

// A one-click repair offered with a problem: what the button says, and the edit of the job.
// Equal when they say the same (an edit is code, not data).
struct JobFix
{
    QString label; // an imperative, e.g. "Use the c10d backend"
    std::function<void(JobSpec&)> apply;
    friend bool operator==(const JobFix& a, const JobFix& b) { return a.label == b.label; }
};

// One value type for the whole platform form plus the launch choices. It holds whatever the
// user typed, valid or not; what is wrong with it, field by field, is validate/JobChecks' to say
// (the model holds the job, every rule about it is in validate).
struct JobSpec
{
    Q_DECLARE_TR_FUNCTIONS(JobSpec)

public:
    // The limits the form enforces (JobChecks); the widgets and the CLI take their ranges from here.
    static constexpr int kMaxNodes = 4096;
    static constexpr int kMaxGpusPerNode = 64;
    static constexpr int kMaxNprocPerNode = 1024;
    static constexpr int kMaxRestarts = 1000;
    static constexpr int kDefaultPort = 29500;
    static constexpr int kMaxPort = 65535;              // TCP
    static constexpr int kFirstUnprivilegedPort = 1024; // below it, listening needs root
    static constexpr int kMaxPlatformVariables = 256;
    // A value the form, a job file or the CLI may give a platform variable (Linux passes at most
    // 128 KiB in one environment string).
    static constexpr int kMaxPlatformValueLength = 32 * 1024;

    QString jobName = QStringLiteral("pytorch-ddp");
    QString image;
    TorchVersion torchVersion = TorchVersion::of(2, 6);
    ComputeFramework computeFramework = ComputeFramework::Other;
    QString roleName = QStringLiteral("worker");
    int nodeCount = 2;
    int gpusPerNode = 8;
    Launcher launcher = Launcher::Torchrun;
    RendezvousBackend rendezvousBackend = RendezvousBackend::C10d;
    int port = kDefaultPort;
    QString rendezvousId = QStringLiteral("0");
    std::optional<ElasticRange> elastic;
    int maxRestarts = 0;
    NprocPerNode nprocPerNode;
    EntryKind entryKind = EntryKind::Script;
    QString entry = QStringLiteral("train.py");
    QStringList scriptArgs;
    QList<EnvVar> env; // exported by the start command itself, before the launcher
    // Variables the user's platform sets on every node besides Volcano's (e.g. MA_NUM_GPUS=8),
    // with sample values: not part of the command, but what it may read (PlatformEnvironment).
    QList<EnvVar> platformVariables;
    bool nnodesFromEnv = false;
    MasterDerivation masterDerivation = MasterDerivation::AwkFirstField;
    LocalRankFrom localRankFrom = LocalRankFrom::Environment; // launch.py only
    QString python = QStringLiteral("python");                // launch.py only: the interpreter to run it

    // Top-level keys of a job file this version does not know, kept verbatim (JSON text) so
    // that a newer tool's additions survive a round trip through this one.
    std::map<std::string, std::string> unknownKeys;

    // The guide's example: one worker role, 2 nodes x 8 GPUs, torchrun with c10d.
    static JobSpec guideExample();

    // Derived values the generator, explain and topology views share.
    QString hostsVariable() const;      // VC_WORKER_HOSTS for role "worker"
    QString countVariable() const;      // VC_WORKER_NUM
    static QString taskIndexVariable(); // VC_TASK_INDEX
    // The number of worker processes per node, when it is known before the job runs.
    std::optional<int> resolvedNprocPerNode() const;
    // launch.py: the argument its torch passes the script ("--local-rank" from 2.0, "--local_rank"
    // before); nothing for an unknown release, which may pass either.
    static std::optional<LocalRankFrom> launcherPasses(const TorchVersion& torch);

    friend bool operator==(const JobSpec&, const JobSpec&) = default;

    static QString jsonKey(JobField field);
    static QString explanation(ComputeFramework framework);
};

} // namespace ddpw
