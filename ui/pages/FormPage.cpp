#include "pages/FormPage.h"

#include "openjob/JobDocument.h"
#include "widgets/AppTheme.h"
#include "widgets/WrapLabel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
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

QString messageLine(const CommandDiagnostic& problem)
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

enum Kind { Section, Field, Block };

// Combo boxes take the width of their longest item by default: a long choice would make the
// page wider than its pane. They shrink to the pane instead; the open list shows items whole.
void compactCombos(QWidget* editor)
{
    QList<QComboBox*> combos = editor->findChildren<QComboBox*>();
    if (auto* combo = qobject_cast<QComboBox*>(editor))
        combos.append(combo);
    for (QComboBox* combo : combos) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(10);
    }
}

// Editors keep a readable width on a wide screen (an image reference or a script path fits
// whole at 720 px); a number never needs a whole line.
constexpr int kMaxEditorWidth = 720;

void capWidth(QWidget* editor)
{
    if (qobject_cast<QSpinBox*>(editor))
        editor->setMaximumWidth(180);
    else if (qobject_cast<QLineEdit*>(editor) || qobject_cast<QComboBox*>(editor))
        editor->setMaximumWidth(kMaxEditorWidth);
}

} // namespace

FormPage::FormPage(JobDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_column(new QVBoxLayout(this))
{
    m_column->setContentsMargins(AppTheme::kPageMargin, AppTheme::kSpacing, AppTheme::kPageMargin,
                                 AppTheme::kPageMargin);
    m_column->setSpacing(0);
}

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
    if (event->type() == QEvent::PaletteChange)
        showProblems(); // the messages' colours follow the theme
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

void FormPage::focusField(JobField field)
{
    const auto found = m_fields.find(field);
    if (found == m_fields.end())
        return;
    QWidget* target = found->second.focusTarget ? found->second.focusTarget : found->second.editor;
    target->setFocus(Qt::OtherFocusReason);
    // The page sits in a scroll area: bring the field and its message into view.
    for (QWidget* parent = parentWidget(); parent; parent = parent->parentWidget()) {
        if (auto* scroll = qobject_cast<QScrollArea*>(parent)) {
            scroll->ensureWidgetVisible(found->second.row->isVisible() ? found->second.row : target);
            scroll->ensureWidgetVisible(target);
            break;
        }
    }
}

int FormPage::spacingBefore(int kind)
{
    const int previous = m_lastKind;
    m_lastKind = kind;
    if (previous < 0)
        return 0;
    if (kind == Section)
        return AppTheme::kSectionSpacing;
    return previous == Section ? AppTheme::kSpacing : AppTheme::kFieldSpacing;
}

QVBoxLayout* FormPage::addContainer(const QString& objectName, int spacing)
{
    // Each block carries the space above it, so that hiding a field hides its space too.
    auto* container = new QWidget(this);
    container->setObjectName(objectName);
    auto* layout = new QVBoxLayout(container);
    layout->setContentsMargins(0, spacing, 0, 0);
    layout->setSpacing(0);
    m_column->addWidget(container);
    return layout;
}

QLabel* FormPage::addSection(const QString& objectName)
{
    QVBoxLayout* block = addContainer(objectName + QStringLiteral("Block"), spacingBefore(Section));
    auto* heading = new QLabel(this);
    heading->setObjectName(objectName);
    heading->setFont(AppTheme::headingFont(font(), AppTheme::Heading::Section));
    heading->setWordWrap(true);
    block->addWidget(heading);
    return heading;
}

void FormPage::addField(JobField field, QLabel* label, QWidget* editor, QLabel* help, QWidget* focusTarget)
{
    QVBoxLayout* block = addContainer(QStringLiteral("field_") + JobSpec::jsonKey(field), spacingBefore(Field));
    label->setBuddy(focusTarget ? focusTarget : editor);
    compactCombos(editor);
    capWidth(editor);
    block->addWidget(label);
    block->addSpacing(AppTheme::kLabelSpacing);
    block->addWidget(editor);
    block->addWidget(trackField(field, editor));
    m_fields[field].focusTarget = focusTarget;
    m_fields[field].block = block->parentWidget();
    if (help) {
        block->addSpacing(AppTheme::kLabelSpacing);
        block->addWidget(help);
    }
}

void FormPage::addCheckField(JobField field, QCheckBox* box, QLabel* help)
{
    QVBoxLayout* block = addContainer(QStringLiteral("field_") + JobSpec::jsonKey(field), spacingBefore(Field));
    block->addWidget(box);
    block->addWidget(trackField(field, box));
    m_fields[field].block = block->parentWidget();
    if (help) {
        // Under the box's text, not its indicator.
        help->setIndent(style()->pixelMetric(QStyle::PM_IndicatorWidth, nullptr, box) +
                        style()->pixelMetric(QStyle::PM_CheckBoxLabelSpacing, nullptr, box));
        block->addSpacing(2);
        block->addWidget(help);
    }
}

void FormPage::setFieldShown(JobField field, bool shown)
{
    const auto found = m_fields.find(field);
    if (found != m_fields.end() && found->second.block)
        found->second.block->setVisible(shown);
}

void FormPage::addBlock(QWidget* widget, int spacing)
{
    const int before = spacingBefore(Block);
    QVBoxLayout* block = addContainer(QString(), spacing >= 0 && m_column->count() > 0 ? spacing : before);
    block->addWidget(widget);
}

void FormPage::endColumn()
{
    m_column->addStretch(1);
    orderTabs();
}

void FormPage::orderTabs()
{
    // Tab follows the page top to bottom, whatever order the widgets were made in.
    QList<QWidget*> chain;
    for (int i = 0; i < m_column->count(); ++i) {
        QWidget* block = m_column->itemAt(i)->widget();
        if (!block)
            continue;
        QList<QWidget*> candidates{block};
        for (int j = 0; j < candidates.size(); ++j) {
            QWidget* widget = candidates[j];
            if (widget->isWindow())
                continue; // a combo box's popup and the like: not in the page's chain
            const bool proxied = widget->parentWidget() && widget->parentWidget()->focusProxy() == widget;
            if (widget != block && (widget->focusPolicy() & Qt::TabFocus) && !proxied)
                chain.append(widget);
            // Depth first, in the order the children were laid out.
            const QList<QWidget*> children = widget->findChildren<QWidget*>(Qt::FindDirectChildrenOnly);
            for (int k = int(children.size()) - 1; k >= 0; --k)
                candidates.insert(j + 1, children[k]);
        }
    }
    for (int i = 1; i < chain.size(); ++i)
        QWidget::setTabOrder(chain[i - 1], chain[i]);
}

QLabel* FormPage::helpLabel(const QString& objectName)
{
    auto* help = new WrapLabel(this);
    if (!objectName.isEmpty())
        help->setObjectName(objectName);
    AppTheme::makeSecondary(help);
    return help;
}

QWidget* FormPage::controlRow(const QList<QWidget*>& widgets)
{
    auto* container = new QWidget(this);
    auto* layout = new QHBoxLayout(container);
    layout->setContentsMargins(0, 0, 0, 0);
    // A choice takes the room the row has; numbers and words keep their size.
    bool stretched = false;
    for (QWidget* widget : widgets) {
        const bool combo = qobject_cast<QComboBox*>(widget);
        layout->addWidget(widget, combo ? 1 : 0);
        stretched = stretched || combo;
    }
    if (!stretched)
        layout->addStretch();
    container->setMaximumWidth(kMaxEditorWidth);
    compactCombos(container);
    for (QWidget* widget : widgets)
        capWidth(widget);
    return container;
}

QWidget* FormPage::trackField(JobField field, QWidget* editor)
{
    // The message, and under it the fix button when a problem has a one-click fix (made the
    // first time one does): under, not beside, so that neither is ever squeezed or cut.
    auto* row = new QWidget(this);
    auto* layout = new QVBoxLayout(row);
    layout->setContentsMargins(0, AppTheme::kLabelSpacing, 0, 0);
    layout->setSpacing(AppTheme::kLabelSpacing);
    auto* message = new QLabel(row);
    message->setObjectName(QStringLiteral("problem_") + JobSpec::jsonKey(field));
    message->setWordWrap(true);
    message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(message);
    row->setVisible(false);
    m_fields[field] = FieldView{editor, nullptr, nullptr, row, message, nullptr};
    return row;
}

QPushButton* FormPage::fixButton(JobField field, FieldView& view)
{
    if (!view.fix) {
        view.fix = new QPushButton(view.row);
        view.fix->setObjectName(QStringLiteral("fix_") + JobSpec::jsonKey(field));
        static_cast<QVBoxLayout*>(view.row->layout())->addWidget(view.fix, 0, Qt::AlignLeft);
        connect(view.fix, &QPushButton::clicked, this, [this, field] { applyFix(field); });
    }
    return view.fix;
}

void FormPage::applyFix(JobField field)
{
    // The fix of the field's problem as it is now: the job may have changed since it was shown.
    for (const CommandDiagnostic& problem : m_document->problemsFor(field)) {
        if (problem.jobFix) {
            const JobFix fix = *problem.jobFix;
            m_document->edit(fix.apply, fix.label);
            return;
        }
    }
}

void FormPage::showProblems()
{
    for (auto& [field, view] : m_fields) {
        const QList<CommandDiagnostic> problems = m_document->problemsFor(field);
        QStringList lines;
        for (const CommandDiagnostic& problem : problems)
            lines.append(messageLine(problem));
        const QString text = lines.join(u'\n');
        if (view.message->text() != text)
            view.message->setText(text);
        view.row->setVisible(!text.isEmpty());
        const auto fixable = std::find_if(problems.begin(), problems.end(),
                                          [](const CommandDiagnostic& problem) { return problem.jobFix; });
        if (fixable != problems.end()) {
            QPushButton* button = fixButton(field, view);
            button->setText(fixable->jobFix->label);
            button->setToolTip(tr("Change the job: %1").arg(fixable->jobFix->label));
            button->setAccessibleName(tr("Fix: %1").arg(fixable->jobFix->label));
            button->show();
        } else if (view.fix) {
            view.fix->hide();
        }
        const std::optional<Severity> worst = m_document->worstSeverity({field});
        const QString key = severityKey(worst);
        view.message->setProperty("problem", key);
        if (worst) {
            QPalette colours = view.message->palette();
            colours.setColor(QPalette::WindowText, AppTheme::severityColor(*worst, palette()));
            view.message->setPalette(colours);
        }
        if (view.editor->property("problem").toString() != key) {
            view.editor->setProperty("problem", key);
            highlight(view.editor, key == QStringLiteral("error"));
        }
        view.editor->setAccessibleDescription(text);
    }
}

} // namespace ddpw
