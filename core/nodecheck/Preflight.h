#pragma once

#include "nodecheck/PreflightAnalyzer.h"
#include "nodecheck/PreflightReport.h"
#include "ssh/SshOptions.h"

#include <QCoreApplication>
#include <QStringList>

#include <QDeadlineTimer>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace ddpw {

class SshSession;

struct PreflightOptions
{
    QStringList hosts;                          // the first one is the master
    SshOptions ssh;                             // template: host is set per node
    QString python = QStringLiteral("python3"); // falls back to "python" on a node without it
    PreflightExpectations expect;
    int timeoutMs = 60000; // the whole pre-flight, every node included
    int maxParallel = 64;  // nodes handled at once
    const std::atomic_bool* cancel = nullptr;
    // Progress, called from worker threads: node index, host, what just happened.
    std::function<void(int, const QString&, const QString&)> onProgress;
};

// The SSH pre-flight: connects to every node in parallel (bounded pool), runs one probe script
// per node and phase (resources/preflight/preflight_probe.py, piped to the node's python):
//   1. facts: hostname, addresses, versions, GPUs, master resolution, port free, disk, clock;
//   2. the master listens on the rendezvous port while every other node knocks on it.
// Then PreflightAnalyzer turns the facts into checks. Blocking: run it off the GUI thread.
class Preflight
{
    Q_DECLARE_TR_FUNCTIONS(Preflight)

public:
    explicit Preflight(PreflightOptions options);
    PreflightReport run();

    // The probe script's text (resource "preflight/preflight_probe.py").
    static QByteArray probeScript(QString* error = nullptr);
    // argv that pipes a script on stdin to `python` (or "python") with one JSON argument.
    static QStringList pythonArgv(const QString& python, const QByteArray& optionsJson);

private:
    void runPortProbe(QList<NodeProbe>& probes, std::vector<std::unique_ptr<SshSession>>& sessions,
                      const PreflightExpectations& expect, const QByteArray& script, const QDeadlineTimer& deadline);

    PreflightOptions m_options;
};

} // namespace ddpw
