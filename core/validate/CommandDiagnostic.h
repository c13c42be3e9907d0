#pragma once

#include "model/JobSpec.h" // ddpw::Severity, JobField, JobFix
#include "util/SourceRange.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// A repair the GUI can apply with one click: replace `range` of the snippet by `replacement`
// (an empty range inserts, an empty replacement deletes).
struct DiagnosticFix
{
    SourceRange range;
    QString replacement;
    friend bool operator==(const DiagnosticFix&, const DiagnosticFix&) = default;
};

// One finding of `validate`: a stable code (DDP101, or SC2086 from ShellCheck), its severity,
// where it is and what to do about it, in words for a person (already translated). The same type
// says what is wrong with the job itself (validate/JobChecks): then `field` names the form's
// field, the code is its job-file key, and the repair is an edit of the job (`jobFix`).
struct CommandDiagnostic
{
    QString code;
    Severity severity = Severity::Error;
    SourceRange range;
    QString message;
    std::optional<DiagnosticFix> fix;
    // The same repair of the other tokens it is about (each dash spelling of a line on torch
    // 1.13): one click, one `fix:` block, applies them all with `fix`.
    QList<DiagnosticFix> moreFixes;
    // A problem of the job: the field it is about, and the edit of the job that repairs it
    // (only where one edit is clearly what the user wants; the rest needs their own choice).
    std::optional<JobField> field = std::nullopt;
    std::optional<JobFix> jobFix = std::nullopt;
    friend bool operator==(const CommandDiagnostic&, const CommandDiagnostic&) = default;
    // fix and moreFixes, as applyFixes() takes them.
    QList<DiagnosticFix> fixes() const
    {
        QList<DiagnosticFix> all;
        if (fix)
            all.append(*fix);
        all += moreFixes;
        return all;
    }
};

// "error", "warning", "info": the words of the text and JSON output.
inline QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Error: return QStringLiteral("error");
    case Severity::Warning: return QStringLiteral("warning");
    case Severity::Info: return QStringLiteral("info");
    }
    return QString();
}

// Into the order every list shows (model/WorstFirst.h): errors, warnings, infos, each by where
// it starts in the snippet, ties as they came. CommandValidator returns this order; a list that
// adds findings (ShellCheck's) sorts again.
void sortDiagnostics(QList<CommandDiagnostic>& diagnostics);

// The text with every given fix applied (fixes must not overlap; later ranges first).
QString applyFixes(const QString& text, QList<DiagnosticFix> fixes);

// One line for a fix of `text`, as `validate` prints it below its finding:
// "    fix: replace '--rdzv-id' with '--rdzv_id'" (translated).
QString describeFix(const DiagnosticFix& fix, const QString& text);

// The `fix:` lines of one finding's fixes: one line per distinct edit, in order, however many
// places it is made in (a file's every carriage return is one line, "convert Windows line
// endings"), so that the lines stay as few as the different edits.
QStringList describeFixes(const QList<DiagnosticFix>& fixes, const QString& text);

} // namespace ddpw
