#include "logdiagnosis/LogFindingCatalog.h"

#include <array>

namespace ddpw {

namespace {

using K = LogDiagnosisKind;

// What every real failure leaves behind on the other ranks and nodes: when one of these is in
// the same report as a cause, it is that cause's consequence.
// Constant-initialised: no list is built before main.
constexpr std::array kAftermath{K::PeerLost,         K::CollectiveTimeout, K::StoreTimeout, K::NcclError,
                                K::RendezvousClosed, K::WorkerExit,        K::Terminated};

QList<K> aftermathAnd(QList<K> more)
{
    for (K kind : kAftermath) {
        if (!more.contains(kind))
            more.append(kind);
    }
    return more;
}

} // namespace

using Entry = LogFindingCatalog::Entry;

namespace {

QList<Entry> buildEntries()
{
    const QList<K> rendezvous{K::RendezvousUnreachable, K::RendezvousTimeout};
    return {
        {K::NodeSetup,
         "node-setup",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "The dry-run could not prepare the node"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Check that the node has a writable temporary directory ($TMPDIR or /tmp) and util-linux's "
                           "setsid."),
         "",
         {}},
        {K::LauncherMissing,
         "launcher-missing",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "The launcher (torchrun or python) was not found on the node"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Use an image with torch installed, or put torchrun and the job's python on the PATH of the "
                           "start command's shell."),
         "https://github.com/hpcaitech/ColossalAI/issues/1779",
         {}},
        {K::TorchMissing,
         "torch-missing",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "Python on the node cannot import torch"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "The python that runs the launcher has no torch: start the image's own interpreter, or "
                           "install torch in the image."),
         "https://github.com/pytorch/pytorch/issues/574",
         {}},
        {K::TorchStdQuirk, "torch-std-quirk",
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "torchrun crashed while reading --redirects/--tee (torch 1.13 on Python 3.11)"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Pass both --redirects and --tee with 1 or 2 (e.g. --redirects=1 --tee=1): torch 1.13 on "
                           "Python 3.11 crashes on 0 (the default) and on 3; or use torch 2.0 or newer."),
         "https://github.com/meta-llama/llama/issues/86", aftermathAnd({})},
        {K::TorchVersionMismatch, "torch-version-mismatch",
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "The nodes run different torch versions, or not the version the start command was written "
                           "for"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Run the same image (the same torch) on every node, and write the start command for that "
                           "torch version (the job's torch version field)."),
         "https://github.com/open-mmlab/mmdetection/issues/1089",
         aftermathAnd({K::LauncherArguments, K::LocalRankArgument, K::LauncherConfig, K::RendezvousUnreachable,
                       K::RendezvousTimeout})},
        {K::NcclVersionMismatch, "nccl-version-mismatch",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "The nodes load different NCCL versions"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Use the same image on every node: torch and the NCCL library it loads must be the same "
                           "everywhere (check pip's nvidia-nccl-* packages and LD_LIBRARY_PATH)."),
         "https://github.com/NVIDIA/nccl/issues/1267", aftermathAnd({K::NetworkInterface})},
        {K::LocalRankArgument, "local-rank-argument",
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "The script and the launcher disagree on the --local-rank/--local_rank argument"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Accept both spellings in the script: parser.add_argument(\"--local-rank\", "
                           "\"--local_rank\", type=int, default=-1) (DeepSpeed's launcher always passes it, unless "
                           "started with --no_local_rank); or start the job with torchrun (or "
                           "torch.distributed.launch --use_env) and read LOCAL_RANK from the environment."),
         "https://github.com/microsoft/LoRA/issues/79", aftermathAnd({})},
        {K::LauncherArguments, "launcher-arguments",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "The launcher or the script rejected its command line"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Check the option spellings against the torch version on the nodes (dash forms such as "
                           "--nproc-per-node need torch 2.0; 1.13 accepts only --nproc_per_node) and that launcher "
                           "options come before the script: `ddpwizard-cli validate` shows the exact fix."),
         "https://github.com/huggingface/pytorch-image-models/issues/1742", aftermathAnd({K::RendezvousTimeout})},
        {K::ScriptMissing, "script-missing",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "python could not open the training script the command names"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Check the script's path on every node: a relative path is read from the folder the start "
                           "command runs in (cd to the code first, or give the full path), and the volume or image "
                           "that holds the code must be there on every node."),
         "", aftermathAnd({K::WorkerFailed, K::RendezvousTimeout})},
        {K::LauncherConfig, "launcher-config",
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "The launcher ran with other settings than the job, or the nodes ran with different ones"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Start every node with the same --nnodes, --nproc_per_node, --rdzv_backend, --rdzv_endpoint "
                           "and --rdzv_id, and check the start command against the job (`ddpwizard-cli validate`)."),
         "https://github.com/ymcui/Chinese-LLaMA-Alpaca-2/issues/274", aftermathAnd(rendezvous)},
        {K::DuplicateNodeRank, "duplicate-node-rank",
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Two nodes were given the same node rank: both started the master's store"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Give every node its own --node_rank, 0 on the master and 1 to N-1 on the others: on the "
                           "platform --node_rank=${VC_TASK_INDEX}, never a number typed in (with --rdzv_conf "
                           "is_host, only the master's is true)."),
         "", aftermathAnd({K::PortInUse, K::WorldSizeMismatch, K::RendezvousUnreachable, K::RendezvousTimeout})},
        {K::LauncherEnvironment, "launcher-environment",
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "The script was started without a launcher: init_process_group found no RANK, WORLD_SIZE, "
                           "MASTER_ADDR or MASTER_PORT"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Start the script with torchrun (python -m torch.distributed.run) or "
                           "torch.distributed.launch --use_env: they set RANK, WORLD_SIZE, MASTER_ADDR and MASTER_PORT "
                           "for every worker, `python train.py` sets none; with init_method=\"tcp://...\" or "
                           "\"file://...\" pass rank= and world_size= yourself."),
         "", aftermathAnd({K::WorkerFailed, K::ProcessGroupNotInitialized})},
        {K::WorldSizeMismatch, "world-size-mismatch",
         QT_TRANSLATE_NOOP(
             "LogFindingCatalog",
             "A rank or a group does not fit the world: the ranks, WORLD_SIZE and the launcher's node and "
             "process counts disagree"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Let the launcher set RANK and WORLD_SIZE (do not set them by hand or in the script), make "
                           "--nnodes times --nproc_per_node the number of processes the job starts, and build "
                           "new_group() from ranks below the world size."),
         "", aftermathAnd({K::WorkerFailed, K::RendezvousTimeout, K::RendezvousUnreachable, K::StoreTimeout})},
        {K::PortInUse, "port-in-use",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "The rendezvous or master port is already in use"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Pick another port, or stop what listens there (another job, a stale torchrun); on one "
                           "node, --rdzv_backend=c10d with --rdzv_endpoint=localhost:0 lets the kernel choose a free "
                           "port."),
         "https://github.com/pytorch/pytorch/issues/126510", aftermathAnd(rendezvous)},
        {K::HostnameResolution, "hostname-resolution",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "A host name does not resolve on some node"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "The master's name (the first host of the hosts variable) and every node's own host name "
                           "must resolve on every node: check the headless Service and /etc/hosts, or pass "
                           "--local-addr (torch 2.0 and newer) or addresses."),
         "https://github.com/pytorch/pytorch/issues/73656",
         aftermathAnd({K::RendezvousUnreachable, K::RendezvousTimeout, K::NetworkInterface})},
        {K::SshUnreachable, "ssh-unreachable",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "A launcher could not reach another node over SSH"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "DeepSpeed's runner (its ssh check, pdsh) and mpirun start the other nodes over SSH from "
                           "the first one: each node must accept that node's key without a password (on Volcano, the "
                           "ssh plugin gives the job's pods one key pair and each other's names), on the port the "
                           "hostfile's hosts listen on. Or start the launcher on every pod itself, as the platform's "
                           "start command does: torchrun, or deepspeed --no_ssh --node_rank (DeepSpeed 0.14.5 and "
                           "later)."),
         "https://github.com/deepspeedai/DeepSpeed/issues/4907", aftermathAnd({K::WorkerExit})},
        {K::NoGpu, "no-gpu", QT_TRANSLATE_NOOP("LogFindingCatalog", "The job asks for GPUs that the node cannot use"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Check that the pod requests GPUs and sees them (nvidia-smi), that CUDA_VISIBLE_DEVICES is "
                           "not set to a GPU the node lacks, and that torch was built for the node's CUDA driver; for "
                           "a CPU job use the gloo backend."),
         "https://github.com/meta-llama/codellama/issues/125", aftermathAnd({})},
        {K::CudaDriverTooOld, "cuda-driver-too-old",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "The node's NVIDIA driver is older than the CUDA torch was built with"),
         QT_TRANSLATE_NOOP(
             "LogFindingCatalog",
             "Use an image whose torch is built for a CUDA version the node's driver supports (nvidia-smi "
             "shows the highest one), or update the node's driver."),
         "", aftermathAnd({K::WorkerFailed, K::NoGpu, K::NcclError})},
        {K::InvalidDeviceOrdinal, "invalid-device-ordinal",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "A worker asked for a GPU number the node does not have"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Start at most one process per GPU: --nproc_per_node must not exceed the GPUs each node has "
                           "(and CUDA_VISIBLE_DEVICES lists); use torch.cuda.set_device(LOCAL_RANK)."),
         "https://github.com/tatsu-lab/stanford_alpaca/issues/67", aftermathAnd({})},
        {K::DuplicateGpu, "duplicate-gpu", QT_TRANSLATE_NOOP("LogFindingCatalog", "Two ranks use the same GPU"),
         QT_TRANSLATE_NOOP(
             "LogFindingCatalog",
             "Each worker must select its own GPU: torch.cuda.set_device(int(os.environ[\"LOCAL_RANK\"])) "
             "before init_process_group, and no hard-coded cuda:0 or CUDA_VISIBLE_DEVICES in the "
             "script."),
         "https://github.com/Peterande/D-FINE/issues/289", aftermathAnd({})},
        {K::NetworkInterface, "network-interface",
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "NCCL or Gloo found no usable network interface, or the ranks advertise an address the "
                           "others cannot reach"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Set NCCL_SOCKET_IFNAME / GLOO_SOCKET_IFNAME to an interface that exists on every node "
                           "(Gloo takes one plain name, NCCL also takes lists such as ^lo,docker); make each node's "
                           "host name resolve to its pod address, not to 127.0.x.x; NCCL_DEBUG=INFO shows the choice."),
         "https://github.com/NVIDIA/nccl/issues/1837", aftermathAnd({})},
        {K::Infiniband, "infiniband", QT_TRANSLATE_NOOP("LogFindingCatalog", "NCCL's InfiniBand/RoCE transport failed"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Check the IB devices and GID index on every node (NCCL_IB_HCA, NCCL_IB_GID_INDEX), or fall "
                           "back to sockets with NCCL_IB_DISABLE=1 (and NCCL_IBEXT_DISABLE=1 for an external "
                           "plugin) to confirm."),
         "https://github.com/NVIDIA/nccl/issues/925", aftermathAnd({})},
        {K::NcclP2pShm, "nccl-p2p-shm",
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "NCCL's GPU peer-to-peer (P2P/IPC) or shared-memory transport failed between the GPUs of "
                           "a node"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Set NCCL_P2P_DISABLE=1 (and NCCL_SHM_DISABLE=1 when shared memory fails) in the job's "
                           "environment to confirm: some GPUs have no peer-to-peer path at all (consumer cards such as "
                           "the RTX 4090, some virtual machines). In a container, give the pod host IPC and a larger "
                           "/dev/shm; check that the GPUs reach each other (nvidia-smi topo -m)."),
         "", aftermathAnd({K::WorkerFailed})},
        {K::SharedMemory, "shared-memory",
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Shared memory (/dev/shm) ran out: a bus error or a failed NCCL segment"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Give the container a larger /dev/shm (on Kubernetes and Volcano an emptyDir volume with "
                           "medium: Memory mounted at /dev/shm; docker run --shm-size), or lower the DataLoader's "
                           "num_workers; NCCL_SHM_DISABLE=1 avoids NCCL's segments."),
         // The DataLoader's own error after its worker's bus error ("DataLoader worker (pid(s) ...)
         // exited unexpectedly") is the same failure seen from the training loop.
         "https://github.com/NVIDIA/nccl/issues/342", aftermathAnd({K::WorkerFailed})},
        {K::HostOutOfMemory, "host-out-of-memory",
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "A process ran out of host memory: killed with SIGKILL (the kernel's OOM killer, the "
                           "pod's memory limit), or an allocation failed"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Give the node (or the pod) more memory, or use less per node: fewer DataLoader workers, "
                           "a smaller batch, memory-mapped datasets; dmesg, or on Kubernetes the pod's status "
                           "(OOMKilled), confirms it."),
         "https://github.com/lzhxmu/CPPO/issues/6", aftermathAnd({})},
        {K::CudaOutOfMemory, "cuda-out-of-memory", QT_TRANSLATE_NOOP("LogFindingCatalog", "A GPU ran out of memory"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Lower the per-GPU batch size, use mixed precision, activation checkpointing or a sharded "
                           "optimizer (ZeRO/FSDP); make sure no other process uses the same GPU."),
         "https://github.com/richard-peng-xia/MMed-RAG/issues/38", aftermathAnd({})},
        {K::ProcessGroupNotInitialized, "process-group-not-initialized",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "The script used torch.distributed before init_process_group"),
         QT_TRANSLATE_NOOP(
             "LogFindingCatalog",
             "Call torch.distributed.init_process_group() before any collective, barrier or SyncBatchNorm, "
             "and start the script with torchrun so that it finds RANK and WORLD_SIZE."),
         "https://github.com/megvii-model/YOLOF/issues/11", aftermathAnd({})},
        {K::CpuTensorNccl, "cpu-tensor-nccl",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "A CPU tensor was handed to an NCCL collective"),
         QT_TRANSLATE_NOOP(
             "LogFindingCatalog",
             "Move the tensor to the rank's GPU before the collective (torch.cuda.set_device(LOCAL_RANK), "
             "then tensor.cuda()), or give CPU tensors a gloo group (torch 2.x: "
             "backend=\"cpu:gloo,cuda:nccl\")."),
         "", aftermathAnd({K::WorkerFailed})},
        {K::DistributedUsage, "distributed-usage",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "The script called torch.distributed with arguments it rejects"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "The message names the argument and what it expects: check that call in the frame shown "
                           "(tensor shapes, dtypes and devices, src/dst ranks, the group) and that every rank makes it "
                           "the same way."),
         "", aftermathAnd({K::WorkerFailed})},
        {K::ModelMismatch, "model-mismatch",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "The model differs across ranks (parameter count, shapes or order)"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Build the same model on every rank before DistributedDataParallel: the same code, config "
                           "and checkpoint on every node, no layers that depend on the rank."),
         "", aftermathAnd({K::WorkerFailed})},
        {K::UnusedParameters, "unused-parameters",
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Some parameters took no part in the loss, so DDP's gradient reduction did not finish"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Pass find_unused_parameters=True to DistributedDataParallel, or make every parameter take "
                           "part in the loss (remove the unused ones, or freeze them with requires_grad=False); "
                           "TORCH_DISTRIBUTED_DEBUG=DETAIL names them."),
         "", aftermathAnd({K::WorkerFailed})},
        {K::ParameterReadyTwice, "parameter-ready-twice",
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "A parameter's gradient was ready twice in one iteration: reentrant checkpointing, or a "
                           "parameter used outside forward"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "With gradient checkpointing pass use_reentrant=False to torch.utils.checkpoint, or "
                           "static_graph=True to DistributedDataParallel when the graph does not change; do not use a "
                           "parameter outside forward or in several forward passes before one backward."),
         "", aftermathAnd({K::WorkerFailed})},
        {K::CollectiveMismatch, "collective-mismatch",
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "The ranks ran different collectives, or the same one with tensors of different sizes"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Every rank must call the same collectives in the same order with tensors of the same shape "
                           "and dtype: look for a collective that runs on some ranks only or with sizes that depend on "
                           "the rank; TORCH_DISTRIBUTED_DEBUG=DETAIL shows both sides."),
         "", aftermathAnd({K::WorkerFailed})},
        {K::RendezvousUnreachable, "rendezvous-unreachable",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "The rendezvous endpoint (c10d store or master) could not be reached"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "The endpoint host must resolve on every node and its port must be open (firewall, network "
                           "policy); the master node must be up, and with c10d the endpoint must name the master by a "
                           "name it recognises as its own."),
         "https://github.com/pytorch/pytorch/issues/79388", aftermathAnd({K::RendezvousTimeout})},
        {K::RendezvousTimeout, "rendezvous-timeout",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "Not every node joined the rendezvous in time"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Every node must run the same --nnodes, --rdzv_id, --rdzv_backend and --rdzv_endpoint, no "
                           "--standalone with more than one node, and all nodes must start within the join timeout."),
         "https://github.com/openvla/openvla/issues/175", aftermathAnd({})},
        {K::StoreTimeout,
         "store-timeout",
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Ranks timed out waiting on the store or a barrier while another rank did not arrive"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Look at the rank that did not arrive (its own error, or long work such as tokenizing the "
                           "dataset on rank 0); do such work before init_process_group or on every rank, or pass a "
                           "longer timeout= to init_process_group."),
         "https://github.com/axolotl-ai-cloud/axolotl/issues/2684",
         {K::PeerLost, K::CollectiveTimeout, K::NcclError, K::RendezvousClosed, K::WorkerExit, K::Terminated}},
        {K::NcclError,
         "nccl-error",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "An NCCL call failed"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Run again with NCCL_DEBUG=WARN (or INFO): NCCL then prints which system call, interface "
                           "or device failed."),
         "https://github.com/NVIDIA/nccl/issues/328",
         {K::CollectiveTimeout, K::PeerLost, K::RendezvousClosed, K::WorkerExit, K::Terminated}},
        {K::CollectiveTimeout,
         "collective-timeout",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "A collective operation timed out (the watchdog stopped it)"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Some rank did not reach the same collective: look for the rank that failed or hung first, "
                           "and for code paths that run a collective on some ranks only; TORCH_NCCL_TRACE_BUFFER_SIZE "
                           "or NCCL_DEBUG=INFO help to find it."),
         "https://github.com/pytorch/pytorch/issues/118369",
         {K::PeerLost, K::RendezvousClosed, K::WorkerExit, K::Terminated}},
        {K::PeerLost,
         "peer-lost",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "A rank lost its connection to another rank"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "The other rank most likely failed first: look for its own error in its node's log."),
         "https://github.com/NVIDIA/nccl/issues/1232",
         {K::RendezvousClosed, K::WorkerExit, K::Terminated}},
        {K::RendezvousClosed,
         "rendezvous-closed",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "The rendezvous was closed because another node stopped"),
         QT_TRANSLATE_NOOP("LogFindingCatalog", "See the node that failed or stopped first."),
         "https://github.com/pytorch/pytorch/issues/116974",
         {K::Terminated}},
        {K::WorkerFailed, "worker-failed", QT_TRANSLATE_NOOP("LogFindingCatalog", "A worker stopped with an exception"),
         QT_TRANSLATE_NOOP("LogFindingCatalog", "Fix the exception in the training script (its traceback is shown)."),
         "https://github.com/yangjianxin1/Firefly/issues/171", aftermathAnd({})},
        {K::WorkerExit,
         "worker-exit",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "A worker exited with an error code; its own error is not in this log"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "Add that worker's own output (its node's log), or decorate the script's main with "
                           "torch.distributed.elastic.multiprocessing.errors.record to get its traceback."),
         "https://github.com/hpcaitech/ColossalAI/issues/3514",
         {}},
        {K::Terminated,
         "terminated",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "The launcher was stopped from outside by a signal"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "The platform stopped the job (a time limit, preemption, or another pod of the job "
                           "failing): see the first node that failed."),
         "https://github.com/pytorch/pytorch/issues/116974",
         {K::WorkerExit}},
        {K::Unknown,
         "unknown",
         QT_TRANSLATE_NOOP("LogFindingCatalog", "Error lines of no known cause"),
         QT_TRANSLATE_NOOP("LogFindingCatalog",
                           "These lines look like errors but match no known failure: read them first, and the lines "
                           "just before them."),
         "",
         {}},
    };
}

} // namespace

const QList<Entry>& LogFindingCatalog::entries()
{
    static const QList<Entry> table = buildEntries();
    return table;
}

const Entry& LogFindingCatalog::entry(LogDiagnosisKind kind)
{
    // The table is in enum order (tst_LogDiagnoser checks it).
    return entries().at(static_cast<int>(kind));
}

QString LogFindingCatalog::slug(LogDiagnosisKind kind)
{
    return QString::fromLatin1(entry(kind).slug);
}

std::optional<LogDiagnosisKind> LogFindingCatalog::fromSlug(const QString& slug)
{
    for (const Entry& each : entries()) {
        if (slug == QLatin1String(each.slug))
            return each.kind;
    }
    return std::nullopt;
}

QString LogFindingCatalog::title(LogDiagnosisKind kind)
{
    return QCoreApplication::translate("LogFindingCatalog", entry(kind).title);
}

QString LogFindingCatalog::fix(LogDiagnosisKind kind)
{
    return QCoreApplication::translate("LogFindingCatalog", entry(kind).fix);
}

QString LogFindingCatalog::reference(LogDiagnosisKind kind)
{
    return QString::fromLatin1(entry(kind).reference);
}

bool LogFindingCatalog::explains(LogDiagnosisKind cause, LogDiagnosisKind effect)
{
    return cause != effect && entry(cause).explains.contains(effect);
}

bool LogFindingCatalog::isGenericSymptom(LogDiagnosisKind kind)
{
    // What any failure elsewhere leaves behind. Timeouts and NCCL errors are not in this list:
    // a suspicious warning that explains one of them is why it happened.
    switch (kind) {
    case K::PeerLost:
    case K::RendezvousClosed:
    case K::WorkerExit:
    case K::WorkerFailed:
    case K::Terminated: return true;
    default: return false;
    }
}

} // namespace ddpw
