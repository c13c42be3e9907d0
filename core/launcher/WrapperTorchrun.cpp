#include "launcher/WrapperTorchrun.h"

namespace ddpw {

QString WrapperTorchrun::text(const LauncherParseResult& result, const QString& dest)
{
    const LauncherArgument* argument = result.argument(dest);
    if (!argument || argument->value.isNull())
        return QString();
    return argument->value.toString();
}

std::optional<qint64> WrapperTorchrun::integer(const LauncherParseResult& result, const QString& dest)
{
    const LauncherArgument* argument = result.argument(dest);
    if (!argument || argument->unresolved || argument->value.kind() != LauncherValue::Kind::Int)
        return std::nullopt;
    // A Python int beyond 64 bits keeps its digits as text: no usable count.
    if (argument->value.toString() != QString::number(argument->value.toInt()))
        return std::nullopt;
    return argument->value.toInt();
}

bool WrapperTorchrun::flag(const LauncherParseResult& result, const QString& dest)
{
    const LauncherArgument* argument = result.argument(dest);
    return argument && argument->value.kind() == LauncherValue::Kind::Bool && argument->value.toBool();
}

QStringList WrapperTorchrun::torchrunArguments() const
{
    QStringList arguments;
    const auto add = [&arguments](const char* name, const QString& value) {
        if (!value.isEmpty())
            arguments.append(QStringLiteral("--%1=%2").arg(QLatin1String(name), value));
    };
    add("nnodes", nnodes);
    add("nproc_per_node", nprocPerNode);
    add("node_rank", nodeRank);
    add("rdzv_backend", rdzvBackend);
    add("rdzv_endpoint", rdzvEndpoint);
    add("master_addr", masterAddr);
    add("master_port", masterPort);
    return arguments;
}

WrapperTorchrun WrapperTorchrun::of(const LauncherParseResult& result, const std::optional<DeepSpeedHostfile>& hostfile)
{
    if (result.kind == LauncherKind::Accelerate)
        return ofAccelerate(result);
    if (result.kind == LauncherKind::DeepSpeed)
        return ofDeepSpeed(result, hostfile);
    WrapperTorchrun torchrun; // torch's own launchers: what they were given
    torchrun.nnodes = text(result, QStringLiteral("nnodes"));
    torchrun.nprocPerNode = text(result, QStringLiteral("nproc_per_node"));
    torchrun.nodeRank = text(result, QStringLiteral("node_rank"));
    torchrun.rdzvBackend = text(result, QStringLiteral("rdzv_backend"));
    torchrun.rdzvEndpoint = text(result, QStringLiteral("rdzv_endpoint"));
    torchrun.masterAddr = text(result, QStringLiteral("master_addr"));
    torchrun.masterPort = text(result, QStringLiteral("master_port"));
    return torchrun;
}

// accelerate 1.14 without a config file: _validate_launch_command fills num_machines (1) and
// num_processes (the node's GPU count), then prepare_multi_gpu_env builds torchrun's arguments.
WrapperTorchrun WrapperTorchrun::ofAccelerate(const LauncherParseResult& result)
{
    WrapperTorchrun torchrun;
    if (!text(result, QStringLiteral("config_file")).isEmpty()) {
        torchrun.start = Start::ConfigFile;
        torchrun.notes.append(tr("--config_file: every setting not on the command line comes from that file"));
    }
    const QString machinesText = text(result, QStringLiteral("num_machines"));
    const std::optional<qint64> machines =
        machinesText.isEmpty() ? std::optional<qint64>(1) : integer(result, QStringLiteral("num_machines"));
    const QString processesText = text(result, QStringLiteral("num_processes"));
    const std::optional<qint64> processes = integer(result, QStringLiteral("num_processes"));
    const QString port = text(result, QStringLiteral("main_process_port"));
    const QString portText = port.isEmpty() ? QStringLiteral("29500") : port;
    if (processesText.isEmpty())
        torchrun.notes.append(tr("no --num_processes: accelerate takes this node's GPU count as the total"));

    if (flag(result, QStringLiteral("use_deepspeed")) && (!machines || *machines > 1)) {
        const QString launcher = text(result, QStringLiteral("deepspeed_multinode_launcher"));
        if (launcher != QLatin1String("standard")) {
            torchrun.start = Start::FanOut;
            torchrun.notes.append(
                tr("--use_deepspeed on several machines with the %1 launcher: accelerate runs the deepspeed runner "
                   "instead of torchrun")
                    .arg(launcher.isEmpty() ? QStringLiteral("pdsh") : launcher));
        }
    }
    const bool single =
        machines && *machines <= 1 && processes && *processes == 1 && !flag(result, QStringLiteral("multi_gpu"));
    if (single && torchrun.start == Start::Torchrun) {
        torchrun.start = Start::SingleProcess;
        torchrun.notes.append(tr("one process on one machine: accelerate runs the script without torchrun"));
    }

    if (machines && *machines <= 1) {
        torchrun.nnodes = QStringLiteral("1");
        torchrun.nprocPerNode = processesText;
        torchrun.masterPort = portText;
        return torchrun;
    }
    torchrun.nnodes = machinesText;
    if (processes && machines && *machines > 0) {
        torchrun.nprocPerNode = QString::number(*processes / *machines);
        torchrun.notes.append(tr("--num_processes %1 is the total over %2 machines: %3 per node")
                                  .arg(*processes)
                                  .arg(*machines)
                                  .arg(*processes / *machines));
    } else if (!processesText.isEmpty()) {
        torchrun.nprocPerNode = QStringLiteral("(%1)/(%2)").arg(processesText, machinesText);
    }
    torchrun.nodeRank = text(result, QStringLiteral("machine_rank"));
    torchrun.rdzvBackend = text(result, QStringLiteral("rdzv_backend"));
    QString ip = text(result, QStringLiteral("main_process_ip"));
    if (ip.isEmpty())
        ip = QStringLiteral("None"); // str(None): what accelerate really passes
    if (flag(result, QStringLiteral("same_network"))) {
        torchrun.masterAddr = ip;
        torchrun.masterPort = portText;
        if (torchrun.rdzvBackend != QLatin1String("static"))
            torchrun.notes.append(tr("with --rdzv_backend %1 torchrun ignores --master_addr: its endpoint is empty, "
                                     "so each node uses localhost:29400")
                                      .arg(torchrun.rdzvBackend));
    } else {
        torchrun.rdzvEndpoint = ip + u':' + portText;
    }
    return torchrun;
}

// DeepSpeed 0.16.4: the hostfile (after --num_nodes and --num_gpus) fixes the nodes and their
// processes; with --no_ssh this node runs deepspeed.launcher.launch itself with --node_rank.
WrapperTorchrun WrapperTorchrun::ofDeepSpeed(const LauncherParseResult& result,
                                             const std::optional<DeepSpeedHostfile>& hostfile)
{
    WrapperTorchrun torchrun;
    const bool noSsh = flag(result, QStringLiteral("no_ssh"));
    const std::optional<qint64> numNodes = integer(result, QStringLiteral("num_nodes"));
    const std::optional<qint64> numGpus = integer(result, QStringLiteral("num_gpus"));
    const QString numGpusText = text(result, QStringLiteral("num_gpus"));
    torchrun.masterPort = text(result, QStringLiteral("master_port"));
    torchrun.rdzvBackend = QStringLiteral("static");
    if (hostfile && hostfile->error() == DeepSpeedHostfile::Error::Missing) {
        torchrun.nnodes = QStringLiteral("1");
        torchrun.nodeRank = QStringLiteral("0");
        torchrun.masterAddr = QStringLiteral("127.0.0.1");
        if (!numGpusText.isEmpty() && (!numGpus || *numGpus > 0))
            torchrun.nprocPerNode = numGpusText;
        torchrun.notes.append(hostfile->errorMessage());
        if (numNodes && *numNodes > 1)
            torchrun.notes.append(tr("--num_nodes %1 without a hostfile: the runner stops (\"no extra nodes "
                                     "available\")")
                                      .arg(*numNodes));
        return torchrun;
    }
    const bool hostsKnown = hostfile && hostfile->ok();
    qint64 hosts = hostsKnown ? hostfile->hosts().size() : -1;
    if (hostsKnown && numNodes && *numNodes > 0)
        hosts = std::min<qint64>(hosts, *numNodes);
    if (hostsKnown) {
        torchrun.nnodes = QString::number(hosts);
        torchrun.notes.append(tr("the hostfile lists %n node(s)", nullptr, int(hosts)));
    } else if (!hostfile) {
        torchrun.notes.append(tr("the node count is the number of hostfile lines (%1, not known statically)")
                                  .arg(text(result, QStringLiteral("hostfile"))));
    }
    if (!numGpusText.isEmpty() && (!numGpus || *numGpus > 0)) {
        torchrun.nprocPerNode = numGpusText;
    } else if (hostsKnown && !hostfile->hosts().isEmpty()) {
        torchrun.nprocPerNode = QString::number(hostfile->hosts().first().slotCount);
        torchrun.notes.append(tr("processes per node: the hostfile's slots"));
    }
    const QString address = text(result, QStringLiteral("master_addr"));
    torchrun.masterAddr = address;
    if (noSsh) {
        torchrun.nodeRank = text(result, QStringLiteral("node_rank"));
        torchrun.notes.append(tr("--no_ssh: this node starts its own processes with its --node_rank"));
        if (address.isEmpty())
            torchrun.notes.append(tr("no --master_addr: the runner asks the first host over ssh (hostname -I)"));
    } else if (hostsKnown && hosts <= 1 && !flag(result, QStringLiteral("force_multi"))) {
        torchrun.nodeRank = QStringLiteral("0");
    } else {
        torchrun.start = Start::FanOut;
        torchrun.notes.append(tr("without --no_ssh the runner starts every host of the hostfile itself over %1 "
                                 "(node rank = line of the hostfile)")
                                  .arg(text(result, QStringLiteral("launcher"))));
    }
    if (hostfile && !hostfile->ok())
        torchrun.notes.append(hostfile->errorMessage());
    return torchrun;
}

} // namespace ddpw
