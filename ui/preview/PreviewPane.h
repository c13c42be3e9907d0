#pragma once

#include "model/JobSpec.h"
#include "preview/PreviewDiagnostic.h"

#include <QList>
#include <QSplitter>

namespace ddpw {

class BackgroundShellCheck;
class CommandPreview;
class ExplainPanel;
class JobDocument;

// The start command beside the form: the document's generated command, script and JSON
// (CommandPreview) with the job's problems placed where the command shows their fields and
// core's command checks underlined, ShellCheck's findings merged in the background, and below
// it the explanation of the token the user points at (ExplainPanel). A hand edit of the command
// is read back into the form when the document says nothing would be lost.
class PreviewPane : public QSplitter
{
    Q_OBJECT

public:
    explicit PreviewPane(JobDocument* document, QWidget* parent = nullptr);

    CommandPreview* preview() const { return m_preview; }
    // Shows the document's job; called on every change of the job.
    void showJob();

signals:
    // The user activated a problem of this field: its step should be shown.
    void fieldActivated(ddpw::JobField field);
    // Something for the status bar (0: until the next message).
    void statusMessage(const QString& text, int timeoutMs);
    // A message given before is no longer true: the status bar drops it if it still shows it.
    void statusWithdrawn(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    void readBackCommand(const QString& command);
    // The status line on a command kept as typed, while there is one.
    void sayTypedCommand();
    void explainToken(int offset);
    void applyJobFix(int problem);
    void showDiagnostics(const QString& command, const QList<PreviewDiagnostic>& diagnostics);

    JobDocument* m_document;
    CommandPreview* m_preview;
    ExplainPanel* m_explain;
    BackgroundShellCheck* m_shellCheck;
    QList<PreviewDiagnostic> m_diagnostics; // core's findings on the shown command
    int m_explainedOffset = -1;             // the token the explanation is about, if any
    QString m_typedNote;                    // the status line about the typed command, if shown
};

} // namespace ddpw
