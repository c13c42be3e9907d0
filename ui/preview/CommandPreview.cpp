#include "preview/CommandPreview.h"

#include "preview/CommandHighlighter.h"
#include "preview/DiagnosticList.h"

#include "widgets/AppTheme.h"
#include "widgets/SplitterMemory.h"
#include "widgets/WrappedToolTip.h"

#include <QAbstractTextDocumentLayout>
#include <QBoxLayout>
#include <QClipboard>
#include <QEvent>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHeaderView>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTabBar>
#include <QTextBlock>
#include <QTimer>
#include <QToolTip>
#include <QTreeWidgetItem>

#include <algorithm>

namespace ddpw {

namespace {

// [begin, end) of a diagnostic, clamped to the text; an empty range grows to one character.
std::pair<int, int> visibleRange(const PreviewDiagnostic& diagnostic, int textSize)
{
    int begin = std::clamp(diagnostic.beginOffset, 0, textSize);
    int end = std::clamp(diagnostic.endOffset, begin, textSize);
    if (begin == end) {
        if (end < textSize)
            ++end;
        else if (begin > 0)
            --begin;
    }
    return {begin, end};
}

} // namespace

CommandPreview::CommandPreview(QWidget* parent)
    : QWidget(parent), m_modes(new QTabBar(this)), m_copy(new QPushButton(this)), m_editor(new QPlainTextEdit(this)),
      m_list(new DiagnosticList(this)), m_debounce(new QTimer(this))
{
    for (int i = 0; i < 3; ++i)
        m_modes->addTab(QString());
    // Every tab's whole name ("Job JSON", not "Jo"): the bar asks for the room its names take.
    m_modes->setElideMode(Qt::ElideNone);
    m_modes->setUsesScrollButtons(false);
    m_modes->setExpanding(false);
    connect(m_modes, &QTabBar::currentChanged, this, [this](int index) { setMode(Mode(index)); });

    connect(m_copy, &QPushButton::clicked, this, &CommandPreview::copyToClipboard);

    m_editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // Long lines wrap on screen (the text, and what Copy takes, keep their own line breaks):
    // the preview never scrolls sideways, whatever the pane's width.
    m_editor->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_editor->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_editor->setTabChangesFocus(true);
    m_editor->viewport()->installEventFilter(this);
    m_highlighter = new CommandHighlighter(m_editor->document(), palette());
    connect(m_editor, &QPlainTextEdit::textChanged, this, &CommandPreview::onUserEdit);

    connect(m_list, &DiagnosticList::fixRequested, this, &CommandPreview::applyFix);
    // The rows' heights changed with the width: the command and the list divide the pane again.
    connect(m_list, &DiagnosticList::rowHeightsChanged, this, &CommandPreview::divide);
    connect(m_list, &QTreeWidget::itemClicked, this,
            [this](QTreeWidgetItem* item) { showDiagnostic(m_list->indexOfTopLevelItem(item)); });
    connect(m_list, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem* item) { showDiagnostic(m_list->indexOfTopLevelItem(item)); });

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);
    connect(m_debounce, &QTimer::timeout, this, [this] { emit commandEdited(commandText()); });

    auto* top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(m_modes);
    top->addStretch();
    top->addWidget(m_copy);
    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->setObjectName(QStringLiteral("editorSplitter"));
    m_splitter->addWidget(m_editor);
    m_splitter->addWidget(m_list);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    // The list's share follows its rows and the command's lines (divide()) until the user drags.
    m_splitter->installEventFilter(this);
    connect(m_splitter, &QSplitter::splitterMoved, this, [this] { m_dividedByUser = true; });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_splitter, 1);
    retranslate();
}

void CommandPreview::keepDivision(const QString& window)
{
    m_dividedByUser = SplitterMemory::keep(m_splitter, window) || m_dividedByUser;
}

void CommandPreview::retranslate()
{
    m_modes->setTabText(int(Mode::Command), tr("Platform command"));
    m_modes->setTabText(int(Mode::Script), tr("Bash script"));
    m_modes->setTabText(int(Mode::Json), tr("Job JSON"));
    m_modes->setTabToolTip(int(Mode::Command),
                           tr("The text for the platform's \"start command\" box; you can edit it here"));
    m_modes->setTabToolTip(int(Mode::Script),
                           tr("A standalone script that runs the same command on a node by hand (read-only)"));
    m_modes->setTabToolTip(int(Mode::Json), tr("The job file DDP Wizard saves (read-only)"));
    m_modes->setAccessibleName(tr("Preview format"));
    m_copy->setText(tr("Copy"));
    m_copy->setToolTip(tr("Copy exactly this text to the clipboard"));
    m_copy->setAccessibleName(tr("Copy to clipboard"));
    m_editor->setAccessibleName(tr("Start command"));
    m_list->retranslate();
    refreshList();
}

void CommandPreview::setTexts(const QString& command, const QString& script, const QString& json)
{
    if (command != m_texts[std::size_t(Mode::Command)])
        m_debounce->stop(); // the new command replaces what the user typed
    m_texts = {command, script, json};
    if (editorText() != text(m_mode))
        showText(text(m_mode));
}

void CommandPreview::flushEdit()
{
    if (!m_debounce->isActive())
        return;
    m_debounce->stop();
    emit commandEdited(commandText());
}

void CommandPreview::showText(const QString& text)
{
    // Keep the user's place: a live preview that jumps to the top on every key is unusable.
    const int cursor = m_editor->textCursor().position();
    const int vertical = m_editor->verticalScrollBar()->value();
    const int horizontal = m_editor->horizontalScrollBar()->value();
    m_settingText = true;
    m_editor->setPlainText(text);
    QTextCursor restored(m_editor->document());
    restored.setPosition(std::clamp(cursor, 0, int(text.size())));
    m_editor->setTextCursor(restored);
    m_editor->verticalScrollBar()->setValue(vertical);
    m_editor->horizontalScrollBar()->setValue(horizontal);
    m_settingText = false;
    refreshUnderlines();
    divide(); // the command's lines changed
}

QString CommandPreview::editorText() const
{
    // toPlainText() would turn non-breaking spaces into spaces; copy and round trip need the
    // exact characters.
    QString text = m_editor->document()->toRawText();
    text.replace(QChar::ParagraphSeparator, u'\n');
    text.replace(QChar::LineSeparator, u'\n');
    return text;
}

void CommandPreview::onUserEdit()
{
    if (m_settingText || m_mode != Mode::Command)
        return;
    const QString before = commandText();
    const QString after = editorText();
    if (before == after)
        return;
    onContentsChange(before, after);
    m_texts[std::size_t(Mode::Command)] = after;
    refreshUnderlines();
    m_debounce->start();
}

// Moves the diagnostics with the user's edit (found by diffing, which stays right whatever
// QTextDocument reports), so underlines stay on their words until fresh ones arrive.
void CommandPreview::onContentsChange(const QString& before, const QString& after)
{
    const int common = int(std::min(before.size(), after.size()));
    int prefix = 0;
    while (prefix < common && before[prefix] == after[prefix])
        ++prefix;
    int suffix = 0;
    while (suffix < common - prefix && before[before.size() - 1 - suffix] == after[after.size() - 1 - suffix])
        ++suffix;
    const int removed = int(before.size()) - prefix - suffix;
    const int added = int(after.size()) - prefix - suffix;
    const int delta = added - removed;
    const auto shift = [&](int& begin, int& end) {
        if (end <= prefix && begin < prefix)
            return;
        if (begin >= prefix + removed) {
            begin += delta;
            end += delta;
            return;
        }
        begin = std::min(begin, prefix);
        end = std::max({begin, prefix + added, end + delta});
    };
    for (PreviewDiagnostic& d : m_diagnostics) {
        shift(d.beginOffset, d.endOffset);
        for (PreviewEdit& edit : d.edits)
            shift(edit.beginOffset, edit.endOffset);
    }
}

void CommandPreview::setDiagnostics(const QList<PreviewDiagnostic>& diagnostics)
{
    m_diagnostics = diagnostics;
    refreshUnderlines();
    refreshList();
    emit diagnosticsChanged();
}

void CommandPreview::refreshUnderlines()
{
    QList<QTextEdit::ExtraSelection> selections;
    if (m_mode == Mode::Command) {
        const int size = int(commandText().size());
        for (const PreviewDiagnostic& diagnostic : m_diagnostics) {
            const auto [begin, end] = visibleRange(diagnostic, size);
            if (begin == end)
                continue;
            QTextEdit::ExtraSelection selection;
            selection.cursor = QTextCursor(m_editor->document());
            selection.cursor.setPosition(begin);
            selection.cursor.setPosition(end, QTextCursor::KeepAnchor);
            selection.format.setUnderlineStyle(QTextCharFormat::SpellCheckUnderline);
            selection.format.setUnderlineColor(AppTheme::severityColor(diagnostic.severity, palette()));
            selection.format.setToolTip(wrappedToolTip(diagnostic.message));
            selections.append(selection);
        }
    }
    m_editor->setExtraSelections(selections);
}

void CommandPreview::refreshList()
{
    m_list->showDiagnostics(m_diagnostics, commandText());
}

void CommandPreview::divide()
{
    // The user's division is theirs; an empty (hidden) list takes nothing.
    if (m_dividedByUser || m_list->isHidden() || m_list->topLevelItemCount() == 0)
        return;
    if (m_dividing) {
        // A new size of the list rewrapped its rows (its scroll bar came or went): once more.
        m_divideAgain = true;
        return;
    }
    m_dividing = true;
    for (int pass = 0; pass < 3; ++pass) {
        m_divideAgain = false;
        const int total = m_splitter->height() - m_splitter->handleWidth();
        if (total <= 0)
            break;
        // The list: its header and its rows as they wrap now (DiagnosticList), whole; the first
        // kShownRows of them at least.
        int shownRows = 0;
        int allRows = 0;
        for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
            QTreeWidgetItem* item = m_list->topLevelItem(i);
            allRows +=
                std::max(item->sizeHint(DiagnosticList::MessageColumn).height(), m_list->visualItemRect(item).height());
            if (i + 1 == kShownRows)
                shownRows = allRows;
        }
        if (m_list->topLevelItemCount() < kShownRows)
            shownRows = allRows;
        const int listChrome = m_list->header()->sizeHint().height() + 2 * m_list->frameWidth();
        // The command: its own lines as they wrap, at least three. Where the whole list fits
        // beside them, the command takes what is left (room to paste); else the list has its
        // first rows and the command the rest.
        const int line = m_editor->fontMetrics().lineSpacing();
        const int chrome = 2 * m_editor->frameWidth() + 2 * int(m_editor->document()->documentMargin());
        const int lines = int(m_editor->document()->documentLayout()->documentSize().height());
        const int editorLeast = 3 * line + chrome;
        const int editorWanted = std::max(lines * line + chrome, editorLeast);
        const int editor = editorWanted + listChrome + allRows <= total
                               ? total - listChrome - allRows
                               : std::max(editorLeast, std::min(editorWanted, total - listChrome - shownRows));
        if (m_splitter->sizes() != QList<int>{editor, total - editor})
            m_splitter->setSizes({editor, total - editor});
        if (!m_divideAgain)
            break;
    }
    m_dividing = false;
}

void CommandPreview::showDiagnostic(int index)
{
    if (index < 0 || index >= m_diagnostics.size())
        return;
    setMode(Mode::Command);
    const auto [begin, end] = visibleRange(m_diagnostics[index], int(commandText().size()));
    QTextCursor cursor(m_editor->document());
    cursor.setPosition(begin);
    cursor.setPosition(end, QTextCursor::KeepAnchor);
    m_editor->setTextCursor(cursor);
    m_editor->ensureCursorVisible();
}

void CommandPreview::applyFix(int index)
{
    if (index < 0 || index >= m_diagnostics.size() || !m_diagnostics[index].hasFix)
        return;
    if (m_diagnostics[index].jobProblem >= 0) {
        // The form is the source of this command: the job changes and the command follows.
        emit jobFixRequested(m_diagnostics[index].jobProblem);
        return;
    }
    setMode(Mode::Command);
    const PreviewDiagnostic fix = m_diagnostics[index];
    QList<PreviewEdit> edits = fix.edits;
    if (edits.isEmpty())
        edits.append({fix.beginOffset, fix.endOffset, fix.fixText});
    // From the last edit to the first, so that the earlier offsets stay right; one undo step.
    std::sort(edits.begin(), edits.end(),
              [](const PreviewEdit& a, const PreviewEdit& b) { return a.beginOffset > b.beginOffset; });
    const int size = int(commandText().size());
    QTextCursor cursor(m_editor->document());
    cursor.beginEditBlock();
    for (const PreviewEdit& edit : std::as_const(edits)) {
        const int begin = std::clamp(edit.beginOffset, 0, size);
        const int end = std::clamp(edit.endOffset, begin, size);
        cursor.setPosition(begin);
        cursor.setPosition(end, QTextCursor::KeepAnchor);
        cursor.insertText(edit.text);
    }
    cursor.endEditBlock(); // onUserEdit shifts the other diagnostics
    m_diagnostics.removeAt(index);
    refreshUnderlines();
    refreshList();
    emit diagnosticsChanged();
    m_debounce->stop();
    emit fixApplied(index);
    emit commandEdited(commandText());
}

void CommandPreview::copyToClipboard()
{
    QGuiApplication::clipboard()->setText(text(m_mode));
}

void CommandPreview::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    if (m_debounce->isActive()) {
        // Leaving the command with an edit pending: send it now rather than lose it.
        m_debounce->stop();
        emit commandEdited(commandText());
    }
    m_mode = mode;
    {
        const QSignalBlocker blocker(m_modes);
        m_modes->setCurrentIndex(int(mode));
    }
    m_editor->setReadOnly(mode != Mode::Command);
    // Re-highlighting emits textChanged on the old text; it is not the user's edit.
    m_settingText = true;
    m_highlighter->setEnabled(mode != Mode::Json);
    m_settingText = false;
    showText(text(mode));
    emit modeChanged(mode);
}

QString CommandPreview::diagnosticMessageAt(int offset) const
{
    QStringList messages;
    const int size = int(commandText().size());
    for (const PreviewDiagnostic& diagnostic : m_diagnostics) {
        const auto [begin, end] = visibleRange(diagnostic, size);
        if (offset >= begin && offset < end)
            messages.append(diagnostic.message);
    }
    return messages.join(u'\n');
}

int CommandPreview::offsetAt(const QPoint& viewportPos) const
{
    return m_editor->cursorForPosition(viewportPos).position();
}

bool CommandPreview::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_splitter) {
        if (event->type() == QEvent::Resize)
            divide();
        return QWidget::eventFilter(watched, event);
    }
    if (watched != m_editor->viewport() || m_mode != Mode::Command)
        return QWidget::eventFilter(watched, event);
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int offset = offsetAt(help->pos());
        const QString message = diagnosticMessageAt(offset);
        if (message.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), wrappedToolTip(message), m_editor->viewport());
        emit tokenActivated(offset);
        return true;
    }
    if (event->type() == QEvent::MouseButtonRelease) {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() == Qt::LeftButton && !m_editor->textCursor().hasSelection())
            emit tokenActivated(offsetAt(mouse->position().toPoint()));
    }
    return QWidget::eventFilter(watched, event);
}

void CommandPreview::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange) {
        m_settingText = true;
        m_highlighter->setPalette(palette());
        m_settingText = false;
        refreshUnderlines();
    }
}

} // namespace ddpw
