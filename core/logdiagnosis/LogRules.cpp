#include "logdiagnosis/LogRules.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace ddpw {

namespace {

using K = LogDiagnosisKind;
constexpr Severity E = Severity::Error;
constexpr Severity W = Severity::Warning;
using R = LogRules;

// Most specific first. Triggers are lowercase; patterns are case-sensitive unless they start
// with (?i). The comments name a log of the corpus or a thread of docs/diagnose.md.
const QList<R::Rule>& table()
{
    static const QList<R::Rule> rules{
        // The dry-run's own node helper (resources/probe/ddpw_node.sh).
        {K::NodeSetup, E, "ddpw_node_error", nullptr},
        // torch's advice appended to DDP's errors ("In addition, you can set the environment
        // variable TORCH_DISTRIBUTED_DEBUG to either INFO or DETAIL ..."): the error is the line above.
        {std::nullopt, W, "in addition, you can set the environment variable torch_distributed_debug", nullptr,
         R::Ignore},
        // NCCL's communicator aborted (its INFO line once torch tore it down after an error): the
        // consequence of a failure other lines name, never its cause.
        {std::nullopt, W, "abort complete", R"(NCCL INFO comm .* Abort COMPLETE)", R::Ignore},
        // NCCL warnings that healthy runs print too: never a finding.
        {std::nullopt, W, "failed to open libibverbs", nullptr, R::Ignore},
        {std::nullopt, W, "net/plugin", nullptr, R::Ignore},
        // Launcher and torch missing (launcher-missing.log, torch-missing.log).
        // The tools launchers start during their set-up too (DeepSpeed's pdsh and mpirun runners,
        // Accelerate's and DeepSpeed's own entry points).
        {K::LauncherMissing, E, "command not found",
         R"((?<name>torchrun|python[0-9.]*|setsid|bash|pdsh|mpirun|srun|deepspeed|accelerate|numactl): command not found)"},
        {K::LauncherMissing, E, ": not found",
         R"((?<name>torchrun|python[0-9.]*|setsid|bash|pdsh|mpirun|srun|deepspeed|accelerate|numactl): not found)"},
        {K::LauncherMissing, E, ": not found", R"(exec: (?<name>torchrun|python[0-9.]*): not found)"},
        {K::LauncherMissing, E, "no such file or directory",
         R"(No such file or directory: '(?<name>(?:\S*/)?(?:torchrun|python[0-9.]*))')"},
        // bash's own words for a program path that is not there (DeepSpeed's pdsh runner replays the
        // master's python path on every node, behind pdsh's "HOST: " label).
        {K::LauncherMissing, E, "no such file or directory",
         R"((?:^|[\s)])(?:(?<host>[\w.-]+): )?(?:ba|z|da)?sh: (?:line \d+: )?(?<name>(?:\S*/)?(?:torchrun|python[0-9.]*|deepspeed|accelerate)): No such file or directory)"},
        // ... and its working folder (`cd /the/master's/folder; python ...`).
        {K::ScriptMissing, E, "no such file or directory",
         R"((?:^|[\s)])(?:(?<host>[\w.-]+): )?(?:ba|z|da)?sh: (?:line \d+: )?cd: (?<folder>[^:]+): No such file or directory)"},
        // Slurm's step daemon could not start the command srun was given (CSC's pytorch modules).
        {K::LauncherMissing, E, "execve():",
         R"(execve\(\): (?<name>(?:\S*/)?(?:torchrun|python[0-9.]*|deepspeed|accelerate)): No such file or directory)"},
        // bash in a Chinese locale (zh_CN.UTF-8): "命令未找到" is "command not found", with a
        // full-width colon; "没有那个文件或目录" is "No such file or directory".
        {K::LauncherMissing, E, "未找到命令",
         R"((?<name>torchrun|python[0-9.]*|setsid|bash|pdsh|mpirun|srun|deepspeed|accelerate|numactl)\s*[:：]\s*未找到命令)"},
        {K::LauncherMissing, E, "没有那个文件或目录",
         R"((?<name>(?:\S*/)?(?:torchrun|python[0-9.]*))\s*[:：]\s*没有那个文件或目录)"},
        {K::TorchMissing, E, "no module named", R"(No module named '?torch\b)"},
        {K::TorchMissing, E, "cannot import torch", nullptr},
        // torch 1.13 on Python 3.11 with the default --redirects/--tee (torch-std-quirk.log).
        {K::TorchStdQuirk, E, "'nonetype' object has no attribute 'get'",
         R"(AttributeError: 'NoneType' object has no attribute 'get')", R::TorchFrames},
        {K::TorchStdQuirk, E, "unsupported operand type(s) for |",
         R"(TypeError: unsupported operand type\(s\) for \|: 'NoneType' and 'NoneType')", R::TorchFrames},
        // argparse (local-rank.log, dash-spelling.log; microsoft/LoRA#79).
        // Quoted without argparse's "prog: " (`Error: unrecognized arguments: --local_rank=3`), and
        // with the dashes a web page turned into a dash of its own: torch.distributed.launch always
        // writes ASCII --local_rank, so a pasted dash here is the page's, not the command's.
        {K::LocalRankArgument, E, "unrecognized arguments",
         R"((?i)(?:(?<prog>[^\s:]+): )?error: unrecognized arguments:.*?(?<flag>(?:--|\x{2013}|\x{2014})local[-_]rank)(?![\w-])(?:=(?<value>\S+))?)"},
        // A script that requires --local_rank, started by torchrun (which passes none).
        {K::LocalRankArgument, E, "the following arguments are required",
         R"((?<prog>[^\s:]+): error: (?<required>the following arguments are required):.*?(?<flag>--local[-_]rank)(?![\w-]))"},
        {K::LauncherArguments, E, "error:",
         R"(^(?<prog>[\w./<>\[\]-]+(?: [\w./<>\[\]-]+){0,4}): error: (?<what>(?:unrecognized arguments|ambiguous option|argument |the following arguments are required|invalid choice).*))"},
        {K::LauncherArguments, E, "unsupported nproc_per_node value",
         R"(Unsupported nproc_per_node value: (?<value>\S*))"},
        {K::LauncherArguments, E, "\"min:max\" format", nullptr},
        {K::LauncherArguments, E, "does not match: <", nullptr},
        {K::LauncherArguments, E, "the rendezvous configuration", nullptr},
        {K::LauncherArguments, E, "is not registered", R"(The rendezvous backend '(?<value>[^']*)' is not registered)"},
        {K::LauncherArguments, E, "port is absent in endpoint", nullptr},
        {K::LauncherArguments, E, "the port number of the rendezvous endpoint", nullptr},
        {K::LauncherArguments, E, "flag, you must also set the", nullptr},
        {K::LauncherArguments, E, "don't use both the", nullptr},
        // python refusing a file named like an option: the command's own mistake (a pasted en dash
        // turned "--nproc_per_node" into a script name, or a quoted string of options).
        {K::LauncherArguments, E, "can't open file",
         R"(can't open file '(?<value>(?:[^']*/)?(?:-|\x{2010}|\x{2011}|\x{2012}|\x{2013}|\x{2014}|\x{2212})[^']*)')"},
        // Any other file python cannot open is the training script the command names, missing at
        // that path on the node (a relative path from another working folder, code not mounted).
        {K::ScriptMissing, E, "can't open file",
         R"(can't open file '(?<value>[^']+)': \[Errno (?<errno>\d+)\] (?<reason>.+))"},
        // The same string of options quoted as one word reaches python itself when it starts with
        // an ASCII dash: python's own option parser refuses it (option-quoted.log).
        {K::LauncherArguments, E, "unknown option", R"((?i)^unknown option:? (?<value>-\S.*))"},
        // The script's own lookups of what a launcher exports (os.environ["LOCAL_RANK"]).
        {K::LauncherEnvironment, E, "keyerror",
         R"(^KeyError: '(?<value>(?:LOCAL_|GROUP_|ROLE_)?RANK|(?:LOCAL_)?WORLD_SIZE|MASTER_ADDR|MASTER_PORT|TORCHELASTIC_RUN_ID)(?:'|\s*$))"},
        // The same KeyError's text alone, as a script prints the exception it caught (print(e)).
        {K::LauncherEnvironment, E, "'local_rank'", R"(^'(?<value>LOCAL_RANK)'\s*$)"},
        {K::LauncherEnvironment, E, "'rank'", R"(^'(?<value>RANK)'\s*$)"},
        {K::LauncherEnvironment, E, "'world_size'", R"(^'(?<value>WORLD_SIZE)'\s*$)"},
        // Nodes that join one c10d rendezvous with different --nnodes: one agent reads the state
        // another wrote with its own min and max nodes, finds no deadline set, and dies in
        // dynamic_rendezvous.py (recorded/nnodes-differ/).
        {K::LauncherConfig, E, "'<' not supported between instances of 'nonetype' and 'datetime",
         R"(TypeError: '<' not supported between instances of 'NoneType' and 'datetime\.datetime')", R::TorchFrames},
        // torchrun 2.x names the random run id it made up (ymcui/Chinese-LLaMA-Alpaca-2#274).
        {K::LauncherConfig, W, "generated a random run_id", R"(generated a random run_id: (?<value>\S+))"},
        // A launcher's command line whose master address is a path: DeepSpeed's runner takes it
        // from the first line `ssh HOST hostname -I` prints, and a .bashrc that prints a file's
        // name puts that line first (huggingface/accelerate#2249). No rendezvous can reach it.
        {K::LauncherConfig, E, "--master_addr", R"(--master_addr[= ](?<masterpath>~?/\S*))"},
        {K::LauncherConfig, E, "--master-addr", R"(--master-addr[= ](?<masterpath>~?/\S*))"},
        // DeepSpeed's runner without a hostfile (runner.py's fetch_hostfile) starts this node's
        // processes only: on several nodes each trains alone, or all take the same master port.
        {K::LauncherConfig, W, "unable to find hostfile",
         R"((?<hostfile>Unable to find hostfile), will proceed with training with local resources only)"},
        // DeepSpeed's config check (runtime/config.py): the config's train_batch_size must be the
        // micro batch x the accumulation steps x the world size the job started.
        {K::LauncherConfig, E, "train_batch_size is not equal to",
         R"((?<batch>train_batch_size) is not equal to micro_batch_per_gpu \* gradient_acc_step \* world_size)"
         R"((?:\s*(?<value>\d+)\s*!=\s*(?<micro>\d+)\s*\*\s*(?<gas>\d+)\s*\*\s*(?<world>\d+))?)"},
        // A taken port: raised (error), or c10d's own bind attempt, which it retries as a client
        // (warning; healthy-2node-c10d shows it on a shared host).
        // A port below 1024 needs root: nothing holds it, the bind is refused (errno 13).
        {K::PortInUse, E, "permission denied",
         R"(failed to bind to \S*?:(?<privileged>\d+) \(errno: 13 - Permission denied\))"},
        {K::PortInUse, E, "address already in use",
         R"((?i)^(?:[\w.]+\.)?\w*(?:error|exception)\b.*address already in use)", R::ExceptionLine},
        {K::PortInUse, E, "eaddrinuse", R"(^(?:[\w.]+\.)?\w*(?:Error|Exception)\b.*EADDRINUSE)", R::ExceptionLine},
        // Accelerate checks the main process port before it starts anything (accelerate launch).
        {K::PortInUse, E, "but another process is utilizing it",
         R"(on port `?(?<port>\d+)`?, but another process is utilizing it)"},
        {K::PortInUse, W, "address already in use", nullptr},
        {K::PortInUse, W, "eaddrinuse", nullptr},
        // A master with no IPv6 address (EAI_ADDRFAMILY): c10d goes on to IPv4, noise of healthy runs.
        {std::nullopt, W, "address family for host", nullptr, R::Ignore},
        {std::nullopt, W, "gai error: -9 ", nullptr, R::Ignore},
        // The store's reverse look-up of a client's address, for its own log line: the connection
        // itself is made (socket.cpp's and the libuv backend's warnings).
        {std::nullopt, W, "of the client socket cannot be retrieved", nullptr, R::Ignore},
        // Names (hostname-resolution*.log, rendezvous-no-host; pytorch/pytorch#73656, #159007).
        {K::HostnameResolution, W, "network addresses of",
         R"(The IPv6 network addresses of \((?<host>[^,()]+), (?<port>\d+)\)(?: cannot be retrieved(?: \(gai error: (?<gai>-?\d+))?)?)"},
        {K::HostnameResolution, E, "network addresses of",
         R"(The IPv4 network addresses of \((?<host>[^,()]+), (?<port>\d+)\) cannot be retrieved)"},
        {K::HostnameResolution, E, "name or service not known", R"((?i)(?:host not found|gaierror|name or service))"},
        {K::HostnameResolution, E, "temporary failure in name resolution", nullptr},
        {K::HostnameResolution, E, "no address associated with hostname", nullptr},
        {K::HostnameResolution, E, "nodename nor servname", nullptr},
        {K::HostnameResolution, E, "failed to resolve", R"((?i)failed to resolve (?:host ?name )?(?<host>[\w.-]+))"},
        {K::HostnameResolution, E, "gaierror", nullptr},
        // The launchers that start the other nodes over SSH (DeepSpeed's runner checks with
        // `ssh -o PasswordAuthentication=no HOST hostname`, then pdsh; mpirun): ssh's own lines.
        {K::SshUnreachable, E, "not reachable via ssh", R"(host=(?<host>\S+) was not reachable via ssh)"},
        {K::SshUnreachable, E, "ssh: connect to host",
         R"(ssh: connect to host (?<host>\S+) port \d+: (?:No route to host|Connection refused|Connection timed out|Network is unreachable|Connection reset))"},
        {K::SshUnreachable, E, "permission denied (publickey", nullptr},
        {K::SshUnreachable, E, "host key verification failed", nullptr},
        {K::SshUnreachable, E, "ssh exited with exit code 255", nullptr},
        // paramiko's wordings (Fabric, ColossalAI's `colossalai run`, other Python launchers that
        // start the remote nodes over SSH): no key or password it could use, or refused.
        {K::SshUnreachable, E, "no authentication methods available",
         R"((?:on (?<host>[^\s,]+), is localhost: \w+, exception: )?No authentication methods available)"},
        {K::SshUnreachable, E, "authentication failed",
         R"((?:AuthenticationException|paramiko\S*|exception): Authentication failed)"},
        {K::SshUnreachable, E, "error reading ssh protocol banner", nullptr},
        // ColossalAI's runner judged another node's host to be this machine ("is localhost: True"
        // beside a node rank other than 0): that node's processes started here, beside the
        // master's, two to a GPU, and none on the host meant.
        {K::LauncherConfig, E, "is localhost: true",
         R"(--node[_-]rank[= ](?<localrank>[1-9]\d*)\b.* on (?<localhost>\S+), is localhost: True)"},
        // Its check or its remote hostname command: `Command 'ssh -o PasswordAuthentication=no HOST
        // hostname' returned non-zero exit status 255` (a list of words in later releases).
        {K::SshUnreachable, E, "exit status 255",
         R"(Command '.*\bssh\b\W+(?:-o\W+\S+?\W+)?(?<host>[\w.:-]+)\W+hostname\b.*exit status 255)"},
        // GPUs (tatsu-lab/stanford_alpaca#67, Peterande/D-FINE#289, meta-llama/codellama#125).
        {K::DuplicateGpu, E, "duplicate gpu detected",
         R"(Duplicate GPU detected : rank (?<rank>\d+) and rank (?<other>\d+) both on CUDA device (?<device>\w+))"},
        // cudaErrorDevicesUnavailable: the GPU is in exclusive-process mode and another process
        // holds it (another rank, or a checkpoint restored onto the GPU it was saved from).
        {K::DuplicateGpu, E, "busy or unavailable",
         R"(CUDA-capable device\(s\) (?:is/are|is|are) (?<exclusive>busy or unavailable))"},
        // DeepSpeed's runner: its resource pool numbers the GPUs it sees from 0 (CUDA_VISIBLE_DEVICES
        // turned into --include keeps the physical number). Older releases wrote it unquoted and
        // "specificied"; a paste drops the quotes or the ValueError before it.
        {K::InvalidDeviceOrdinal, E, "no slot",
         R"(No slot '?(?<slot>\d+)'? specifi(?:c?i)?ed on host '?(?<host>[A-Za-z0-9._-]+))"},
        // The runner's own line before it: the physical numbers it keeps (the collector drops a
        // list that is 0..n-1, which the runner's slots match).
        {K::InvalidDeviceOrdinal, E, "detected cuda_visible_devices",
         R"(Detected CUDA_VISIBLE_DEVICES=(?<visible>[\d,]+): setting --include=(?<host>[A-Za-z0-9._-]+):(?<slot>[\d,]+))"},
        {K::InvalidDeviceOrdinal, E, "invalid device ordinal", nullptr},
        {K::InvalidDeviceOrdinal, E, "gpu(s) are visible",
         R"(LOCAL_RANK (?<rank>\d+) but only (?<value>\d+) GPU\(s\) are visible)"},
        {K::NoGpu, E, "no cuda gpus are available", nullptr},
        {K::NoGpu, E, "found no nvidia driver", nullptr},
        {K::NoGpu, E, "no gpus found", nullptr},
        {K::NoGpu, E, "cuda is not available", nullptr},
        {K::NoGpu, E, "no cuda-capable device is detected", nullptr},
        {K::CudaDriverTooOld, E, "cuda driver version is insufficient", nullptr},
        // cudaErrorCallRequiresNewerDriver (36), as NCCL's "Cuda failure '...'" quotes it.
        {K::CudaDriverTooOld, E, "api call is not supported in the installed cuda driver", nullptr},
        {K::NoGpu, E, "torch not compiled with cuda enabled", nullptr},
        // A CPU-only torch build has no CUDA functions at all: torch.cuda.set_device() on it
        // (recorded: matrix/cuda-on-cpu--*.log, Debian's torch 1.13).
        {K::NoGpu, E, "has no attribute '_cuda", R"(module 'torch\._C' has no attribute '_cuda\w*')"},
        // Shared memory before host memory: "Bus error" is /dev/shm (NVIDIA/nccl#342, #473).
        // Attaching to the segment a peer on the node made, not making one: the file is not there
        // (open: No such file or directory), so /dev/shm did not run out. The processes do not
        // share /dev/shm, systemd's RemoveIPC removed it, or a release's shared-memory transport
        // fails there (NVIDIA/nccl#1589, fixed by going back a release).
        {K::NcclP2pShm, E, "attaching to shared memory segment",
         R"((?<shm>attaching) to shared memory segment(?!.*(?:No space left|\(28\))))"},
        {K::SharedMemory, E, "/dev/shm", R"((?i)failed to extend /dev/shm|shared memory|no space left on device)"},
        {K::SharedMemory, E, "posix_fallocate failed", nullptr},
        // ENOSPC alone: in a DDP job most often /dev/shm (a container's 64 MB default, the
        // DataLoader's workers), else the disk a checkpoint or cache is written to.
        {K::SharedMemory, E, "no space left on device", R"((?<enospc>No space left on device))", R::Likely},
        {K::SharedMemory, E, "shm_open failed", nullptr},
        {K::SharedMemory, E, "insufficient shared memory", nullptr},
        {K::SharedMemory, E, "creating shared memory segment", nullptr},
        {K::SharedMemory, E, "unable to write to file </torch_", nullptr},
        {K::SharedMemory, E, "bus error", R"((?i)killed by signal: bus error|\bbus error\b)"},
        {K::SharedMemory, E, "signal 7 (sigbus)", nullptr},
        // Host memory: the kernel's words and SIGKILL (NervanaSystems/deepspeech#48, lzhxmu/CPPO#6).
        {K::HostOutOfMemory, E, "out of memory: kill", nullptr},
        {K::HostOutOfMemory, E, "oom-kill", nullptr},
        {K::HostOutOfMemory, E, "oom_reaper", nullptr},
        {K::HostOutOfMemory, E, "invoked oom-killer", nullptr},
        {K::HostOutOfMemory, E, "memory cgroup out of memory", nullptr},
        {K::HostOutOfMemory, E, "is killed by signal: killed", nullptr},
        {K::HostOutOfMemory, E, "signal 9 (sigkill)", nullptr},
        {K::HostOutOfMemory, E, "exit code 137", nullptr},
        {K::HostOutOfMemory, E, "killed", R"((?:^|\d+ |: )Killed(?:\s+\S.*)?$)"},
        // Ray's memory monitor (raylet) kills a worker before the kernel would; its worker-death
        // report names the OOM killer as the first of the likely causes (ray-project/ray#47461).
        {K::HostOutOfMemory, E, "killed due to memory pressure", nullptr},
        {K::HostOutOfMemory, E,
         "memory on the node (ip:", R"(Memory on the node \(IP: [^)]*\) where the (?:task|actor))"},
        // Ray's report of any worker that died lists the OOM killer as the first of its potential
        // causes: the cause only when the log shows no other.
        {K::HostOutOfMemory, E, "killed by sigkill by oom killer", nullptr, R::Likely},
        // Slurm's step daemon counts the cgroup's OOM kills; srun names the task it lost to them
        // (host memory, not a GPU's).
        {K::HostOutOfMemory, E, "oom_kill event", R"(Detected (?<value>\d+) oom_kill events?)"},
        {K::HostOutOfMemory, E, "out of memory", R"(^srun: error: .*\btask \d+: Out Of Memory)"},
        // An allocation that fails inside the process, before any killer acts: torch's CPU
        // allocator (c10/core/impl/alloc_cpu.cpp), C++'s bad_alloc, Python's MemoryError, ENOMEM,
        // and Rust's allocator (tokenizers) printing `memory allocation of N bytes failed`.
        {K::HostOutOfMemory, E, "defaultcpuallocator",
         R"(DefaultCPUAllocator: (?<alloc>can't allocate memory|not enough memory)(?:: you tried to allocate (?<value>\d+) bytes)?)"},
        {K::HostOutOfMemory, E, "std::bad_alloc", R"((?<alloc>std::bad_alloc))"},
        {K::HostOutOfMemory, E, "memoryerror", R"((?<![\w])(?<alloc>MemoryError)\b)"},
        {K::HostOutOfMemory, E, "cannot allocate memory",
         R"((?<alloc>\[Errno 12\] Cannot allocate memory|Error code 12 \(Cannot allocate memory\)))"},
        {K::HostOutOfMemory, E, "memory allocation of",
         R"((?<!memory allocation of )(?<alloc>memory allocation of) (?<value>\d+) bytes failed)"},
        // GPU memory (pytorch/pytorch#16417).
        {K::CudaOutOfMemory, E, "out of memory",
         R"((?:CUDA out of memory|OutOfMemoryError|CUDA error: out of memory|Cuda failure 'out of memory')(?:.*?Tried to allocate (?<value>[\d.]+ [KMGT]i?B))?(?:.*?\(?GPU (?<gpu>\d+))?)"
         // torch 2.x lists the processes that hold memory on that GPU: two or more are ranks that
         // share it.
         R"((?:.*?(?<shared>Process \d+ has [\d.]+ [KMGT]i?B memory in use\. Process \d+ has))?)"},
        {K::CudaOutOfMemory, E, "cudaerrormemoryallocation", nullptr},
        // A CUDA kernel's own assertion (the device-side assert torch reports after it): a label or
        // index out of range in the script's data, on that rank.
        {K::WorkerFailed, E, "assertion `", R"(\.cu:\d+: .*\bAssertion `(?<assertion>.*)` failed)"},
        {K::ProcessGroupNotInitialized, E, "default process group has not been initialized", nullptr},
        // torch 1.7 and older asserted it in these words (_check_default_pg), still quoted in posts.
        {K::ProcessGroupNotInitialized, E, "default process group is not initialized", nullptr},
        // torch 1.0's ProcessGroupNCCL checked each tensor in these words (later: "Tensors must be
        // CUDA and dense"), still quoted in posts.
        {K::CpuTensorNccl, E, "only cuda dense tensor", R"(Only CUDA dense tensor is supported for NCCL)"},
        // SyncBatchNorm outside DDP: torch 1.x's forward checked the ddp_gpu_size that
        // DistributedDataParallel gives its layers (a check later releases dropped; copies of that
        // layer in many projects still raise it). On a CPU tensor every release refuses it.
        {K::DistributedUsage, E, "syncbatchnorm is only supported",
         R"(SyncBatchNorm is (?<syncbn>only supported) within)"},
        {K::DistributedUsage, E, "syncbatchnorm expected input tensor to be on gpu",
         R"(SyncBatchNorm expected input tensor to be on (?<syncbn>GPU))"},
        // The reducer's own words, at the start of its message (ready-twice.log): the mined table
        // has only a later piece of it, which a terminal cuts off.
        {K::ParameterReadyTwice, E, "expected to mark a variable ready only once", nullptr},
        {K::ParameterReadyTwice, E, "has been marked as ready twice", nullptr},
        // The script's own check of its model-parallel layout against the world the launcher made:
        // LLaMA's reference code loading a checkpoint of MP shards, Megatron's and NeMo's
        // tensor x pipeline sizes.
        {K::WorldSizeMismatch, E, "but world size is",
         R"(Loading a checkpoint for MP=(?<layout>\d+) but world size is (?<world>\d+))"},
        {K::WorldSizeMismatch, E, "is not divisible by",
         R"(world[ _]size \(?(?<world>\d+)\)? is not divisible by (?:[a-z _]*\(?)?(?<layout>\d+))"},
        // NCCL's bootstrap root met a rank twice: two processes of the job hold the same rank (a
        // rank computed by hand, or a node rank given twice), not a network problem.
        {K::WorldSizeMismatch, E, "ranks has already checked in",
         R"(rank (?<value>\d+) of (?<ranks>\d+) ranks has already checked in)"},
        // Network interfaces (gloo-ifname-*.log; NVIDIA/nccl#1837, aws-samples/aws-do-eks#51, #69).
        {K::NetworkInterface, E, "unable to find address for", R"(Unable to find address for:? (?<value>\S+))"},
        {K::NetworkInterface, E, "no socket interface found", nullptr},
        {K::NetworkInterface, E, "no interface found", nullptr},
        {K::NetworkInterface, E, "connectfullmesh", R"(connectFullMesh failed(?:.*?remote=\[(?<host>[^\]]+)\])?)"},
        {K::NetworkInterface, E, "nor af_inet6", nullptr},
        {K::NetworkInterface, E, "call to connect failed", nullptr},
        // Older releases' socket.h: a refused bootstrap connection (to the address rank 0 chose).
        {K::NetworkInterface, W, "call to connect timeout", R"(Call to connect timeout : (?<reason>.+))"},
        // Connections between ranks, which start only after the rendezvous succeeded: Gloo's
        // pair.cc and NCCL's socket code name the peer's address, so the cause is the network
        // between the nodes (gloo-loopback-alias, gloo-unroutable-interface), not the endpoint.
        {K::NetworkInterface, E, "pair.cc",
         R"(\bconnect(?: timeout)?(?: \[(?<host>[^\]]+)\]:(?<port>\d+))?:\s*(?<reason>.+))"},
        {K::NetworkInterface, E, "connect to",
         R"(Connect to (?<host>[^\s<>]+)<(?<port>\d+)> failed\s*:\s*(?<reason>.+))"},
        {K::NetworkInterface, E, "connect returned",
         R"(\bconnect returned (?<reason>[^,]+), exceeded error retry count)"},
        // NCCL 2.19 and newer word the same failures "Connect to ADDR<PORT> returned 113(No route
        // to host) errno ...", and log each retry; the last retry is the failure.
        {K::NetworkInterface, E, "connect to",
         R"(Connect to (?<host>[^\s<>]+)<(?<port>\d+)> returned -?\d+\((?<reason>[^)]+)\))"},
        {K::NetworkInterface, E, "connect returned",
         R"(\bconnect returned (?<reason>[^,]+), retrying \((?<attempt>\d+)/\k<attempt>\))"},
        {K::NetworkInterface, W, "connect returned", R"(\bconnect returned (?<reason>[^,]+), retrying)"},
        {K::NetworkInterface, W, "connect returned", R"(Call to connect returned (?<reason>[^,]+))"},
        // NCCL found no interface of the address family it wants (old releases: "WARN" without
        // "NCCL"; NVIDIA/nccl#210): no usable IP interface on the node.
        {K::NetworkInterface, E, "socket creation failed",
         R"(WARN Socket creation failed : Address family not supported)"},
        // Gloo found no address for the node's own host name and binds the loopback instead
        // (ProcessGroupGloo.cpp's TORCH_WARN_ONCE): harmless on one node, the reason the other
        // nodes cannot connect on several. Its interface fix is the same.
        {K::NetworkInterface, W, "using the loopback address as fallback", nullptr},
        // The interfaces NCCL chose (NCCL_DEBUG=INFO): loopback, container bridges and veth links,
        // IPoIB for the bootstrap. Suspicious, not a failure: they are the evidence when the job
        // then fails (nccl-interfaces-*.log; NVIDIA/nccl#286, #1837).
        // The loopback chosen by the user's own setting: what to change (pytorch/pytorch#52916 shape).
        {K::NetworkInterface, W, "set by environment to",
         R"((?<setenv>NCCL_SOCKET_IFNAME) set by environment to (?<iface>lo)\b)"},
        // (Older releases: "NET : Using interface lo:127.0.0.1<0>", one line an interface.)
        {K::NetworkInterface, W, "lo:127.",
         R"(NCCL INFO (?:Bootstrap|NET/Socket|NET) : Using (?:interface )?(?:\[\d+\])?(?<iface>lo):(?<address>[^\s<]+))"},
        {K::NetworkInterface, W, "bootstrap : using",
         R"(NCCL INFO Bootstrap : Using (?<iface>(?:docker|br-|virbr|veth|cni|flannel|cali|ib)[\w.-]*):(?<address>[^\s<]+))"},
        // A container's own interface on docker's default bridge network (172.17.0.0/16): private
        // to its host, which other hosts do not route to, and NCCL connects on ports no mapping
        // covers (docker run without --network=host).
        {K::NetworkInterface, W, "bootstrap : using",
         R"(NCCL INFO Bootstrap : Using (?<iface>eth\d+):(?<address>(?<bridged>172\.17)\.\d{1,3}\.\d{1,3})<)"},
        {K::NetworkInterface, W, "net/socket : using",
         R"(NCCL INFO NET/Socket : Using (?:\[\d+\]\S+ )*\[\d+\](?<iface>(?:docker|br-|virbr|veth|cni|flannel|cali)[\w.-]*):(?<address>[^\s<]+))"},
        // The same list where a paste or a form broke it, one interface a line ("[1]br-05ab:172.19.0.1<0>"):
        // NCCL's own "[index]name:address<n>" shape, bridges and veth links (docker* and lo NCCL skips).
        {K::NetworkInterface, W, "]br-",
         R"(^\s*(?:\[\d+\]\S+\s+)*\[\d+\](?<iface>br-[\w.-]*):(?<address>[^\s<]+)<\d+>)"},
        {K::NetworkInterface, W, "]veth",
         R"(^\s*(?:\[\d+\]\S+\s+)*\[\d+\](?<iface>veth[\w.-]*):(?<address>[^\s<]+)<\d+>)"},
        {K::NetworkInterface, W, "; oob ib",
         R"(NCCL INFO NET/IB : Using .*; OOB (?<iface>ib[\w.-]*):(?<address>[^\s<]+))"},
        // InfiniBand (NVIDIA/nccl#925, NVIDIA/nccl-tests#185, #227).
        {K::Infiniband, E, "ibv_", R"(\bibv_\w+\b.*(?:fail|error))"},
        // rdma-core found an InfiniBand device but no userspace provider for it (the container
        // lacks libmlx5): NCCL's IB transport then fails with a bare internal error. Alone it is a
        // warning (MPI prints it on healthy runs); the cause of an NCCL error that follows.
        {K::Infiniband, W, "libibverbs: warning",
         R"(libibverbs: Warning: (?<verbs>no userspace device-specific driver found|couldn't load driver))"},
        // The IB transport received a message of another size than it posted for: the peers run
        // different collectives or sizes, or NCCL with different settings or releases on the
        // nodes (NCCL_PROTO, NCCL_BUFFSIZE, NCCL_ALGO), not a broken link.
        {K::CollectiveMismatch, E, "collective mismatch error",
         R"(collective mismatch error, local size (?<local>\d+) remote size (?<remote>\d+))"},
        // The socket transport's (and the bootstrap's) form of it: "message truncated : receiving
        // A bytes instead of B", NCCL's own hint in later releases (NVIDIA/nccl#626).
        {K::CollectiveMismatch, E, "message truncated",
         R"((?<truncated>[Mm]essage truncated)(?:\s*:\s*receiv\w* (?<remote>\d+) bytes instead of (?<local>\d+))?)"},
        {K::Infiniband, E, "net/ib", R"(NCCL WARN NET/IB)"},
        // The completion error quoted inside another message (ncclRemoteError's "Last error:", on
        // the same line), or bare (the IBP plugin): net_ib.cc prints it only for a work completion
        // that failed, the transport's own failure and the cause of the remote error.
        {K::Infiniband, E, "got completion from peer", R"(NET/IB\w*\s*:\s*Got completion from peer\b)"},
        // rdma-core's mlx5 provider dumping a failed work completion (its CQE follows in hex).
        {K::Infiniband, E, "got completion with error", R"(\bmlx\d+: [^:\s]+: got completion with error)"},
        // The same RDMA transport through the OFI plugin (AWS EFA, libfabric): "NET/OFI Request ...
        // completed with error", "NET/OFI ... failed".
        {K::Infiniband, E, "net/ofi", R"((?<ofi>NET/OFI)\b.*(?:\berror\b|\bfail))"},
        // A build without libuv (the Windows wheels) whose store was asked for the libuv backend:
        // torch 2.4 and later ask by default; the message's own advice is USE_LIBUV=0.
        {K::LauncherConfig, E, "without libuv support", R"((?<libuv>buil[dt] without libuv support))"},
        // The store: a rank waited for another one (store-timeout.log; axolotl-ai-cloud/axolotl#2684).
        // More processes reached the barrier than the world has (the launcher and the script both
        // start processes, a stale file:// init file): no rank was missing.
        {K::WorldSizeMismatch, E, "timed out initializing process group in store based barrier",
         R"(world_size=(?<total>\d+), worker_count=(?<joined>\d+))", R::MoreJoinedThanTotal},
        {K::StoreTimeout, E, "timed out initializing process group in store based barrier",
         R"(^(?:.*?world_size=(?<total>\d+), worker_count=(?<joined>\d+))?)"},
        {K::StoreTimeout, E, "socket timeout", nullptr},
        {K::StoreTimeout, E, "wait timeout after", R"(wait timeout after (?<value>\d+)ms)"},
        {K::StoreTimeout, E, "clients joined",
         R"(Timed out after (?<value>\d+) seconds waiting for clients\. (?<joined>\d+)/(?<total>\d+) clients joined)"},
        // A rank that could not read rank 0's NCCL id: a wait that timed out, unless the store's
        // host went away (torch 2.x: "got error: Connection reset by peer", "Failed to recv, got 0
        // bytes"), which the peer-lost rules below name.
        {K::StoreTimeout, E, "store->get(", R"((?i)^(?!.*got error:\s*(?:connection reset by peer|failed to recv)))"},
        // c10d logs waitForInput only when it timed out (the time-out may be cut off by a terminal).
        {K::StoreTimeout, W, "waitforinput", R"(waitForInput: (?:.*timed out after (?<value>\d+)ms)?)"},
        // PyTorch Lightning's wording of DDP's unused-parameter error.
        {K::UnusedParameters, E, "were not used in producing the loss", nullptr},
        // Collectives (OFA-Sys/OFA#271, collective-timeout-gloo.log).
        {K::CollectiveTimeout, E, "watchdog caught collective operation timeout",
         R"(WorkNCCL\(SeqNum=(?<seq>\d+), OpType=(?<op>\w+).*?Timeout\(ms\)=(?<value>\d+)\))"},
        // The same cut short by a terminal or an issue form (watchdog-frames.log): the C++ frames
        // below it only say where it was thrown.
        {K::CollectiveTimeout, E, "watchdog caught collective", nullptr},
        {K::CollectiveTimeout, E, "timed out waiting", R"(Timed out waiting (?<value>\d+)ms for (?<op>\w+) operation)"},
        // torch 2.3 and newer: the watchdog's own monitor ends the process when the watchdog itself
        // hangs in a collective or CUDA call that never returns.
        {K::CollectiveTimeout, E, "heartbeat monitor timed out", nullptr},
        {K::CollectiveTimeout, E, "watchdog got stuck for", R"(watchdog got stuck for (?<stuck>\d+) seconds)"},
        // NCCL's own check of the collectives in older releases (ncclCommGetAsyncError in init.cc,
        // not in the NCCL tree the table was mined from): asserted, the communicator fails with
        // ncclInvalidUsage; suspected, the program hangs there.
        {K::CollectiveMismatch, E, "mismatched collective detected", nullptr},
        {K::CollectiveMismatch, E, "this may be caused by a collective mismatch", nullptr},
        // Printed after an NCCL error as after a time-out: the line before it says which.
        {K::NcclError, E, "some nccl operations have failed or timed out", nullptr},
        {K::CollectiveTimeout, E, "nccl communicator was aborted", nullptr},
        // The other end went away (worker-crash.log; NVIDIA/nccl#1232).
        {K::PeerLost, E, "connection closed by peer", nullptr},
        // Horovod stops every rank once one of them raised: that rank's exception is the cause.
        {K::PeerLost, E, "horovod has been shut down", nullptr},
        {K::PeerLost, E, "closed by remote peer", nullptr},
        {K::PeerLost, E, "connection reset by peer", nullptr},
        // NCCL's socket to a peer rank (its "Net : Call to recv from ... failed : Connection
        // refused"): the peer went away, not the rendezvous endpoint.
        {K::PeerLost, E, "call to recv from", R"(Call to recv from \S+ failed)"},
        {K::PeerLost, E, "failed to recv, got 0 bytes", R"((?i)store->get\(.*got error: failed to recv, got 0 bytes)"},
        {K::PeerLost, E, "broken pipe", R"(^(?:[\w.]+\.)?\w*Error\b.*Broken pipe)"},
        // The rendezvous store could not be reached (rendezvous-unreachable.log; pytorch/pytorch#79388).
        {K::RendezvousUnreachable, E, "client socket has timed out",
         R"(client socket has timed out after (?<value>\w+) while trying to connect to \((?<host>[^,()]+), (?<port>\d+)\))"},
        // init_method="file://PATH": c10d's FileStore opens PATH, whose folder must exist and be
        // shared by every process (FileStore.cpp's open() of the path).
        {K::RendezvousUnreachable, E, "): no such file or directory",
         R"(^(?:[\w.]+\.)?\w*Error: open\((?<storefile>/[^)]*)\): No such file or directory)"},
        {K::RendezvousUnreachable, E, "rendezvousconnectionerror", nullptr},
        {K::RendezvousUnreachable, E, "the connection to the c10d store has failed", nullptr},
        {K::RendezvousUnreachable, E, "connect() timed out", nullptr},
        // A host name of digits only is read as a number, an IPv4 address ("05" is 0.0.0.5): no
        // name is looked up at all.
        {K::HostnameResolution, E, "failed to connect to any network address",
         R"(network address of \((?<numeric>\d+), (?<port>\d+)\))"},
        {K::RendezvousUnreachable, E, "failed to connect to any network address",
         R"(network address of \((?<host>[^,()]+), (?<port>\d+)\))"},
        {K::RendezvousUnreachable, W, "client socket has failed to connect",
         R"(failed to connect to (?:\[(?<host>[^\]]+)\]|(?<host2>[^\s:]+)):(?<port>\d+))"},
        {K::RendezvousUnreachable, E, "connection refused", nullptr},
        {K::RendezvousUnreachable, E, "no route to host", nullptr},
        {K::RendezvousTimeout, E, "rendezvoustimeouterror", nullptr},
        {K::RendezvousClosed, E, "rendezvousclosederror", nullptr},
        // NVLink SHARP (NVLS, NVSwitch systems) failing to set up: NCCL_NVLS_ENABLE=0 goes without it.
        {K::NcclError, E, "nvls.cc", R"((?<nvls>nvls)\.cc:\d+ NCCL WARN)", R::Specific},
        // A graph file (NCCL_GRAPH_FILE, set by the environment or /etc/nccl.conf, as cloud HPC images
        // do for their own VM size) that names a GPU this node does not have (NVIDIA/nccl's graph/search.cc).
        {K::NcclError, E, "xml import channel", R"(XML Import Channel : (?<graphfile>dev) \d+ not found)", R::Specific},
        // cudaErrorSystemNotReady: the NVSwitch fabric manager is not running on the node.
        {K::NcclError, E, "system not yet initialized", R"(Cuda failure (?<fabric>802)\b)", R::Specific},
        // Any other NCCL failure, after the specific ones (NVIDIA/nccl#328).
        {K::NcclError, E, "nccl error", nullptr},
        // ncclGetErrorString's words where another library quotes them after the call that failed
        // (Horovod: "ncclCommInitRank failed: unhandled cuda error").
        {K::NcclError, E, "unhandled cuda error", nullptr},
        {K::NcclError, E, "unhandled system error", nullptr},
        {K::NcclError, E, "ncclsystemerror", nullptr},
        {K::NcclError, E, "ncclinternalerror", nullptr},
        {K::NcclError, E, "ncclunhandledcudaerror", nullptr},
        {K::NcclError, E, "ncclinvalidusage", nullptr},
        {K::NcclError, E, "ncclremoteerror", nullptr},
        {K::NcclError, E, "distbackenderror", nullptr},
        {K::NcclError, W, "nccl warn", nullptr},

        // torchrun itself stopped from outside (restart-after-crash).
        {K::Terminated, E, "got signal:", R"(SignalException: Process \d+ got signal: (?<value>\d+))"},
        // The same exception however it is worded or retyped ("got signal : 1", "got sigval:1").
        // The raise in torch's source, quoted above it, has its f-string's fields unfilled.
        {K::Terminated, E, "signalexception",
         R"(SignalException:.*\bgot (?:signal|sigval)\s*:?\s*(?:(?<value>\d+)|\{\w+\}))"},
        // Python 3.11 prints the agent's signal as its number, older ones as the enum's name.
        {K::Terminated, E, "death signal", R"(Received (?:(?<value>\d+)|Signals\.(?<signame>SIG[A-Z]+)) death signal)"},
        // Exit codes (worker-sigkill.log): the failure table and torchrun's own line.
        {K::WorkerExit, E, "failed (exitcode:", R"(failed \(exitcode: (?<value>-?\d+)\) local_rank: (?<local>\d+))",
         R::WorkerExitRecord},
        {K::WorkerExit, E, "exitcode", R"(^\s*exitcode\s*:\s*(?<value>-?\d+))", R::WorkerExitRecord},
        {K::WorkerExit, E, "childfailederror", R"(^(?:[\w.]+\.)?ChildFailedError\b)", R::WorkerExitRecord},
        // mp.spawn's report of a worker that died without a traceback of its own: its signal or exit
        // code, as torchrun's failure table gives them.
        {K::WorkerExit, E, "processexitedexception",
         R"(ProcessExitedException: process (?<local>\d+) terminated with (?:signal (?<signame>SIG[A-Z]+)|exit code (?<value>-?\d+)))",
         R::WorkerExitRecord},
        // mp.spawn's wrapper: the worker's own traceback follows it ("-- Process 1 terminated with
        // the following error:") and is read as the worker's failure.
        {std::nullopt, W, "processraisedexception", R"(^(?:[\w.]+\.)?ProcessRaisedException:?\s*$)", R::Ignore},
        // DeepSpeed's launch.py reports a worker's signal as a negative return code; Accelerate's
        // launch raises Python's CalledProcessError, which names the signal.
        {K::WorkerExit, E, "exits with return code", R"(exits with return code = (?<value>-?\d+))",
         R::WorkerExitRecord},
        {K::WorkerExit, E, "died with <signals.", R"(died with <Signals\.SIG\w+: (?<signal>\d+)>)",
         R::WorkerExitRecord},
        {K::WorkerExit, E, "returned non-zero exit status", R"(returned non-zero exit status (?<value>\d+))",
         R::WorkerExitRecord},
        // The training operator's events for the pod of a worker (Kubeflow's PyTorchJob).
        {K::WorkerExit, E, "exitcode: ", R"(Error pod (?<pod>\S+) container \S+ exitCode: (?<value>-?\d+))",
         R::WorkerExitRecord},
        {K::WorkerExit, E, "exited with code", R"(\bPod: (?<pod>\S+) exited with code (?<value>-?\d+))",
         R::WorkerExitRecord},
        // DeepSpeed's launcher stopping the others after a worker ended, its command list cut
        // before "exits with return code" (the rule above reads the code when it is there).
        {K::WorkerExit, E, "sigkill_handler", R"(\[ERROR\].*\bsigkill_handler\b)"},
        // init_process_group's store-based barrier, logged every 10 s while ranks are missing; a
        // log that ends waiting there (no rank completes it, nothing fails) hangs there.
        // More workers than the world arrived: processes of another job (or another world size)
        // share this store; the barrier never completes.
        {K::WorldSizeMismatch, E, "waiting in store based barrier",
         R"(world_size=(?<total>\d+), worker_count=(?<joined>\d+))", R::MoreJoinedThanTotal},
        {K::StoreTimeout, W, "waiting in store based barrier",
         R"(world_size=(?<world>\d+), worker_count=(?<value>\d+))"},
        // Error lines nothing else explains (used only when nothing else is found).
        {K::Unknown, W, "error:", R"(^(?:ERROR|FATAL|Error|Fatal)\b)"},
        {K::Unknown, W, "fatal", R"(^(?:ERROR|FATAL|Error|Fatal)\b)"},
    };
    return rules;
}

const QList<QByteArray>& structuralLiterals()
{
    static const QList<QByteArray> literals{
        "traceback (most recent call last)",
        "the above exception", // "During handling of the above exception", "The above exception was"
        "childfailederror",
        "starting elastic_operator with launch configs",
        "\"py_callstack\"",
        "\"message\"",
        "nccl version",
        "torch==",
        "pytorch version",
        "last error:",
        "rendezvous complete for workers",
        "os.environ[",
        "completed store-based barrier",
        "exception raised from ",
        "init complete",
        "nccl info trees [",
        "init_process_group(",
        "  file \"",
        "raise ",
        "rank=",
        "world_size=",
        "rank\":",
        "world_size\":",
        "will restart worker group",
        "global_rank: ",
        "_file set by environment to",
        "--node_rank",
        "--node-rank",
        "worknccl(seqnum=",
        "detected by watchdog at work: ",
    };
    return literals;
}

struct Compiled
{
    QList<QByteArray> triggers;         // distinct literals
    QList<int> ruleTrigger;             // rule -> trigger index
    QStringList triggerTexts;           // per rule: its trigger as text (UTF-8: bash in a Chinese locale)
    QList<QList<int>> rulesOfTrigger;   // trigger -> rules, in table order
    QList<QRegularExpression> patterns; // per rule (invalid = none)
    QList<QStringList> captureNames;    // per rule: its named groups
    QList<int> structural;              // Structural -> trigger index
};

const Compiled& compiled()
{
    static const Compiled c = [] {
        Compiled out;
        QHash<QByteArray, int> index;
        const auto indexOf = [&](const QByteArray& literal) {
            const auto it = index.constFind(literal);
            if (it != index.cend())
                return *it;
            out.triggers.append(literal);
            out.rulesOfTrigger.append(QList<int>());
            index.insert(literal, int(out.triggers.size()) - 1);
            return int(out.triggers.size()) - 1;
        };
        const QList<R::Rule>& rules = table();
        for (int i = 0; i < rules.size(); ++i) {
            const int t = indexOf(QByteArray(rules.at(i).trigger));
            out.ruleTrigger.append(t);
            out.triggerTexts.append(QString::fromUtf8(rules.at(i).trigger));
            out.rulesOfTrigger[t].append(i);
            QString pattern = rules.at(i).pattern ? QString::fromUtf8(rules.at(i).pattern) : QString();
            QRegularExpression::PatternOptions options = QRegularExpression::NoPatternOption;
            if (pattern.startsWith(QLatin1String("(?i)"))) {
                pattern = pattern.mid(4);
                options |= QRegularExpression::CaseInsensitiveOption;
            }
            out.patterns.append(pattern.isEmpty() ? QRegularExpression() : QRegularExpression(pattern, options));
            QStringList names = out.patterns.last().namedCaptureGroups();
            names.removeAll(QString());
            out.captureNames.append(names);
        }
        for (const QByteArray& literal : structuralLiterals())
            out.structural.append(indexOf(literal));
        return out;
    }();
    return c;
}

} // namespace

const QList<LogRules::Rule>& LogRules::rules()
{
    return table();
}

const QList<QByteArray>& LogRules::triggers()
{
    return compiled().triggers;
}

const QStringList& LogRules::captureNames(int rule)
{
    return compiled().captureNames.at(rule);
}

int LogRules::structuralTrigger(Structural which)
{
    return compiled().structural.at(int(which));
}

bool LogRules::isExceptionLine(const QString& message)
{
    static const QRegularExpression pattern(QStringLiteral(
        R"(^(?:(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception|Interrupt|Exit|error|Timeout|Failure)|Exception)(?::|$))"));
    return pattern.match(message).hasMatch();
}

bool LogRules::isBacktraceLine(const QString& message)
{
    if (!message.startsWith(QLatin1String("frame #")) && !message.startsWith(QLatin1String("Exception raised from ")))
        return false;
    static const QRegularExpression pattern(
        QStringLiteral(R"(^(?:frame #\d+: |Exception raised from \S+ at .*\(most recent call first\):$))"));
    return pattern.match(message).hasMatch();
}

bool LogRules::isNumberedCodeLine(const QString& message)
{
    if (!message.contains(QLatin1String("> ")))
        return false;
    static const QRegularExpression pattern(QStringLiteral(R"(^\s*-+> ?\d+ )"));
    return pattern.match(message).hasMatch();
}

namespace {

bool hasWordOrNumber(QStringView text)
{
    return std::any_of(text.begin(), text.end(), [](QChar c) { return c.isLetterOrNumber(); });
}

// Whether the line's end leaves the pattern inside its fixed text (a word, a number, a literal)
// or inside a value that a delimiter ends (a host before its ')'), rather than inside a wildcard
// ('.*', '\S*'): a wildcard would as well take whatever a line goes on with, so a line that ends
// there is not shown to be the message (a user's path is not the launcher's).
bool endsInsideFixedText(const QRegularExpression& pattern, const QString& message)
{
    static const QString junk(3, QChar(0x1));
    for (const QChar closer : {QChar(), QChar(u')'), QChar(u']'), QChar(u'\''), QChar(u'"'), QChar(u',')}) {
        QString extended = message;
        if (!closer.isNull())
            extended += closer;
        const QRegularExpressionMatch match =
            pattern.match(extended + junk, 0, QRegularExpression::PartialPreferCompleteMatch);
        if (!match.hasMatch() && !match.hasPartialMatch())
            return true;
    }
    return false;
}

} // namespace

bool LogRules::looksCut(const LogLine& line)
{
    // Terminals and issue forms cut at 80 columns or more; a message that ends with its closing
    // quote, bracket or full stop ended there itself.
    static constexpr int kNarrowestCut = 80;
    // The columns a terminal counts: the indentation too, not what trails the line. Read on
    // every line of a traceback, so without copying it.
    qsizetype columns = line.text.size();
    while (columns > 0 && line.text.at(columns - 1).isSpace())
        --columns;
    qsizetype end = line.message.size();
    while (end > 0 && line.message.at(end - 1).isSpace())
        --end;
    if (columns < kNarrowestCut || end == 0)
        return false;
    return !QStringView(u"'\")]}.").contains(line.message.at(end - 1));
}

std::optional<LogRules::Match> LogRules::match(const LogLine& line, const QList<int>& hits,
                                               std::optional<bool> inTorchTraceback)
{
    const Compiled& c = compiled();
    // The candidate rules: those of the triggers present, in table order.
    QList<int> candidates;
    for (int trigger : hits) {
        if (trigger < c.rulesOfTrigger.size())
            candidates += c.rulesOfTrigger.at(trigger);
    }
    std::sort(candidates.begin(), candidates.end());
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    const QList<Rule>& rules = table();
    // A line cut by a terminal or an issue form ends inside the message: when no rule matches
    // the line whole, a rule whose pattern the line's end leaves unfinished, past its trigger,
    // is the message (a complete match of any rule wins over it).
    const bool mayBeCut = looksCut(line);
    for (const auto matchType : {QRegularExpression::NormalMatch, QRegularExpression::PartialPreferCompleteMatch}) {
        const bool cut = matchType == QRegularExpression::PartialPreferCompleteMatch;
        if (cut && !mayBeCut)
            break;
        for (int index : candidates) {
            const Rule& rule = rules.at(index);
            // The trigger must be in the message, not only in a prefix ("worker-1: ").
            const QString& triggerText = c.triggerTexts.at(index);
            const qsizetype trigger = line.message.indexOf(triggerText, 0, Qt::CaseInsensitive);
            if (trigger < 0)
                continue;
            if ((rule.flags & ExceptionLine) && !isExceptionLine(line.message))
                continue;
            if ((rule.flags & TorchFrames) && inTorchTraceback.has_value() && !*inTorchTraceback)
                continue;
            const QRegularExpression& pattern = c.patterns.at(index);
            const bool hasPattern = pattern.isValid() && !pattern.pattern().isEmpty();
            // An exit code cut off says nothing; what a cut line captured is not known either.
            if (cut && (!hasPattern || (rule.flags & (WorkerExitRecord | MoreJoinedThanTotal))))
                continue;
            Match result;
            result.rule = index;
            if (hasPattern) {
                result.captures = pattern.match(line.message, 0, matchType);
                const bool whole = result.captures.hasMatch();
                // The cut line carries the trigger and a word or number of the message after it.
                const qsizetype triggerEnd = trigger + triggerText.size();
                const bool unfinished = cut && result.captures.hasPartialMatch() &&
                                        result.captures.capturedStart() <= trigger &&
                                        hasWordOrNumber(QStringView(line.message).sliced(triggerEnd)) &&
                                        endsInsideFixedText(pattern, line.message);
                if (!whole && !unfinished)
                    continue;
                if ((rule.flags & MoreJoinedThanTotal) &&
                    result.captures.captured(QStringLiteral("joined")).toLongLong() <=
                        result.captures.captured(QStringLiteral("total")).toLongLong())
                    continue;
            }
            return result;
        }
    }
    return std::nullopt;
}

} // namespace ddpw
