#include "preview/PreviewPane.h"

#include "generate/CommandGenerator.h"
#include "model/JobFile.h"
#include "openjob/JobDocument.h"
#include "preview/BackgroundShellCheck.h"
#include "preview/CommandDiagnostics.h"
#include "preview/CommandPreview.h"
#include "preview/ExplainPanel.h"
#include "validate/CommandExplainer.h"

#include <QEvent>
#include <QTreeWidget>

#include <utility>

namespace ddpw {

PreviewPane::PreviewPane(JobDocument* document, QWidget* parent)
    : QSplitter(Qt::Vertical, parent), m_document(document), m_preview(new CommandPreview(this)),
      m_explain(new ExplainPanel(this)), m_shellCheck(new BackgroundShellCheck(this))
{
    m_preview->setObjectName(QStringLiteral("commandPreview"));
    // Clicking or hovering a token of the command explains it below the preview (teaching view).
    m_explain->setObjectName(QStringLiteral("explainPanel"));
    setObjectName(QStringLiteral("previewPane"));
    addWidget(m_preview);
    addWidget(m_explain);
    setStretchFactor(0, 3);
    setStretchFactor(1, 1);

    connect(m_preview, &CommandPreview::commandEdited, this, &PreviewPane::readBackCommand);
    connect(m_document, &JobDocument::typedCommandChanged, this, &PreviewPane::sayTypedCommand);
    connect(m_preview, &CommandPreview::tokenActivated, this, &PreviewPane::explainToken);
    connect(m_preview, &CommandPreview::jobFixRequested, this, &PreviewPane::applyJobFix);
    connect(m_shellCheck, &BackgroundShellCheck::finished, this,
            [this](const QString& command, const QList<PreviewDiagnostic>& findings) {
                if (command == m_preview->commandText()) {
                    QList<PreviewDiagnostic> all = m_diagnostics + findings;
                    CommandDiagnostics::sortForList(all);
                    m_preview->setDiagnostics(all);
                }
            });
    // A job problem's code is its field's job-file key: activating it shows the field's step.
    connect(m_preview->diagnosticList(), &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        const QString key = item->text(DiagnosticList::CodeColumn);
        for (int field = 0; field <= static_cast<int>(JobField::Python); ++field) {
            if (JobSpec::jsonKey(static_cast<JobField>(field)) == key)
                emit fieldActivated(static_cast<JobField>(field));
        }
    });
}

void PreviewPane::showJob()
{
    const JobSpec& job = m_document->job();
    // A command typed by hand and kept (also one restored from a crash copy) is what is shown:
    // a language switch, an undo that brought it back, until a change of the job regenerates it.
    const QString& typed = m_document->typedCommand();
    const QString& command = typed.isEmpty() ? m_document->command().text : typed;
    m_preview->setTexts(command, CommandGenerator(job).bashScript(), QString::fromUtf8(JobFile::toJson(job)));
    if (!typed.isEmpty()) {
        showDiagnostics(typed, CommandDiagnostics::validate(typed, ValidationOptions::forJob(job), true));
        return;
    }
    // The job's problems at their fields and what core's checks find in the text: core's one list.
    showDiagnostics(command, CommandDiagnostics::forJob(m_document->diagnostics()));
}

void PreviewPane::showDiagnostics(const QString& command, const QList<PreviewDiagnostic>& diagnostics)
{
    // Core's checks show at once; ShellCheck's generic shell findings join when its background
    // run on the same text comes back.
    m_diagnostics = diagnostics;
    CommandDiagnostics::sortForList(m_diagnostics);
    m_preview->setDiagnostics(m_diagnostics);
    m_shellCheck->request(command);
}

void PreviewPane::changeEvent(QEvent* event)
{
    QSplitter::changeEvent(event);
    if (event->type() != QEvent::LanguageChange)
        return;
    // The explanation is core's text in the language it was made in: make it again.
    if (m_explainedOffset >= 0)
        explainToken(m_explainedOffset);
    // Likewise the note on a command kept as typed.
    if (!m_document->typedCommand().isEmpty())
        sayTypedCommand();
}

void PreviewPane::explainToken(int offset)
{
    m_explainedOffset = -1;
    if (m_preview->mode() != CommandPreview::Mode::Command) {
        m_explain->clearExplanation();
        return;
    }
    CommandExplainer explainer(ValidationOptions::forJob(m_document->job()));
    explainer.setText(m_preview->commandText());
    const std::optional<TokenExplanation> found = explainer.explainAt(offset);
    if (!found) {
        m_explain->clearExplanation();
        return;
    }
    m_explain->setExplanation(found->title, found->meaning, found->defaultValue, found->effect);
    m_explainedOffset = offset;
}

void PreviewPane::applyJobFix(int problem)
{
    const QList<CommandDiagnostic>& problems = m_document->problems();
    if (problem < 0 || problem >= problems.size() || !problems[problem].jobFix)
        return;
    const JobFix fix = *problems[problem].jobFix; // a copy: the edit recomputes the problems
    m_document->edit(fix.apply, fix.label);
    emit statusMessage(tr("Changed the job: %1").arg(fix.label), 5000);
}

void PreviewPane::readBackCommand(const QString& command)
{
    const CommandReadBack readBack = m_document->readBack(command);
    if (readBack.intoForm) {
        m_document->edit([&](JobSpec& job) { job = readBack.job; }, tr("Read the edited command back"));
        // Typed back to the form's own command: nothing is kept as typed any more.
        m_document->keepTypedCommand(QString());
        emit statusMessage(tr("The edited command was read back into the form."), 5000);
        return;
    }
    // Not everything fits the form: keep the text as typed (the Check step runs it), check it,
    // and say what is kept (typedCommandChanged).
    m_document->keepTypedCommand(command);
    showDiagnostics(command, CommandDiagnostics::validate(command, ValidationOptions::forJob(m_document->job()), true));
}

void PreviewPane::sayTypedCommand()
{
    const QString& typed = m_document->typedCommand();
    if (typed.isEmpty()) {
        // Regenerated (a change in the form, New, an import): the note is no longer true.
        if (!m_typedNote.isEmpty())
            emit statusWithdrawn(std::exchange(m_typedNote, QString()));
        return;
    }
    const CommandReadBack readBack = m_document->readBack(typed);
    m_typedNote = tr("The edited command is kept as typed and not read into the form (%1); a change in the "
                     "form regenerates it, and Undo brings it back.")
                      .arg(readBack.reasons.join(QStringLiteral("; ")));
    emit statusMessage(m_typedNote, 0);
}

} // namespace ddpw
