#pragma once

#include "logdiagnosis/LogDiagnosisKind.h"
#include "model/JobSpec.h"
#include "validate/CommandDiagnostic.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// A line of a log that shows a finding: which log (index into LogDiagnosisReport::sources), its
// 1-based line number, and its text as the log has it (cleaned of colours, cut if very long).
struct LogEvidence
{
    int source = 0;
    qint64 line = 0;
    QString text;
    friend bool operator==(const LogEvidence&, const LogEvidence&) = default;
};

// An error finding read in another log that explains a finding: its kind and that log (index
// into LogDiagnosisReport::sources). A finding lists as explained only what its own logs show.
struct LogCause
{
    LogDiagnosisKind kind = LogDiagnosisKind::Unknown;
    int source = 0;
    friend bool operator==(const LogCause&, const LogCause&) = default;
};

// One finding of `diagnose`: a kind of the catalogue (LogFindingCatalog), its severity (an error
// points at why the job failed), a summary and a fix in words a person can act on (already
// translated), where it was seen, and how it relates to the rest of the report and to the job.
struct LogFinding
{
    static constexpr int kMaxEvidence = 8;

    LogDiagnosisKind kind = LogDiagnosisKind::Unknown;
    Severity severity = Severity::Error;
    QString summary;
    QString fix;
    QString node;                     // empty when no log line says
    std::optional<int> rank;          // global rank, when a line says
    QList<LogEvidence> evidence;      // the first kMaxEvidence lines that show it
    qint64 moreEvidence = 0;          // further lines that show it, not listed
    QList<LogDiagnosisKind> explains; // other findings of this report it explains, seen in its own logs
    bool explained = false;           // another error finding of this report explains it
    QList<LogCause> causedBy;         // when no cause lies in its own logs: those read in other logs

    // What its lines said (host, port, iface, reason ...): the job linker reads them.
    QHash<QString, QString> details;

    // Tied to the job (--job / --command): what the job says about it, and one-click fixes.
    QStringList jobNotes;
    QList<JobFix> jobFixes;
    // Per job fix, what it changes in the job's start command as the app writes it: the lines
    // it removes ("- ...") and adds ("+ ...").
    QList<QStringList> jobFixChanges;
    // The same repair as `validate` offers on the start command text (--command).
    std::optional<DiagnosticFix> commandFix;
    QString commandFixText; // validate's words: "fix: insert ' --use_env' at 1:37"
};

} // namespace ddpw
