#include "logdiagnosis/LogFindingText.h"

#include "logdiagnosis/LogFindingCatalog.h"
#include "logdiagnosis/LogFindingCollector.h"

namespace ddpw {

namespace {

QString where(const LogFindingText::Details& d)
{
    const QString rank = d.value(QStringLiteral("rank"));
    const QString node = d.value(QStringLiteral("node"));
    if (!rank.isEmpty() && !node.isEmpty())
        return LogFindingText::tr(" (rank %1 on %2)").arg(rank, node);
    if (!rank.isEmpty())
        return LogFindingText::tr(" (rank %1)").arg(rank);
    if (!node.isEmpty())
        return LogFindingText::tr(" (on %1)").arg(node);
    return {};
}

QString endpoint(const LogFindingText::Details& d)
{
    const QString host = d.value(QStringLiteral("host"));
    const QString port = d.value(QStringLiteral("port"));
    if (host.isEmpty())
        return {};
    return port.isEmpty() ? host : host + u':' + port;
}

// inet_aton's reading of a name of digits only (getaddrinfo takes it so before any look-up): one
// number is the whole 32-bit address, octal with a leading 0. Empty where it is no number.
QString numericAddress(const QString& digits)
{
    bool ok = false;
    const int base = digits.size() > 1 && digits.startsWith(u'0') ? 8 : 10;
    const qulonglong number = digits.toULongLong(&ok, base);
    if (!ok || number > 0xffffffffULL)
        return {};
    return QStringLiteral("%1.%2.%3.%4")
        .arg(number >> 24)
        .arg((number >> 16) & 0xff)
        .arg((number >> 8) & 0xff)
        .arg(number & 0xff);
}

} // namespace

bool LogFindingText::isLoopbackAlias(const QString& host)
{
    return host.trimmed().startsWith(QLatin1String("127.0.1."));
}

bool LogFindingText::isLinkLocal(const QString& host)
{
    return host.trimmed().startsWith(QLatin1String("169.254."));
}

QString LogFindingText::fix(LogDiagnosisKind kind, const Details& d)
{
    using K = LogDiagnosisKind;
    const QString host = d.value(QStringLiteral("host"));
    switch (kind) {
    case K::LauncherMissing:
    case K::ScriptMissing:
        // pdsh's "HOST: " label: DeepSpeed's runner replays the master's folder and python path there.
        if (!host.isEmpty() && (d.contains(QStringLiteral("folder")) || d.value(QStringLiteral("name")).contains(u'/')))
            return tr("A runner that starts the other nodes over ssh or pdsh (DeepSpeed's) runs the same folder and "
                      "the same python path on %1 as on the node that started it: give every node that path (the "
                      "same image, environment and mount), or start the launcher on each node itself (deepspeed "
                      "--no_ssh, or torchrun).")
                .arg(host);
        break;
    case K::PortInUse:
        if (d.contains(QStringLiteral("privileged")))
            return tr("Use a port above 1024 for --master_port or the endpoint (e.g. 29500): only root may listen "
                      "below 1024.");
        if (d.contains(QStringLiteral("closed")))
            return tr("Stop what holds the port (an earlier job's torchrun, or another job on the node), or give this "
                      "job another port and a rendezvous id of its own: a store that is still there keeps the old "
                      "rendezvous, closed, under the same id.");
        break;
    case K::NcclError:
        if (d.contains(QStringLiteral("fabric")))
            return tr("CUDA reports the system not yet initialized (802): on an NVSwitch node (HGX, DGX) the NVIDIA "
                      "Fabric Manager must run, at the driver's own version (systemctl status nvidia-fabricmanager); "
                      "until it does, GPUs cannot reach each other over NVLink.");
        if (d.contains(QStringLiteral("graphfile")))
            return tr("Unset NCCL_GRAPH_FILE and NCCL_TOPO_FILE for this job, or point them at files written for this "
                      "machine: cloud HPC images set them for their own VM size in the environment or in "
                      "/etc/nccl.conf (NCCL's INFO lines say which: 'set by environment to ...').");
        if (d.contains(QStringLiteral("nvls")))
            return tr("NCCL failed to set up NVLink SHARP (NVLS) on this NVSwitch system: check the driver, the "
                      "Fabric Manager and the CUDA version NCCL runs with; NCCL_NVLS_ENABLE=0 goes without NVLS (a "
                      "little slower) and confirms it.");
        break;
    case K::Infiniband:
        if (d.contains(QStringLiteral("verbs")))
            return tr("The container sees the InfiniBand device but has no userspace driver for it (rdma-core's "
                      "provider, e.g. libmlx5 from ibverbs-providers, or the MLNX_OFED the host runs): install it in "
                      "the image, or set NCCL_IB_DISABLE=1 to go over sockets.");
        if (d.contains(QStringLiteral("ofi")))
            return tr("The OFI transport (the aws-ofi-nccl plugin over libfabric, e.g. AWS EFA) failed: check "
                      "FI_PROVIDER (efa), that the plugin and libfabric match the NCCL version, and that the nodes' "
                      "security group lets all traffic between them; NCCL_NET=Socket confirms it is the transport.");
        break;
    case K::CollectiveMismatch:
        if (d.contains(QStringLiteral("remote")) || d.contains(QStringLiteral("truncated")))
            return tr("Compare what the ranks run at that step (the same collectives, in the same order, with the "
                      "same sizes) and the nodes' NCCL: the same release, and the same NCCL_* settings on every node "
                      "(NCCL_PROTO, NCCL_ALGO, NCCL_BUFFSIZE); a setting made on one node only gives such "
                      "mismatches.");
        break;
    case K::NcclP2pShm:
        if (d.contains(QStringLiteral("shm")))
            return tr("A process could not open the shared-memory segment its peer on the node made "
                      "(/dev/shm/nccl-*): it is not there, so /dev/shm did not run out. Run the node's processes "
                      "with one /dev/shm (one container, or host IPC), stop systemd's RemoveIPC from removing it, or "
                      "try another NCCL release; NCCL_SHM_DISABLE=1 goes without it and confirms it.");
        break;
    case K::DistributedUsage:
        if (d.value(QStringLiteral("syncbn")) == QLatin1String("GPU"))
            return tr("Move the model and its input to the rank's GPU before the forward "
                      "(torch.cuda.set_device(LOCAL_RANK), model.cuda(), input.cuda()), or use BatchNorm for a run "
                      "on CPU.");
        if (d.contains(QStringLiteral("syncbn")))
            return tr("Wrap the model in DistributedDataParallel before its first forward "
                      "(SyncBatchNorm.convert_sync_batchnorm, then DDP); for a run of one process (evaluation, one "
                      "GPU, DataParallel) convert the SyncBatchNorm layers back to BatchNorm.");
        break;
    case K::InvalidDeviceOrdinal:
        if (d.contains(QStringLiteral("visible")))
            return tr("With CUDA_VISIBLE_DEVICES set, DeepSpeed sees only those GPUs, numbered from 0, and its "
                      "--include (which it makes from that variable) asks for slot %1, which is not there: unset "
                      "CUDA_VISIBLE_DEVICES and choose the GPUs with --include %2:%1 alone (or --num_gpus).")
                .arg(d.value(QStringLiteral("slot")), d.value(QStringLiteral("host")));
        if (d.contains(QStringLiteral("slot")))
            return tr("DeepSpeed numbers the slots of each host from 0 (the hostfile's slots=N gives 0 to N-1, "
                      "without a hostfile the GPUs it sees): --include %2:%1 asks for one that is not there. Name "
                      "slots below that count, or raise slots= in the hostfile; with CUDA_VISIBLE_DEVICES set, unset "
                      "it and choose the GPUs with --include alone.")
                .arg(d.value(QStringLiteral("slot")), d.value(QStringLiteral("host")));
        break;
    case K::DuplicateGpu:
        if (d.contains(QStringLiteral("exclusive")))
            return tr("Give each rank its GPU before anything touches CUDA (torch.cuda.set_device(local_rank)), and "
                      "load checkpoints onto it: torch.load(path, map_location=f\"cuda:{local_rank}\") or \"cpu\" "
                      "(without map_location a tensor goes back to the GPU it was saved from, another rank's). The "
                      "GPUs are in exclusive-process mode (nvidia-smi -q -d COMPUTE): check that no other job holds "
                      "them, or set the default mode (nvidia-smi -c 0, as root).");
        break;
    case K::LauncherEnvironment:
        if (d.value(QStringLiteral("value")) == QLatin1String("LOCAL_RANK"))
            return tr("Start the script with torchrun, or with torch.distributed.launch --use_env: without --use_env "
                      "launch passes --local_rank=N as an argument and leaves LOCAL_RANK out of the environment (torch "
                      "before 2.0); `python train.py` sets neither.");
        break;
    case K::LauncherConfig:
        if (d.contains(QStringLiteral("libuv")))
            return tr("Ask for the store without libuv: USE_LIBUV=0 in the environment that starts the launcher or "
                      "the script, and for torchrun's c10d rendezvous --rdzv-conf use_libuv=0 where the release reads "
                      "it. Where a release honours neither (some Windows wheels), start the processes with "
                      "init_method=\"file://...\" on one machine, or run on Linux, whose wheels have libuv.");
        if (d.contains(QStringLiteral("batch")))
            return tr("Make DeepSpeed's train_batch_size the micro batch per GPU x the gradient accumulation steps x "
                      "the number of processes the job starts (nodes x processes per node), or set it to \"auto\" "
                      "(with the Hugging Face Trainer or Accelerate) so that it follows the launch; where the config "
                      "was written for another number of GPUs, change the numbers there, not only on the command "
                      "line.");
        if (d.contains(QStringLiteral("localhost")))
            return tr("Make the launcher's host list name each node by an address or name that is not this "
                      "machine's (not localhost, 127.x, or a name /etc/hosts maps to this machine), so that it "
                      "starts each node's processes there over SSH; or start the launcher on each node yourself, "
                      "with that node's --node_rank.");
        if (d.contains(QStringLiteral("masterpath")))
            return tr("Give the launcher the master's host name or address. Where it comes from a command's output "
                      "(DeepSpeed's runner takes the first line that `ssh HOST hostname -I` prints), a shell start-up "
                      "file that prints (a .bashrc that echoes) puts its line there: keep start-up files silent for "
                      "shells that are not interactive, or give --master_addr yourself.");
        if (d.contains(QStringLiteral("hostfile")))
            return tr("For a job of several nodes give deepspeed a hostfile (--hostfile, by default /job/hostfile) "
                      "with every node and its slots, from the node that starts the others; or start deepspeed on "
                      "each node with --no_ssh, --num_nodes, --node_rank, --master_addr and --master_port, or use "
                      "torchrun.");
        break;
    case K::LocalRankArgument:
        if (d.contains(QStringLiteral("required")))
            return tr("Make the argument optional and take the local rank from the environment, which every "
                      "launcher sets: parser.add_argument(\"--local-rank\", \"--local_rank\", type=int, "
                      "default=int(os.environ.get(\"LOCAL_RANK\", 0))).");
        break;
    case K::WorldSizeMismatch:
        if (d.contains(QStringLiteral("layout")))
            return tr("The model's parallel layout fixes the number of processes: a checkpoint of %1 shards needs "
                      "exactly %1, tensor times pipeline sizes of %1 need a multiple of %1. Make --nnodes times "
                      "--nproc_per_node fit it, or change the layout to the %2 processes the job starts.")
                .arg(d.value(QStringLiteral("layout")), d.value(QStringLiteral("world")));
        if (d.contains(QStringLiteral("joined")) && d.contains(QStringLiteral("leftover")))
            return tr("Fix the failure that made torchrun restart the workers (the first error of the log). Where the "
                      "restarted workers meet in a store that kept the earlier attempt's barrier, a restart cannot "
                      "get past init_process_group: run with --max_restarts=0 until the job is sound.");
        if (d.contains(QStringLiteral("joined")))
            return tr("Start the workers once: not mp.spawn inside a script that torchrun or srun already starts "
                      "per process; with init_method=\"file://...\" use a new file for every run (an earlier run's "
                      "file still counts its processes).");
        break;
    case K::CollectiveTimeout:
        // The heartbeat monitor (torch 2.2 and later): the watchdog itself made no progress.
        if (d.contains(QStringLiteral("stuck")))
            return tr("Find the call that never returned: a collective some rank did not reach, a CUDA call "
                      "blocked by another thread holding the GIL, a hang after training (at exit, in "
                      "destroy_process_group). The C++ stacks the monitor dumps show where. Only where the "
                      "watchdog is slow but not stuck, raise TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC (the %1 s it "
                      "waited); TORCH_NCCL_ENABLE_MONITORING=0 turns the monitor off and leaves a hang hanging.")
                .arg(d.value(QStringLiteral("stuck")));
        break;
    case K::Terminated:
        // SIGHUP: the terminal or SSH session torchrun was started from closed (torch's elastic
        // agent handles SIGHUP itself, so nohup's ignoring it is undone); SIGINT: Ctrl+C.
        if (d.value(QStringLiteral("value")) == QLatin1String("1"))
            return tr("torchrun got SIGHUP: the terminal or SSH session it was started from closed. nohup alone "
                      "does not help, since torchrun installs its own SIGHUP handler: start it detached from the "
                      "session (setsid nohup torchrun ... &, disown, or inside tmux or screen); on the platform the "
                      "start command runs without a terminal.");
        if (d.value(QStringLiteral("value")) == QLatin1String("2"))
            return tr("torchrun got SIGINT: Ctrl+C in the terminal it ran in, or a tool that sends it. Nothing failed "
                      "in the job itself.");
        break;
    case K::HostnameResolution:
        if (d.contains(QStringLiteral("numeric")))
            return tr("Use a host name that is not digits only (with its domain, e.g. node05.example, or a name the "
                      "job's Service gives), or the node's address: a name of digits is taken for a number.");
        if (d.contains(QStringLiteral("reverse")))
            return tr("With the c10d backend torchrun gives the workers the name the rendezvous host finds for itself "
                      "(socket.getfqdn()), not the endpoint's address: make that name resolve on every node, pass "
                      "--local-addr with the node's address (torch 2.0 and newer), or use the static backend with "
                      "--master_addr set to the address.");
        break;
    case K::RendezvousUnreachable:
        if (d.contains(QStringLiteral("storefile")))
            return tr("Point init_method=\"file://...\" at a file in a folder that exists and that every process of "
                      "the job shares (a shared file system across nodes), or let the launcher's store do it: "
                      "init_method=\"env://\" under torchrun.");
        if (LogFindingCollector::isLoopbackHost(host))
            return tr("Give every node the master node's address, one the other nodes reach (on the platform, the "
                      "first host of VC_WORKER_HOSTS), as --master_addr, MASTER_ADDR or the --rdzv_endpoint host: "
                      "localhost and 127.0.0.1 work on one node only.");
        break;
    case K::NetworkInterface:
        if (isLoopbackAlias(host))
            return tr("Make each node's host name resolve to its pod address: remove or correct the \"127.0.1.1 "
                      "<hostname>\" line of the image's /etc/hosts, or set GLOO_SOCKET_IFNAME (NCCL_SOCKET_IFNAME for "
                      "NCCL) to the pod's interface, e.g. eth0, so that the ranks advertise that interface's address.");
        if (isLinkLocal(d.value(QStringLiteral("host"))) && !d.contains(QStringLiteral("iface")))
            return tr("Find the node that advertised %1 (NCCL_DEBUG=INFO shows each rank's 'Bootstrap : Using' line) "
                      "and set NCCL_SOCKET_IFNAME (and GLOO_SOCKET_IFNAME) there to the interface the nodes reach each "
                      "other on, or exclude the link-local one with NCCL_SOCKET_IFNAME=^NAME.")
                .arg(d.value(QStringLiteral("host")));
        if ((d.contains(QStringLiteral("reason")) || d.contains(QStringLiteral("between"))) &&
            !d.contains(QStringLiteral("iface")))
            return tr("The rendezvous worked, so the endpoint is reachable; the ranks then connect to each other on "
                      "other ports and addresses. Check the interface they use (NCCL_SOCKET_IFNAME / "
                      "GLOO_SOCKET_IFNAME; NCCL_DEBUG=INFO shows NCCL's choice), the route between the nodes, and "
                      "firewalls or network policies that let only some ports through.");
        if (d.contains(QStringLiteral("setenv")))
            return tr("The job's environment sets %1=%2, so NCCL uses only that interface, which no other node "
                      "reaches: set it to the interface the nodes reach each other on (a pod's own is eth0), or "
                      "remove it and let NCCL choose; NCCL_DEBUG=INFO shows the choice.")
                .arg(d.value(QStringLiteral("setenv")), d.value(QStringLiteral("iface")));
        if (d.contains(QStringLiteral("bridged")))
            return tr("Start the containers with the host's network (docker run --network=host): an address on "
                      "docker's bridge is private to its host, and NCCL's ranks connect to each other on ports that "
                      "no port mapping covers. On Kubernetes the pod network is routed and needs no change.");
        if (d.contains(QStringLiteral("iface")))
            return tr("Set NCCL_SOCKET_IFNAME to the interface the nodes reach each other on (a pod's own is eth0), or "
                      "exclude this one with NCCL_SOCKET_IFNAME=^%1; NCCL_DEBUG=INFO shows the choice.")
                .arg(d.value(QStringLiteral("iface")));
        break;
    default: break;
    }
    return LogFindingCatalog::fix(kind);
}

namespace {

// The signals a worker dies of, with Linux's numbers.
struct SignalRow
{
    int number;
    const char* name;
};
constexpr SignalRow kSignals[] = {{1, "SIGHUP"},   {2, "SIGINT"},   {3, "SIGQUIT"},  {4, "SIGILL"},
                                  {6, "SIGABRT"},  {7, "SIGBUS"},   {8, "SIGFPE"},   {9, "SIGKILL"},
                                  {11, "SIGSEGV"}, {13, "SIGPIPE"}, {15, "SIGTERM"}, {24, "SIGXCPU"}};

} // namespace

QString LogFindingText::signalName(int exitCode)
{
    for (const SignalRow& row : kSignals) {
        if (row.number == -exitCode)
            return QLatin1String(row.name);
    }
    return {};
}

int LogFindingText::signalNumber(QStringView name)
{
    for (const SignalRow& row : kSignals) {
        if (name == QLatin1String(row.name))
            return row.number;
    }
    return 0;
}

QString LogFindingText::summary(LogDiagnosisKind kind, const Details& d)
{
    const QString failure = failureSummary(kind, d);
    if (d.contains(QStringLiteral("restarted")))
        return tr("%1; torchrun restarted the workers, and the attempt from line %2 on ran without an error")
            .arg(failure, d.value(QStringLiteral("restarted")));
    return failure;
}

QString LogFindingText::failureSummary(LogDiagnosisKind kind, const Details& d)
{
    using K = LogDiagnosisKind;
    const QString value = d.value(QStringLiteral("value"));
    const QString at = where(d);
    switch (kind) {
    case K::LauncherMissing:
        if (d.contains(QStringLiteral("name")) && d.contains(QStringLiteral("host")))
            return tr("%1 was not found on %2%3")
                .arg(d.value(QStringLiteral("name")), d.value(QStringLiteral("host")), at);
        if (d.contains(QStringLiteral("name")))
            return tr("%1 was not found on the node%2").arg(d.value(QStringLiteral("name")), at);
        break;
    case K::TorchVersionMismatch:
    case K::NcclVersionMismatch:
    case K::LauncherConfig:
    case K::DuplicateNodeRank:
        if (d.contains(QStringLiteral("differences")))
            return d.value(QStringLiteral("differences"));
        if (kind == K::LauncherConfig && d.contains(QStringLiteral("batch")) && d.contains(QStringLiteral("world")))
            return tr("DeepSpeed's train_batch_size (%1) is not the micro batch per GPU x the accumulation steps x "
                      "the world size (%2 x %3 x %4 = %5)%6: the config's numbers were written for another launch")
                .arg(value, d.value(QStringLiteral("micro")), d.value(QStringLiteral("gas")),
                     d.value(QStringLiteral("world")))
                .arg(d.value(QStringLiteral("micro")).toLongLong() * d.value(QStringLiteral("gas")).toLongLong() *
                     d.value(QStringLiteral("world")).toLongLong())
                .arg(at);
        if (kind == K::LauncherConfig && d.contains(QStringLiteral("batch")))
            return tr("DeepSpeed's train_batch_size is not the micro batch per GPU x the accumulation steps x the "
                      "world size%1: the config's numbers were written for another launch")
                .arg(at);
        if (kind == K::LauncherConfig && !value.isEmpty())
            return tr("torchrun made up a random rendezvous id (%1): nodes started this way never meet").arg(value);
        if (kind == K::LauncherConfig && d.contains(QStringLiteral("libuv")))
            return tr("This PyTorch build has no libuv, and its store was asked to use it%1 (torch 2.4 and later "
                      "ask by default)")
                .arg(at);
        if (kind == K::LauncherConfig && d.contains(QStringLiteral("localhost")))
            return tr("The launcher took %1, the host of node rank %2, for this machine and started that node's "
                      "processes here, beside the master's: they share its GPUs and no process runs on %1")
                .arg(d.value(QStringLiteral("localhost")), d.value(QStringLiteral("localrank")));
        if (kind == K::LauncherConfig && d.contains(QStringLiteral("masterpath")))
            return tr("The launcher was given a path, not an address, as the master (%1)%2: no node can reach it")
                .arg(d.value(QStringLiteral("masterpath")), at);
        if (kind == K::LauncherConfig && d.contains(QStringLiteral("hostfile")))
            return tr("DeepSpeed's launcher found no hostfile%1 and starts this node's processes only: on several "
                      "nodes each one trains alone, or they all take the same master port")
                .arg(at);
        break;
    case K::LocalRankArgument: {
        // The launcher writes ASCII dashes: a web page's en or em dash in their place is shown as "--".
        QString flag = d.value(QStringLiteral("flag"), QStringLiteral("--local-rank"));
        flag.replace(QChar(0x2013), QStringLiteral("--")).replace(QChar(0x2014), QStringLiteral("--"));
        const QString prog = d.value(QStringLiteral("prog"), QStringLiteral("the script"));
        if (d.contains(QStringLiteral("required")))
            return tr("%1 requires %2, which torchrun does not pass: it gives each worker LOCAL_RANK in the "
                      "environment instead%3")
                .arg(prog, flag, at);
        // Only torch 2.x's launch writes the dash spelling; DeepSpeed's launcher writes --local_rank=N
        // as torch's launch did before 2.0.
        if (flag.contains(QLatin1String("local-rank")))
            return tr("%1 does not accept %2, which torch.distributed.launch (torch 2.0 and newer) passes to the "
                      "script without --use_env%3")
                .arg(prog, flag, at);
        return tr("%1 does not accept %2, which the launcher passes to the script: torch.distributed.launch "
                  "before torch 2.0 (without --use_env), or DeepSpeed's launcher%3")
            .arg(prog, flag, at);
    }
    case K::ScriptMissing:
        if (d.contains(QStringLiteral("folder")) && d.contains(QStringLiteral("host")))
            return tr("The folder %1 is not there on %2%3: the command could not change into it")
                .arg(d.value(QStringLiteral("folder")), d.value(QStringLiteral("host")), at);
        if (d.contains(QStringLiteral("folder")))
            return tr("The folder %1 is not there on the node%2: the command could not change into it")
                .arg(d.value(QStringLiteral("folder")), at);
        if (!value.isEmpty())
            return tr("python could not open %1%3: %2").arg(value, d.value(QStringLiteral("reason")).trimmed(), at);
        break;
    case K::WorldSizeMismatch:
        if (d.contains(QStringLiteral("layout")))
            return tr("The script's model-parallel layout (%1) does not fit the %2 processes the launcher "
                      "started%3")
                .arg(d.value(QStringLiteral("layout")), d.value(QStringLiteral("world")), at);
        if (d.contains(QStringLiteral("joined")) && d.contains(QStringLiteral("leftover")))
            return tr("%1 processes reached the store's barrier for a world of %2%3 after torchrun restarted the "
                      "workers: the earlier attempts' processes are still counted, so the barrier cannot complete "
                      "and the failure before the restart is the cause")
                .arg(d.value(QStringLiteral("joined")), d.value(QStringLiteral("total")), at);
        if (d.contains(QStringLiteral("joined")))
            return tr("%1 processes reached the store's barrier for a world of %2%3: more processes joined than the "
                      "world has")
                .arg(d.value(QStringLiteral("joined")), d.value(QStringLiteral("total")), at);
        if (d.contains(QStringLiteral("envRank")))
            return tr("RANK is set to %1 and WORLD_SIZE to %2%3: a rank must be below the world size, so no "
                      "process is rank 0, which starts the store, and this one waits for it until it times out")
                .arg(d.value(QStringLiteral("envRank")), d.value(QStringLiteral("envWorld")), at);
        if (d.contains(QStringLiteral("callRank")))
            return tr("The script calls init_process_group with rank %1 and world_size %2%3: a rank must be below the "
                      "world size, so the group never forms")
                .arg(d.value(QStringLiteral("callRank")), d.value(QStringLiteral("callWorld")), at);
        break;
    case K::LauncherArguments:
        if (d.contains(QStringLiteral("prog")))
            return tr("%1 rejected its command line: %2")
                .arg(d.value(QStringLiteral("prog")), d.value(QStringLiteral("what")));
        if (!value.isEmpty())
            return tr("The launcher rejected its command line: %1").arg(value);
        break;
    case K::LauncherEnvironment:
        if (!value.isEmpty())
            return tr("The script reads %1 from its environment%2, and no launcher set it there").arg(value, at);
        break;
    case K::PortInUse:
        if (d.contains(QStringLiteral("privileged")))
            return tr("Port %1 is below 1024%2: only root may listen there, so the store could not")
                .arg(d.value(QStringLiteral("privileged")), at);
        if (d.contains(QStringLiteral("closed")) && d.contains(QStringLiteral("port")))
            return tr("Port %1 was already taken%2 (most likely by an earlier job's store): torchrun joined that "
                      "store instead of hosting its own, and found its rendezvous closed")
                .arg(d.value(QStringLiteral("port")), at);
        if (d.contains(QStringLiteral("port")))
            return tr("Port %1 is already in use%2: the store could not listen there")
                .arg(d.value(QStringLiteral("port")), at);
        break;
    case K::HostnameResolution:
        if (d.contains(QStringLiteral("reverse")))
            return tr("The workers connect to %1, the name the rendezvous host found for itself by a reverse look-up; "
                      "the endpoint says %2, and %1 does not resolve%3")
                .arg(d.value(QStringLiteral("host")), d.value(QStringLiteral("reverse")), at);
        if (!numericAddress(d.value(QStringLiteral("numeric"))).isEmpty())
            return tr("The host name %1 is digits only: it is read as the IPv4 address %2, never looked up as a "
                      "name%3")
                .arg(d.value(QStringLiteral("numeric")), numericAddress(d.value(QStringLiteral("numeric"))), at);
        if (d.contains(QStringLiteral("host")))
            return tr("The host name %1 does not resolve%2").arg(d.value(QStringLiteral("host")), at);
        break;
    case K::DuplicateGpu:
        if (d.contains(QStringLiteral("exclusive")))
            return tr("A GPU is busy: in exclusive-process mode another process holds it already%1").arg(at);
        if (d.contains(QStringLiteral("device")))
            return tr("Ranks %1 and %2 both use CUDA device %3")
                .arg(d.value(QStringLiteral("rank")), d.value(QStringLiteral("other")),
                     d.value(QStringLiteral("device")));
        break;
    case K::InvalidDeviceOrdinal:
        if (d.contains(QStringLiteral("slot")))
            return tr("DeepSpeed's runner has no GPU %1 on %2%3: it numbers the GPUs it sees from 0")
                .arg(d.value(QStringLiteral("slot")), d.value(QStringLiteral("host")), at);
        if (!value.isEmpty())
            return tr("Local rank %1 asked for a GPU, but the node shows only %2")
                .arg(d.value(QStringLiteral("rank")), value);
        return tr("A worker asked for a GPU number the node does not have%1").arg(at);
    case K::NetworkInterface: {
        const QString host = d.value(QStringLiteral("host"));
        const QString iface = d.value(QStringLiteral("iface"));
        if (d.contains(QStringLiteral("reason")) && !iface.isEmpty() && !isLoopbackAlias(host))
            return tr("A connection between ranks failed%1: %2. NCCL had chosen the interface %3 (%4), which other "
                      "nodes usually cannot reach")
                .arg(at, d.value(QStringLiteral("reason")).trimmed(), iface, d.value(QStringLiteral("address")));
        if (!value.isEmpty())
            return tr("The network interface %1 was not found%2").arg(value, at);
        if (isLoopbackAlias(host))
            return tr("A rank could not connect to %1%2: 127.0.1.1 is the loopback alias /etc/hosts gives the host's "
                      "own name (Debian's and Ubuntu's default), so the ranks advertised an address no other node can "
                      "reach")
                .arg(endpoint(d), at);
        if (LogFindingCollector::isLoopbackHost(host))
            return tr("The ranks could not connect to each other: they advertise the loopback address %1%2")
                .arg(host, at);
        if (isLinkLocal(host))
            return tr("A rank could not connect to another rank at %1%2: %3 is a link-local address (169.254.0.0/16), "
                      "which a host gives an interface that has no configured address; the rank that advertised it "
                      "chose an interface the other nodes cannot reach")
                .arg(endpoint(d), at, host);
        if (!host.isEmpty() && d.contains(QStringLiteral("reason")))
            return tr("A rank could not connect to another rank at %1%3 after the rendezvous had succeeded (%2): the "
                      "network between the nodes (interface, route or firewall)")
                .arg(endpoint(d), d.value(QStringLiteral("reason")).trimmed(), at);
        if (d.contains(QStringLiteral("reason")))
            return tr("A rank could not connect to another rank%2 after the rendezvous had succeeded (%1): the network "
                      "between the nodes (interface, route or firewall)")
                .arg(d.value(QStringLiteral("reason")).trimmed(), at);
        if (d.contains(QStringLiteral("between")))
            return tr("A connection between the ranks failed%1 after the rendezvous had succeeded: the network between "
                      "the nodes (interface, route or firewall), not the rendezvous endpoint")
                .arg(at);
        if (iface == QLatin1String("lo"))
            return tr("NCCL uses the loopback interface lo (%1)%2: other nodes cannot reach it")
                .arg(d.value(QStringLiteral("address")), at);
        if (d.contains(QStringLiteral("bridged")))
            return tr("NCCL uses %1 (%2)%3, an address on docker's default bridge network: a container with bridge "
                      "networking, which other hosts cannot reach")
                .arg(iface, d.value(QStringLiteral("address")), at);
        if (iface.startsWith(QLatin1String("ib")))
            return tr("NCCL bootstraps over the IPoIB interface %1 (%2)%3: check that it is up and reachable from "
                      "every node, or pick the pod's own interface")
                .arg(iface, d.value(QStringLiteral("address")), at);
        if (!iface.isEmpty())
            return tr("NCCL uses the interface %1 (%2)%3, a container bridge or virtual link that other nodes usually "
                      "cannot reach")
                .arg(iface, d.value(QStringLiteral("address")), at);
        break;
    }
    case K::HostOutOfMemory:
        if (d.contains(QStringLiteral("alloc")))
            return d.contains(QStringLiteral("value"))
                       ? tr("A worker could not allocate %1 bytes of host memory%2: the node's memory, or the pod's "
                            "limit, ran out")
                             .arg(d.value(QStringLiteral("value")), at)
                       : tr("A worker could not allocate host memory%1 (%2): the node's memory, or the pod's limit, "
                            "ran out")
                             .arg(at, d.value(QStringLiteral("alloc")));
        if (d.contains(QStringLiteral("exit")))
            return tr("A worker was killed with SIGKILL (exit code %1)%2: usually the kernel's OOM killer or the pod's "
                      "memory limit")
                .arg(d.value(QStringLiteral("exit")), at);
        break;
    case K::CollectiveMismatch:
        if (d.contains(QStringLiteral("differences")))
            return d.value(QStringLiteral("differences"));
        if (d.contains(QStringLiteral("truncated")) && d.contains(QStringLiteral("remote")))
            return tr("NCCL received %1 bytes from a peer where it expected %2%3: the two sides ran different "
                      "operations, or NCCL with different settings or releases")
                .arg(d.value(QStringLiteral("remote")), d.value(QStringLiteral("local")), at);
        if (d.contains(QStringLiteral("truncated")))
            return tr("NCCL received a message of another size than it expected from a peer%1: the two sides ran "
                      "different operations, or NCCL with different settings or releases")
                .arg(at);
        if (d.contains(QStringLiteral("remote")))
            return tr("NCCL's InfiniBand transport found a peer's message size (%1) other than this rank's (%2)%3: "
                      "the two sides ran different operations, or NCCL with different settings")
                .arg(d.value(QStringLiteral("remote")), d.value(QStringLiteral("local")), at);
        break;
    case K::NcclError:
        if (d.contains(QStringLiteral("graphfile")))
            return tr("NCCL's graph file names a GPU this node does not have%1: NCCL_GRAPH_FILE (or NCCL_TOPO_FILE), "
                      "set by the image or /etc/nccl.conf, describes another machine")
                .arg(at);
        break;
    case K::NcclP2pShm:
        if (d.contains(QStringLiteral("shm")))
            return tr("NCCL could not attach to the shared-memory segment of a peer on the same node%1: the segment "
                      "is not there (not shared, or removed), not /dev/shm running out")
                .arg(at);
        break;
    case K::DistributedUsage:
        if (d.value(QStringLiteral("syncbn")) == QLatin1String("GPU"))
            return tr("A SyncBatchNorm layer got a CPU tensor%1: it synchronises CUDA tensors only").arg(at);
        if (d.contains(QStringLiteral("syncbn")))
            return tr("A SyncBatchNorm layer ran outside DistributedDataParallel%1: older torch, and the copies of "
                      "its layer in many projects, run it only inside a DDP model")
                .arg(at);
        break;
    case K::Infiniband:
        if (d.contains(QStringLiteral("verbs")))
            return tr("The InfiniBand device has no userspace driver in the container%1: NCCL cannot use "
                      "InfiniBand there")
                .arg(at);
        break;
    case K::SharedMemory:
        if (d.contains(QStringLiteral("exit")))
            return tr("A worker died of SIGBUS (exit code %1)%2: shared memory (/dev/shm) ran out")
                .arg(d.value(QStringLiteral("exit")), at);
        if (d.contains(QStringLiteral("enospc")))
            return tr("A file system ran out of space%1: in a DDP job most often /dev/shm (a container's default is "
                      "64 MB, and the DataLoader's workers pass batches through it), else the disk a checkpoint or "
                      "cache is written to (df -h shows which)")
                .arg(at);
        break;
    case K::CudaOutOfMemory:
        if (d.contains(QStringLiteral("shared")) && d.contains(QStringLiteral("gpu")))
            return tr("GPU %1 ran out of memory with several processes on it%2: most often ranks that do not select "
                      "their own GPU (torch.cuda.set_device(LOCAL_RANK) before the model is built) and share one")
                .arg(d.value(QStringLiteral("gpu")), at);
        if (!value.isEmpty())
            return tr("GPU memory ran out while allocating %1%2").arg(value, at);
        break;
    case K::RendezvousUnreachable:
        if (d.contains(QStringLiteral("storefile")))
            return tr("The file store %1 of init_method=\"file://...\" could not be opened%2: its folder does not "
                      "exist there")
                .arg(d.value(QStringLiteral("storefile")), at);
        if (LogFindingCollector::isLoopbackHost(d.value(QStringLiteral("host"))))
            return tr("The rendezvous endpoint %1 could not be reached%2: it is the loopback address, so each node "
                      "looks for the master's store on itself, where only the master node has one")
                .arg(endpoint(d), at);
        if (!endpoint(d).isEmpty())
            return tr("The rendezvous endpoint %1 could not be reached%2").arg(endpoint(d), at);
        break;
    case K::StoreTimeout:
        if (d.contains(QStringLiteral("total")))
            return tr("Only %1 of %2 ranks reached the store before the timeout")
                .arg(d.value(QStringLiteral("joined")), d.value(QStringLiteral("total")));
        if (d.contains(QStringLiteral("world")))
            return tr("Only %1 of %2 ranks reached init_process_group's store barrier%3: the others never arrive, "
                      "and the job waits there")
                .arg(d.value(QStringLiteral("value")), d.value(QStringLiteral("world")), at);
        return tr("A rank timed out waiting on the store or a barrier%1: another rank did not arrive").arg(at);
    case K::CollectiveTimeout:
        if (d.contains(QStringLiteral("stuck")))
            return tr("ProcessGroupNCCL's watchdog hung for %1 s%2: a collective or CUDA call never returned, so its "
                      "heartbeat monitor ended the process")
                .arg(d.value(QStringLiteral("stuck")), at);
        if (d.contains(QStringLiteral("op")) && !value.isEmpty())
            return tr("The collective %1 timed out after %2 ms%3").arg(d.value(QStringLiteral("op")), value, at);
        break;
    case K::WorkerFailed:
        if (d.contains(QStringLiteral("assertion")))
            return tr("A CUDA kernel's assertion failed (`%1`): an index or label out of range%2")
                .arg(d.value(QStringLiteral("assertion")), at);
        if (d.contains(QStringLiteral("exception")))
            return tr("A worker stopped with %1%2").arg(d.value(QStringLiteral("exception")), at);
        break;
    case K::WorkerExit:
        if (d.contains(QStringLiteral("exit"))) {
            const QString signal = d.value(QStringLiteral("signal"));
            const bool explained = d.contains(QStringLiteral("explained"));
            if (!signal.isEmpty())
                return explained ? tr("A worker was stopped by %1 (exit code %2)%3")
                                       .arg(signal, d.value(QStringLiteral("exit")), at)
                                 : tr("A worker was stopped by %1 (exit code %2)%3; its own error is not in this log")
                                       .arg(signal, d.value(QStringLiteral("exit")), at);
            return explained ? tr("A worker exited with code %1%2").arg(d.value(QStringLiteral("exit")), at)
                             : tr("A worker exited with code %1%2; its own error is not in this log")
                                   .arg(d.value(QStringLiteral("exit")), at);
        }
        break;
    case K::Terminated:
        if (!value.isEmpty())
            return tr("torchrun was stopped with signal %1 from outside%2").arg(value, at);
        break;
    default: break;
    }
    return LogFindingCatalog::title(kind) + at;
}

} // namespace ddpw
