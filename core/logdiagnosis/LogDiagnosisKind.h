#pragma once

namespace ddpw {

// What a failed job's log shows, one kind per cause (docs/diagnose.md). The order is the
// root-cause order: when two findings explain nothing of each other, the smaller kind is
// reported first (a launcher that is missing comes before anything the launcher would print).
// The slugs (LogFindingCatalog::slug) are stable: scripts read them from the JSON.
enum class LogDiagnosisKind {
    NodeSetup,
    LauncherMissing,
    TorchMissing,
    TorchStdQuirk,
    TorchVersionMismatch,
    NcclVersionMismatch,
    LocalRankArgument,
    LauncherArguments,
    ScriptMissing,
    LauncherConfig,
    DuplicateNodeRank,
    LauncherEnvironment,
    WorldSizeMismatch,
    PortInUse,
    HostnameResolution,
    SshUnreachable,
    NoGpu,
    CudaDriverTooOld,
    InvalidDeviceOrdinal,
    DuplicateGpu,
    NetworkInterface,
    Infiniband,
    NcclP2pShm,
    SharedMemory,
    HostOutOfMemory,
    CudaOutOfMemory,
    ProcessGroupNotInitialized,
    CpuTensorNccl,
    DistributedUsage,
    ModelMismatch,
    UnusedParameters,
    ParameterReadyTwice,
    CollectiveMismatch,
    RendezvousUnreachable,
    RendezvousTimeout,
    StoreTimeout,
    NcclError,
    CollectiveTimeout,
    PeerLost,
    RendezvousClosed,
    WorkerFailed,
    WorkerExit,
    Terminated,
    Unknown,
};

constexpr int kDiagnoseKindCount = static_cast<int>(LogDiagnosisKind::Unknown) + 1;

} // namespace ddpw
