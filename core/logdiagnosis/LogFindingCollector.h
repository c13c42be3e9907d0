#pragma once

#include "logdiagnosis/LogDiagnosisKind.h"
#include "logdiagnosis/LogDiagnosisOptions.h"
#include "logdiagnosis/LogFinding.h"
#include "logdiagnosis/LogLine.h"
#include "logdiagnosis/WorkerExitRecord.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <array>
#include <optional>

namespace ddpw {

// Gathers what the engine sees into at most one finding per kind, in bounded memory: the first
// LogFinding::kMaxEvidence lines are kept, the rest only counted; the details of the first (most
// severe) sighting name the finding (host, port, rank ...). finish() turns them into findings
// in root-cause order: warnings that explain an error of the same report become errors
// themselves, findings another error finding explains come after it, and "unknown" is dropped
// when anything is known.
class LogFindingCollector
{
public:
    using Details = QHash<QString, QString>;

    // One sighting. `context` gives the node and rank the line's prefixes name.
    void add(LogDiagnosisKind kind, Severity severity, const LogEvidence& where, const LogLine& context,
             const Details& details = {});
    // A message's usual cause, seen beside another cause: a warning that is never made an error
    // for explaining one (NCCL's "invalid usage" is most often two ranks on one GPU).
    void addHint(LogDiagnosisKind kind, const LogEvidence& where, const LogLine& context, const Details& details = {});
    // Further evidence of a finding already added (a traceback's frame, a signal line).
    void addEvidence(LogDiagnosisKind kind, const LogEvidence& where);
    void addExit(const WorkerExitRecord& record);

    // torchrun logged a completed rendezvous in log `source`: a connection that fails there
    // afterwards is one between ranks (the network), not one to the rendezvous endpoint.
    void rendezvousCompleted(int source);
    // NCCL's interfaces reached every rank: it logged a communicator that initialized, or the
    // trees it builds from every rank's information gathered over its bootstrap interface.
    void ncclInterfacesReachedRanks() { m_ncclInterfacesReachedRanks = true; }
    // torchrun's agent started the worker group of log `source` again after a failure.
    void workerGroupRestarted(int source) { m_groupRestarted.insert(source); }
    // The last line of training's progress in log `source` (an epoch, a step, a loss), once the
    // log has ended.
    void logEnded(int source, qint64 lastProgressLine) { m_lastProgressLine.insert(source, lastProgressLine); }
    // The line of log `source` where the last error was read (0 when none was).
    qint64 lastErrorLine(int source) const { return m_lastErrorLine.value(source, 0); }
    // torchrun restarted the workers of log `source` and the attempt from `line` on failed in
    // nothing: the errors that log showed before it are the job's past, warnings now.
    void recoveredAt(int source, qint64 line) { m_recoveredAt.insert(source, line); }

    bool has(LogDiagnosisKind kind) const { return m_pending[std::size_t(kind)].has_value(); }
    bool hasError(LogDiagnosisKind kind) const
    {
        return has(kind) && m_pending[std::size_t(kind)]->severity == Severity::Error;
    }
    bool hasAnyError() const;
    // An error in the report that makes torch abort a rank itself (SIGABRT is then no crash of its own).
    bool hasAbortReason() const;
    const Details* details(LogDiagnosisKind kind) const;
    void setDetail(LogDiagnosisKind kind, const QString& key, const QString& value);

    // The findings, root cause first. `sourceNodes` names the node of each log when the report
    // has several logs (used when no line names one). With options.perLog, a kind seen in
    // several logs is one finding per log, each with that log's lines, explaining what that
    // log shows (the Diagnose view's cards). With options.stillWriting, a warning that ends a
    // log is no failure yet.
    QList<LogFinding> finish(const QStringList& sourceNodes, const LogDiagnosisOptions& options = {});

    static bool isLoopbackHost(const QString& host);

private:
    // How far below c10d's failed bind its client's connection reset still belongs to it.
    static constexpr int kBindThenResetLines = 12;
    struct Pending
    {
        Severity severity = Severity::Info;
        QList<LogEvidence> evidence;
        QList<QString> messages; // of the evidence: a repeated message is counted, not listed
        qint64 more = 0;
        qint64 count = 0;
        qint64 order = 0;
        qint64 time = -1; // the earliest sighting's, as LogLine::time
        int source = -1;  // the log of the sighting that names the finding
        QString node;
        std::optional<int> rank;
        Details details;
        bool hint = false; // only addHint() saw it
        // Per log it was read in (its lines listed or only counted): the last line it was read on.
        QHash<int, qint64> lastLines;
    };

    static void completeDetails(const LogFinding& finding, Details& details);
    void demoteRecovered();
    // symptomsCount=false: the symptoms every failure leaves (a worker's failure that the same lost
    // connection ended) are no cause.
    bool explainedByAnotherError(int effect, int except, bool symptomsCount = true) const;
    QList<LogFinding> perLog(const QList<LogFinding>& findings, const QStringList& sourceNodes) const;
    void promoteWarnings(bool logsEnded);
    bool stoppedAtLookup() const;
    // The kind of c10d's retried warning that ends its log (stoppedConnecting's comment).
    std::optional<LogDiagnosisKind> stoppedConnecting() const;
    bool endsTheLog(const Pending& retried) const;
    bool stuckAtBarrier() const;
    bool precedes(LogDiagnosisKind first, LogDiagnosisKind then) const;
    // Whether error finding `cause` explains `effect`: the catalogue, unless the order of events
    // between logs or a worker's own exit code says otherwise.
    // The interface NCCL chose that a failed connection (its details) points at, or nothing.
    std::optional<Details> chosenInterfaceFor(const Details& details, int source, Severity severity) const;
    bool causes(const LogFinding& cause, const LogFinding& effect) const;
    // A store barrier that counted a whole multiple of the world in a log whose worker group restarted.
    bool restartLeftover(const LogFinding& finding) const;
    bool anotherLogWentOn(int source) const;
    // A worker's KeyboardInterrupt after the agent's own signal, which it passed on.
    bool interruptedBySignal(const LogFinding& signal, const LogFinding& worker) const;

    std::array<std::optional<Pending>, kDiagnoseKindCount> m_pending;
    QHash<QString, int> m_hostnameWarnings; // IPv6 look-ups that failed, per host
    QList<int> m_rendezvousDone;            // sources that logged a completed rendezvous
    QList<int> m_loopbackChosen;            // sources where NCCL chose the loopback interface
    // The bridges and virtual links NCCL chose, by address: a connect to one of them that fails
    // is that choice's consequence.
    QHash<QString, Details> m_virtualChosen;
    static constexpr int kMaxVirtualInterfaces = 64;
    QHash<int, qint64> m_lastErrorLine;    // per log: the last line read as an error
    QHash<int, qint64> m_lastProgressLine; // per log: its last line of training's progress
    bool m_ncclInterfacesReachedRanks = false;
    QSet<int> m_groupRestarted;
    QHash<int, qint64> m_recoveredAt; // per log: where an attempt after a restart began (recoveredAt)
    qint64 m_clock = 0;
};

} // namespace ddpw
