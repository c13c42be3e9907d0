#pragma once

#include "nodecheck/PreflightReport.h"
#include "ssh/SshSession.h"
#include "util/TorchVersion.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace ddpw {

// What the job expects of every node; unset parts are not checked.
struct PreflightExpectations
{
    QString master;                       // first host: the rendezvous endpoint's name
    int port = 29500;                     // rendezvous port on the master
    std::optional<TorchVersion> torch;    // the version the command is written for
    std::optional<int> nprocPerNode;      // worker processes per node, when known
    bool wantsGpus = false;               // the job asks for GPUs (gpusPerNode > 0)
    QMap<QString, QString> socketIfnames; // NCCL_SOCKET_IFNAME / GLOO_SOCKET_IFNAME from the job env
    qint64 minFreeDiskBytes = qint64(1) << 30;
    double maxClockSkewSeconds = 2.0;
};

// Everything collected from one node (by Preflight, or by a test).
struct NodeProbe
{
    QString host;
    bool connected = false;
    SshError sshError = SshError::None;
    QString sshErrorText;
    QString fingerprint;
    bool probeRan = false;
    QString probeError;      // the probe could not run (no python, ...), with its stderr
    QJsonObject facts;       // the probe's "facts" JSON
    double localMidTime = 0; // this machine's clock (s since epoch) halfway through the probe
    double roundTripSeconds = 0;
    std::optional<QJsonObject> listen; // master: the "listen" result
    std::optional<QJsonObject> knock;  // other nodes: the "knock" result
    QString portProbeSkipped;          // why the reachability probe did not run
};

// Turns raw probes into checks, comparing nodes with each other and with the job. Pure: no I/O.
class PreflightAnalyzer
{
    Q_DECLARE_TR_FUNCTIONS(PreflightAnalyzer)

public:
    static QList<NodeReport> analyze(const PreflightExpectations& expect, const QList<NodeProbe>& probes);
};

} // namespace ddpw
