#pragma once

#include "nodecheck/ProbeBandwidth.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace ddpw {

// What one rank of the dry-run probe (resources/probe/ddpw_probe.py) reported: the line
// "DDPW_PROBE_REPORT {json}" it prints once, at its end. Fields the probe could not fill
// stay at -1 / empty.
struct ProbeReport
{
    Q_DECLARE_TR_FUNCTIONS(ProbeReport)

public:
    static constexpr const char* kMarker = "DDPW_PROBE_REPORT";
    static constexpr const char* kEventMarker = "DDPW_PROBE_EVENT";
    // Longer lines are no report of ours: refuse them instead of parsing megabytes.
    static constexpr qsizetype kMaxLineLength = 1024 * 1024;

    int rank = -1;
    int localRank = -1;
    int worldSize = -1;
    int localWorldSize = -1;
    int groupRank = -1;
    int groupWorldSize = -1;
    QString hostname;
    QString masterAddr;
    int masterPort = -1;
    QString runId;
    qint64 pid = 0;
    QString python;
    QString torch;
    QString cuda;
    QString backend;
    QString device;
    QString deviceName;

    bool allReduceOk = false;
    qint64 allReduceSum = -1;
    qint64 allReduceExpected = -1;
    QList<int> missingRanks;
    QList<int> repeatedRanks;

    QStringList scriptArgs;     // what the script received, launch's --local_rank removed
    QStringList launcherArgv;   // the parent launcher's command line (/proc/PPID/cmdline), if readable
    QMap<QString, QString> env; // values of DDPW_PROBE_ECHO_ENV names that were set
    QStringList unsetEnv;       // names of DDPW_PROBE_ECHO_ENV that were not set

    double startTime = 0; // seconds since the epoch, on the node's clock
    double importSeconds = -1;
    double initSeconds = -1;
    double allReduceSeconds = -1;
    double barrierSeconds = -1;
    double totalSeconds = -1;
    double bandwidthSeconds = -1;

    // The network step's part of the report, when the step was asked for (DDPW_PROBE_BANDWIDTH).
    std::optional<ProbeBandwidth> bandwidth;

    bool ok = false;
    QString error;
    QJsonObject raw; // the whole report, for exports

    // Finds the marker anywhere in the line (launchers prefix worker output, e.g. "[default0]:")
    // and parses the JSON after it. nullopt when the line holds no report; then `error` is set
    // only if the marker was there but the rest was not a valid report.
    static std::optional<ProbeReport> fromLine(QStringView line, QString* error = nullptr);
    static std::optional<ProbeReport> fromJson(const QJsonObject& object, QString* error = nullptr);
};

// The probe's early "DDPW_PROBE_EVENT {json}" line: the worker process started, which means
// its launcher got through the rendezvous.
struct ProbeEvent
{
    QString event;
    int rank = -1;
    int localRank = -1;
    int groupRank = -1;
    QString hostname;
    double time = 0;

    static std::optional<ProbeEvent> fromLine(QStringView line);
};

} // namespace ddpw
