#pragma once

#include "logdiagnosis/FailureTableReader.h"
#include "logdiagnosis/LaunchConfigReader.h"
#include "logdiagnosis/LogDiagnosisFacts.h"
#include "logdiagnosis/LogDiagnosisInput.h"
#include "logdiagnosis/LogDiagnosisOptions.h"
#include "logdiagnosis/LogDiagnosisReport.h"
#include "logdiagnosis/LogFindingCollector.h"
#include "logdiagnosis/LogRules.h"
#include "logdiagnosis/TracebackTracker.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QHash>
#include <QIODevice>
#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>

namespace ddpw {

// The engine of `diagnose`: reads one or more logs of a failed job (one per node or rank, or one
// interleaved log) as streams of bytes and says why the job failed, root cause first
// (LogDiagnosisReport). Any size and any bytes: the logs are read in chunks; a byte prefilter
// (TriggerSet over LogRules' literals) skips every line that cannot matter, so only the few
// that can are decoded and matched; memory does not grow with the log (bounded evidence,
// traceback state and facts; lines longer than kMaxLineBytes are read in pieces).
class LogDiagnoser
{
    Q_DECLARE_TR_FUNCTIONS(LogDiagnoser)

public:
    static constexpr qsizetype kChunkBytes = 1 << 20;
    static constexpr qsizetype kMaxLineBytes = 64 * 1024;

    explicit LogDiagnoser(LogDiagnosisOptions options = {});
    ~LogDiagnoser();
    LogDiagnoser(const LogDiagnoser&) = delete;
    LogDiagnoser& operator=(const LogDiagnoser&) = delete;

    // A new log: `name` is what evidence shows ("node0.log", "<stdin>"), `node` what the report
    // calls its node when no line names one (default: the name). Returns its index.
    int addSource(const QString& name, const QString& node = {});
    // More bytes of that log, cut anywhere.
    void feed(int source, QByteArrayView bytes);
    // The log has ended (its last line may have no newline).
    void endSource(int source);
    // Reads `device` to its end in chunks and ends the source. False on a read error, or when
    // `cancelled` (checked between chunks) turns true.
    bool readDevice(int source, QIODevice& device, const std::atomic<bool>* cancelled = nullptr);

    LogDiagnosisReport finish();

    // One log held in memory (tests, the dry-run's lines).
    static LogDiagnosisReport diagnose(const QByteArray& log, const QString& name = QStringLiteral("log"),
                                       LogDiagnosisOptions options = {});

    // Every log of `logs`, in order (a file that cannot be opened reads as empty). Safe to call
    // off the GUI thread; with `cancelled` set it stops between chunks and returns what it has.
    static LogDiagnosisReport diagnoseAll(const QList<LogDiagnosisInput>& logs, LogDiagnosisOptions options = {},
                                          const std::atomic<bool>* cancelled = nullptr);

    // Every literal the prefilter looks for (the rules', the error lines', the mined catalogue's).
    static const QList<QByteArray>& prefilterLiterals();

private:
    struct Source;

    void scanCompleteLines(Source& source, const char* data, qsizetype size);
    void processLine(Source& source, QByteArrayView raw);
    // One line of the log (processLine: one of those a packed line holds).
    void readLine(Source& source, QByteArrayView window);
    static bool isProgress(QByteArrayView line);
    static void noteLastProgress(Source& source, const char* data, qsizetype size);
    static constexpr qint64 kProgressLookBack = 64;
    void process(Source& source, const LogLine& line, const LogEvidence& where, const QList<int>& hits, bool isVirtual);
    static void watchdogFrames(Source& source, const LogLine& line, const LogEvidence& where);
    void processVirtual(Source& source, const QString& text, const LogEvidence& physical, const QString& stream);
    void facts(Source& source, const LogLine& line, const LogEvidence& where, const QList<int>& hits, bool isVirtual);
    void noteRetried(Source& source, LogDiagnosisKind kind, Severity severity, const LogEvidence& where,
                     const LogLine& line);
    void trackRetried(Source& source, const LogLine& line, const LogEvidence& where, bool started);
    void followRaise(Source& source, const LogLine& line, const LogEvidence& where, TracebackTracker::Step step);
    void raiseCutAtRaise(Source& source);
    void raiseCutRetried(Source& source);
    void takeExits(Source& source);
    static qint64 timeNear(const Source& source);
    void flushChildFailed(Source& source);
    void takeConfig(Source& source);
    bool attention(const Source& source) const;

    // Error lines no rule explains (never silent): reported at the end unless a cause was found.
    struct Fallback
    {
        LogEvidence where;
        LogLine context;
        QString text;
    };
    // A message whose kind is only its usual cause: an error when the log shows no other cause.
    struct Likely
    {
        LogDiagnosisKind kind;
        LogEvidence where;
        LogLine context;
        LogFindingCollector::Details details = {};
    };
    void addFallbacks();
    void environmentLookup(Source& source, const LogLine& line, const LogEvidence& where);
    void launcherCommandLine(const LogLine& line, const LogEvidence& where);
    bool groupCall(const LogLine& line, const LogEvidence& where);
    void dropTerminateFallback(const LogEvidence& where, const LogLine& line);
    bool abortOfTerminate(const LogEvidence& where, const LogLine& line) const;
    void judgeLookup(Source& source, const LogLine& line, bool logEnded);

    // What the rules and the mined table say of a line (cached per message).
    struct MatchResult
    {
        std::optional<LogRules::Match> rule;
        std::optional<int> mined;
    };
    static constexpr qsizetype kMatchCacheSize = 512;
    // How many lines after a time-stamped one a line without a time stamp takes its time.
    static constexpr qint64 kTimeLines = 64;
    const MatchResult& matchOf(const LogLine& line, const QList<int>& hits, std::optional<bool> inTorchTraceback,
                               bool terminate);
    QHash<QString, MatchResult> m_matchCache;

    LogDiagnosisOptions m_options;
    QList<Fallback> m_fallbacks;
    std::optional<LogEvidence> m_terminateReason;            // the what() line that explained a terminate
    QList<std::pair<LogEvidence, LogLine>> m_watchdogFrames; // watchdogFrames() of each log
    QList<Fallback> m_unexplained; // lines that read as errors and that no rule or message explains
    QList<Likely> m_likely;
    // Where NCCL said a graph file and a topology file were set for it (the first line of each).
    std::optional<LogEvidence> m_ncclGraphFile;
    std::optional<LogEvidence> m_ncclTopoFile;
    QList<Likely> m_raisedUncut; // failed attempts whose traceback the log cut (raiseCutRetried)
    QList<std::shared_ptr<Source>> m_sources;
    LogFindingCollector m_collector;
    LogDiagnosisFacts m_facts;
    qint64 m_lines = 0;
};

} // namespace ddpw
