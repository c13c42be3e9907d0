#include "pages/FormPage.h"

#include "document/JobDocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace ddpw {

namespace {

QString severityKey(std::optional<Severity> severity)
{
    if (!severity)
        return {};
    switch (*severity) {
    case Severity::Error: return QStringLiteral("error");
    case Severity::Warning: return QStringLiteral("warning");
    case Severity::Info: return QStringLiteral("info");
    }
    return {};
}

QString messageLine(const JobProblem& problem)
{
    switch (problem.severity) {
    case Severity::Error: return FormPage::tr("Error: %1").arg(problem.message);
    case Severity::Warning: return FormPage::tr("Warning: %1").arg(problem.message);
    case Severity::Info: return FormPage::tr("Note: %1").arg(problem.message);
    }
    return problem.message;
}

// A field with an error gets a frame in the palette's highlight colour, so that it follows the
// light or dark theme. The style sheet is set on that one editor only while it has the error: a
// window-wide style sheet would route every widget of the window through the style sheet
// engine, which made start-up three times slower.
void highlight(QWidget* editor, bool on)
{
    static const QString kFrame = QStringLiteral("*[problem=\"error\"] { border: 2px solid palette(highlight); }");
    editor->setStyleSheet(on ? kFrame : QString());
}

} // namespace

FormPage::FormPage(JobDocument* document, QWidget* parent) : QWidget(parent), m_document(document) {}

QList<JobField> FormPage::fields() const
{
    QList<JobField> result;
    for (const auto& entry : m_fields)
        result.append(entry.first);
    return result;
}

void FormPage::refresh()
{
    showJob(m_document->job());
    showProblems();
}

void FormPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        showProblems();
    }
    QWidget::changeEvent(event);
}

void FormPage::setTextQuietly(QLineEdit* edit, const QString& text)
{
    if (edit->text() != text) {
        const QSignalBlocker blocker(edit);
        edit->setText(text);
    }
}

void FormPage::setValueQuietly(QSpinBox* spin, int value)
{
    if (spin->value() != value) {
        const QSignalBlocker blocker(spin);
        spin->setValue(value);
    }
}

void FormPage::selectQuietly(QComboBox* combo, int data)
{
    const int index = combo->findData(data);
    if (index >= 0 && combo->currentIndex() != index) {
        const QSignalBlocker blocker(combo);
        combo->setCurrentIndex(index);
    }
}

void FormPage::checkQuietly(QCheckBox* box, bool checked)
{
    if (box->isChecked() != checked) {
        const QSignalBlocker blocker(box);
        box->setChecked(checked);
    }
}

void FormPage::addField(QFormLayout* form, JobField field, QLabel* label, QWidget* editor)
{
    label->setBuddy(editor);
    auto* column = new QWidget(this);
    auto* layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(editor);
    layout->addWidget(trackField(field, editor));
    form->addRow(label, column);
}

QWidget* FormPage::trackField(JobField field, QWidget* editor)
{
    // The message, and beside it the fix button when a problem has a one-click fix (made the
    // first time one does).
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* message = new QLabel(row);
    message->setObjectName(QStringLiteral("problem_") + JobSpec::jsonKey(field));
    message->setWordWrap(true);
    message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(message, 1);
    row->setVisible(false);
    m_fields[field] = FieldView{editor, row, message, nullptr};
    return row;
}

QPushButton* FormPage::fixButton(JobField field, FieldView& view)
{
    if (!view.fix) {
        view.fix = new QPushButton(view.row);
        view.fix->setObjectName(QStringLiteral("fix_") + JobSpec::jsonKey(field));
        static_cast<QHBoxLayout*>(view.row->layout())->addWidget(view.fix, 0, Qt::AlignTop);
        connect(view.fix, &QPushButton::clicked, this, [this, field] { applyFix(field); });
    }
    return view.fix;
}

void FormPage::applyFix(JobField field)
{
    // The fix of the field's problem as it is now: the job may have changed since it was shown.
    for (const JobProblem& problem : m_document->problemsFor(field)) {
        if (problem.fix) {
            const JobFix fix = *problem.fix;
            m_document->edit(fix.apply);
            return;
        }
    }
}

void FormPage::showProblems()
{
    for (auto& [field, view] : m_fields) {
        const QList<JobProblem> problems = m_document->problemsFor(field);
        QStringList lines;
        for (const JobProblem& problem : problems)
            lines.append(messageLine(problem));
        const QString text = lines.join(u'\n');
        if (view.message->text() != text)
            view.message->setText(text);
        view.row->setVisible(!text.isEmpty());
        const auto fixable =
            std::find_if(problems.begin(), problems.end(), [](const JobProblem& problem) { return problem.fix; });
        if (fixable != problems.end()) {
            QPushButton* button = fixButton(field, view);
            button->setText(fixable->fix->label);
            button->setToolTip(tr("Change the job: %1").arg(fixable->fix->label));
            button->setAccessibleName(tr("Fix: %1").arg(fixable->fix->label));
            button->show();
        } else if (view.fix) {
            view.fix->hide();
        }
        const QString key = severityKey(m_document->worstSeverity({field}));
        view.message->setProperty("problem", key);
        if (view.editor->property("problem").toString() != key) {
            view.editor->setProperty("problem", key);
            highlight(view.editor, key == QStringLiteral("error"));
        }
        view.editor->setAccessibleDescription(text);
    }
}

} // namespace ddpw
