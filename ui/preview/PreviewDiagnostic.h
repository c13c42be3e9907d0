#pragma once

// PreviewDiagnostic: what CommandPreview shows for one problem in the command text. A plain
// value the GUI converts core diagnostics into, so the preview widget does not depend on how
// the checks are computed.

#include "model/JobSpec.h" // ddpw::Severity

#include <QList>
#include <QString>

namespace ddpw {

// One text edit of a fix: replace [beginOffset, endOffset) of the command by text.
struct PreviewEdit
{
    int beginOffset = 0;
    int endOffset = 0;
    QString text;
    friend bool operator==(const PreviewEdit&, const PreviewEdit&) = default;
};

struct PreviewDiagnostic
{
    // QString offsets into the command text, end exclusive. An empty range marks the character
    // at beginOffset (or the last one, at the end of the text).
    int beginOffset = 0;
    int endOffset = 0;
    Severity severity = Severity::Error;
    QString code;    // e.g. "DDP012", shown in the list
    QString message; // shown in the list and as the tooltip over the underlined text
    // With hasFix, "Apply fix" replaces [beginOffset, endOffset) by fixText (empty = delete),
    // or, for a problem of the job (jobProblem >= 0), asks the window to make the job's own fix.
    QString fixText;
    bool hasFix = false;
    int jobProblem = -1; // index into the job's problems() this diagnostic shows, if any
    QString fixLabel;    // what the job's fix does, e.g. "Use the c10d backend"
    // Core's fix as edits, wherever they are (an insertion after the line, every dash spelling
    // of the line): with these, "Apply fix" makes them all in one step instead of fixText.
    QList<PreviewEdit> edits;
    friend bool operator==(const PreviewDiagnostic&, const PreviewDiagnostic&) = default;
};

} // namespace ddpw
