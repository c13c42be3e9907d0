#pragma once

#include "model/JobSpec.h"
#include "nodecheck/NodeLaunchPlanner.h"
#include "util/TorchVersion.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ddpw {

// What a user's start command needs to run on simulated nodes of one machine, and nothing else:
// node k is this machine's loopback address 127.0.0.(k+1) (all of 127/8 is local on Linux), the
// pods' names in the command stand for those addresses, and a rendezvous port that is taken here
// is moved. Option spellings, --nnodes, --node_rank, the backend and the interpreter stay as
// written; the few edits a person asks for (--python, fewer processes) are named by the caller.
class LocalCommandRun
{
    Q_DECLARE_TR_FUNCTIONS(LocalCommandRun)

public:
    // 127.0.0.1 ... 127.0.0.<nodes>: one address per simulated node.
    static QStringList loopbackHosts(int nodes);
    // The port the launcher's rendezvous store listens on (--master_port, the endpoint's port, or
    // torch's default for the backend); 0 when it cannot be told before the run.
    static int rendezvousPort(const NodeLaunch& launch);
    // The port `from` becomes `to` wherever the launcher takes it from (its option, the endpoint,
    // the command's PET_* export, or PET_MASTER_PORT for torch's default).
    static void movePort(NodeLaunch& launch, int from, int to);
    // c10d: the node whose address the endpoint names hosts the store (is_host=1, else 0, in the
    // command's --rdzv_conf or PET_RDZV_CONF). torch decides it by asking whether the endpoint is
    // one of the machine's addresses, which every loopback address is here; a store that cannot
    // bind then logs "Address already in use" before it becomes a client. True when added.
    static bool hostStore(NodeLaunch& launch, const QString& host);
    // The launcher runs `processes` per node instead of what the command asks.
    static void setProcessesPerNode(NodeLaunch& launch, int processes);
    // The pods' names ("<job>-<role>-<k>.<job>" and "<job>-<role>-<k>") in the launcher's words
    // and exports become hosts[k]; true when one was there.
    static bool mapPodNames(NodeLaunch& launch, const JobSpec& job, const QStringList& hosts);
    // A bare `python`, `python3` or `torchrun` runs as `python` (torchrun as `python -m
    // torch.distributed.run`); true when the command was such a word.
    static bool useInterpreter(NodeLaunch& launch, const QString& python);
    // The program node 0's launcher line starts (`torchrun`, `python3`, a path), after `python`
    // is applied as useInterpreter does; empty when the command cannot be planned.
    static QString program(const QString& command, const JobSpec& job, const QString& python);
    // What `torch`'s launcher refuses in the launcher's words, in its own terms: the run will fail.
    static QStringList rejected(const NodeLaunch& launch, const TorchVersion& torch);
};

} // namespace ddpw
