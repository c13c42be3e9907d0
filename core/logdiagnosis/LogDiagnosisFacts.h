#pragma once

#include "logdiagnosis/LaunchConfigReader.h"
#include "logdiagnosis/LogDiagnosisOptions.h"
#include "logdiagnosis/LogFindingCollector.h"
#include "logdiagnosis/LogLine.h"

#include <QList>
#include <QMap>
#include <QString>

namespace ddpw {

// What the logs say about the run rather than about a failure: the torch and NCCL versions
// each node loaded and the settings torchrun logged. derive() compares them between nodes and
// with the job and adds torch-version-mismatch, nccl-version-mismatch, launcher-config and
// duplicate-node-rank findings. Bounded: at most kMaxNodes nodes are remembered per fact.
class LogDiagnosisFacts
{
    Q_DECLARE_TR_FUNCTIONS(LogDiagnosisFacts)

public:
    static constexpr int kMaxNodes = 256;

    void torchVersion(const QString& node, const QString& version, const LogEvidence& where);
    void ncclVersion(const QString& node, const QString& version, const LogEvidence& where);
    // Who loaded a version a line shows: the node its prefix names, else the rank ("[rank4]:"),
    // else `node` (the log's). Ranks of one interleaved log are told apart this way.
    static QString loaderOf(const LogLine& line, const QString& node);
    void launchConfig(int source, const QString& node, const LaunchConfigReader::Config& config);
    // RANK or WORLD_SIZE set by hand, as the log shows it (`export RANK=1`, `"WORLD_SIZE": "1"`).
    void environmentValue(int source, const QString& name, int value, const LogEvidence& where);
    // A process announcing its global rank and the world (Lightning's "GLOBAL_RANK: 3, MEMBER: 4/8").
    void globalRank(int source, int rank, int world, const LogEvidence& where);
    // The collective a rank's NCCL watchdog timed out in.
    struct TimedOutWork
    {
        qint64 sequence = 0;
        QString operation;
        QString elements; // NumelIn, empty where the release does not print it
    };
    void watchdogWork(int rank, const TimedOutWork& work, const LogEvidence& where);
    // A launcher's command line in a log: its node rank for the master's endpoint (static, several nodes).
    void launcherNodeRank(int rank, const QString& endpoint, const LogEvidence& where);
    // torchrun logged "Rendezvous complete for workers": the nodes of that log did meet.
    void rendezvousCompleted() { m_rendezvousCompleted = true; }

    void derive(LogFindingCollector& collector, const LogDiagnosisOptions& options) const;

    // The torch version the logs show (the first one), if any.
    QString firstTorchVersion() const;

private:
    struct Seen
    {
        QString version;
        LogEvidence where;
    };
    // Per log: the highest RANK set and the WORLD_SIZEs set (kMaxWorldSizes at most).
    struct RankSettings
    {
        static constexpr int kMaxWorldSizes = 4;
        int highestRank = -1;
        LogEvidence rankWhere;
        QMap<int, LogEvidence> worldSizes;
    };
    // Per log: the global ranks announced (kMaxRanks at most), and the first announced twice.
    struct GlobalRanks
    {
        static constexpr int kMaxRanks = 4096;
        QHash<int, LogEvidence> seen;
        int twice = -1;
        int world = 0;
        LogEvidence first;
        LogEvidence again;
    };
    struct NodeConfig
    {
        QString node;
        LaunchConfigReader::Config config;
    };

    void deriveVersions(LogFindingCollector& collector, const QMap<QString, Seen>& seen, LogDiagnosisKind kind,
                        const QString& library) const;
    void deriveTorchAgainstJob(LogFindingCollector& collector, const LogDiagnosisOptions& options) const;
    void deriveConfigs(LogFindingCollector& collector, const LogDiagnosisOptions& options) const;
    void deriveNodeRanks(LogFindingCollector& collector) const;
    void deriveReverseLookup(LogFindingCollector& collector, const LogDiagnosisOptions& options) const;
    void deriveRankSettings(LogFindingCollector& collector) const;
    void deriveGlobalRanks(LogFindingCollector& collector) const;
    void deriveLauncherNodeRanks(LogFindingCollector& collector) const;
    void deriveWatchdogWorks(LogFindingCollector& collector) const;

    QMap<QString, Seen> m_torch;
    QMap<QString, Seen> m_nccl;
    QMap<int, NodeConfig> m_configs;        // per source, the first block
    QMap<int, RankSettings> m_rankSettings; // per source
    QMap<int, GlobalRanks> m_globalRanks;   // per source
    // "endpoint|rank" -> the command lines that passed them (two at most: two is the finding).
    QHash<QString, QList<LogEvidence>> m_launcherNodeRanks;
    // Per rank, the first work its watchdog timed out in, and where.
    QMap<int, std::pair<TimedOutWork, LogEvidence>> m_watchdogWorks;
    bool m_rendezvousCompleted = false;
};

} // namespace ddpw
