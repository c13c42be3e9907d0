#include "preview/CommandPreview.h"

#include "preview/CommandHighlighter.h"

#include "widgets/AppTheme.h"
#include "widgets/FixButtonDelegate.h"
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
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QStyle>
#include <QTabBar>
#include <QTextBlock>
#include <QTextLayout>
#include <QTimer>
#include <QToolTip>
#include <QTreeWidget>

#include <algorithm>
#include <cmath>

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

// The height of `text` wrapped at `width` the way the view's style draws an item's text: at
// word boundaries, or anywhere inside a word longer than the line ('YOUR_TRAINING_SCRIPT.py'),
// which a plain word-wrap measure would count as one line and so cut the row short.
int wrappedHeight(QString text, const QFont& font, int width)
{
    text.replace(u'\n', QChar::LineSeparator);
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    qreal height = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        height += line.height();
    }
    layout.endLayout();
    return int(std::ceil(height));
}

} // namespace

CommandPreview::CommandPreview(QWidget* parent)
    : QWidget(parent), m_modes(new QTabBar(this)), m_copy(new QPushButton(this)), m_editor(new QPlainTextEdit(this)),
      m_list(new QTreeWidget(this)), m_debounce(new QTimer(this))
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

    m_list->setObjectName(QStringLiteral("diagnosticList"));
    m_list->setColumnCount(4);
    m_list->setRootIsDecorated(false);
    // A message is read whole, on as many lines as it takes: never cut short with "...".
    m_list->setWordWrap(true);
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setUniformRowHeights(false);
    // Rows are as tall as their wrapped message at the column's width: lay them out again when
    // the column changes width.
    // (The new width is the signal's: while it is emitted, a stretched section's size is still the old one.)
    connect(m_list->header(), &QHeaderView::sectionResized, m_list, [this](int column, int, int size) {
        if (column == MessageColumn)
            fitRowHeights(size);
    });
    m_list->header()->setSectionResizeMode(MessageColumn, QHeaderView::Stretch);
    m_list->header()->setStretchLastSection(false);
    m_list->hide();
    // "Apply fix" is painted in its row and clicked there (not a widget laid over the view), so a
    // rebuilt, rewrapped or resized list can never show one row's fix beside another row.
    m_fixDelegate = new FixButtonDelegate(m_list);
    m_list->setItemDelegateForColumn(FixColumn, m_fixDelegate);
    m_list->viewport()->setAttribute(Qt::WA_Hover); // the button under the mouse is drawn hovered
    m_list->installEventFilter(this);
    // Queued: applying the fix rebuilds this list, which deletes the row being clicked.
    connect(
        m_fixDelegate, &FixButtonDelegate::fixClicked, this,
        [this](const QModelIndex& index) { applyFix(index.data(kDiagnosticRole).toInt()); }, Qt::QueuedConnection);
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
    m_list->setHeaderLabels({m_compact ? QString() : tr("Severity"), tr("Message"), tr("Code"), tr("Fix")});
    m_list->headerItem()->setToolTip(SeverityColumn, tr("Severity"));
    m_list->setAccessibleName(tr("Problems in the command"));
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
    // The list keeps its place when it is made again (a fix applied, a finding gone): the row
    // under the one the user fixed is where it was, not back at the top.
    const int scrolled = m_list->verticalScrollBar()->value();
    m_list->clear();
    for (int i = 0; i < m_diagnostics.size(); ++i) {
        const PreviewDiagnostic& diagnostic = m_diagnostics[i];
        auto* item = new QTreeWidgetItem(m_list);
        QString word;
        switch (diagnostic.severity) {
        case Severity::Error:
            item->setIcon(SeverityColumn, style()->standardIcon(QStyle::SP_MessageBoxCritical));
            word = tr("Error");
            break;
        case Severity::Warning:
            item->setIcon(SeverityColumn, style()->standardIcon(QStyle::SP_MessageBoxWarning));
            word = tr("Warning");
            break;
        case Severity::Info:
            item->setIcon(SeverityColumn, style()->standardIcon(QStyle::SP_MessageBoxInformation));
            word = tr("Info");
            break;
        }
        item->setData(SeverityColumn, Qt::AccessibleTextRole, word);
        item->setToolTip(SeverityColumn, word);
        item->setText(SeverityColumn, m_compact ? QString() : word);
        item->setText(MessageColumn, messageText(diagnostic));
        item->setToolTip(MessageColumn, wrappedToolTip(diagnostic.message));
        item->setText(CodeColumn, diagnostic.code);
        // The row knows its diagnostic: whatever the list's order, a click applies this one.
        for (int column = 0; column < m_list->columnCount(); ++column)
            item->setData(column, kDiagnosticRole, i);
        if (diagnostic.hasFix) {
            const QString tip =
                diagnostic.jobProblem >= 0 ? tr("Change the job: %1").arg(fixWords(diagnostic)) : fixWords(diagnostic);
            item->setText(FixColumn, tr("Apply fix"));
            item->setData(FixColumn, FixButtonDelegate::kHasFixRole, true);
            // What this button changes, all of it, under it in the row (every button reads the same).
            item->setData(FixColumn, FixButtonDelegate::kWordsRole, fixWords(diagnostic));
            item->setToolTip(FixColumn, wrappedToolTip(tip + u'\n' + tr("(Space on the selected row applies it too)")));
            item->setData(FixColumn, Qt::AccessibleTextRole, tr("Apply fix: %1").arg(diagnostic.message));
        }
    }
    // An empty list is hidden; sizing its columns would measure text nobody sees (at start-up).
    m_list->setHidden(m_diagnostics.isEmpty());
    if (m_diagnostics.isEmpty())
        return;
    m_list->resizeColumnToContents(SeverityColumn);
    m_list->resizeColumnToContents(CodeColumn);
    m_list->resizeColumnToContents(FixColumn);
    // A column is never narrower than its header's word (修复 was cut to its first character).
    for (const int column : {int(CodeColumn), int(FixColumn)})
        m_list->setColumnWidth(column,
                               std::max(m_list->columnWidth(column), m_list->header()->sectionSizeHint(column)));
    fitRowHeights();
    m_list->verticalScrollBar()->setValue(scrolled);
}

QString CommandPreview::messageText(const PreviewDiagnostic& diagnostic) const
{
    // The code after the message, as `validate` prints it, where it has no column of its own.
    return m_compact ? QStringLiteral("%1 [%2]").arg(diagnostic.message, diagnostic.code) : diagnostic.message;
}

QString CommandPreview::fixWords(const PreviewDiagnostic& diagnostic) const
{
    if (diagnostic.jobProblem >= 0)
        return diagnostic.fixLabel; // the job's fix says its change ("Use the c10d backend")
    QList<PreviewEdit> edits = diagnostic.edits;
    if (edits.isEmpty())
        edits.append({diagnostic.beginOffset, diagnostic.endOffset, diagnostic.fixText});
    // Every edit, in the command's order: a fix that also writes the lines setting MASTER says so.
    std::sort(edits.begin(), edits.end(),
              [](const PreviewEdit& a, const PreviewEdit& b) { return a.beginOffset < b.beginOffset; });
    QStringList words;
    const QString& command = commandText();
    for (const PreviewEdit& edit : std::as_const(edits)) {
        const QString old = command.mid(edit.beginOffset, std::max(0, edit.endOffset - edit.beginOffset)).trimmed();
        const QString written = edit.text.trimmed();
        if (old.isEmpty())
            words.append(tr("insert %1").arg(quotedForFix(written)));
        else if (written.isEmpty())
            words.append(tr("delete %1").arg(quotedForFix(old)));
        else
            words.append(tr("replace %1 with %2").arg(quotedForFix(old), quotedForFix(written)));
    }
    return words.join(tr("; "));
}

QString CommandPreview::quotedForFix(const QString& text)
{
    // A text of several lines (MASTER=..., its guard) is shown line by line.
    QString shown = text;
    shown.replace(u'\n', QStringLiteral(" \u23ce "));
    return QStringLiteral("\u2018%1\u2019").arg(shown);
}

void CommandPreview::applyCompactness()
{
    // In a narrow pane the severity's word and the code's column would take the messages' width
    // (a message then wraps at every other word): the mark alone says the severity there, and
    // the code follows the message.
    const bool compact = m_list->width() < kCompactListWidth;
    if (compact == m_compact)
        return;
    m_compact = compact;
    m_list->headerItem()->setText(SeverityColumn, compact ? QString() : tr("Severity"));
    m_list->setColumnHidden(CodeColumn, compact);
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_list->topLevelItem(i);
        item->setText(SeverityColumn,
                      compact ? QString() : item->data(SeverityColumn, Qt::AccessibleTextRole).toString());
        const int index = item->data(MessageColumn, kDiagnosticRole).toInt();
        if (index >= 0 && index < m_diagnostics.size())
            item->setText(MessageColumn, messageText(m_diagnostics[index]));
    }
    if (m_list->topLevelItemCount() > 0) {
        m_list->resizeColumnToContents(SeverityColumn);
        fitRowHeights();
    }
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
        // The list: its header and its rows as they wrap now (fitRowHeights), whole; the first
        // kShownRows of them at least.
        int shownRows = 0;
        int allRows = 0;
        for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
            QTreeWidgetItem* item = m_list->topLevelItem(i);
            allRows += std::max(item->sizeHint(MessageColumn).height(), m_list->visualItemRect(item).height());
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

void CommandPreview::fitRowHeights(int messageWidth)
{
    // QTreeView sizes a row without the column's width, so a wrapped message would be cut to its
    // first line: each row gets the height its message takes at the column's width.
    const int width = (messageWidth >= 0 ? messageWidth : m_list->header()->sectionSize(MessageColumn)) -
                      2 * m_list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) - 4;
    if (width <= 0)
        return;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_list->topLevelItem(i);
        const int text = wrappedHeight(item->text(MessageColumn), m_list->font(), width);
        const int button =
            item->data(FixColumn, FixButtonDelegate::kHasFixRole).toBool()
                ? FixButtonDelegate::buttonSize(item->text(FixColumn), m_list).height() +
                      2 * FixButtonDelegate::kMargin +
                      FixButtonDelegate::wordsHeight(item->data(FixColumn, FixButtonDelegate::kWordsRole).toString(),
                                                     m_list, m_list->header()->sectionSize(FixColumn))
                : 0;
        const int height = std::max(text + 6, button);
        if (item->sizeHint(MessageColumn).height() != height)
            item->setSizeHint(MessageColumn, QSize(1, height)); // a valid size: the column stretches anyway
    }
    divide(); // the rows' heights changed with the width
}

QRect CommandPreview::fixButtonRect(int row) const
{
    QTreeWidgetItem* item = m_list->topLevelItem(row);
    if (!item || !item->data(FixColumn, FixButtonDelegate::kHasFixRole).toBool())
        return {};
    const QRect cell = m_list->visualRect(m_list->model()->index(row, FixColumn));
    return FixButtonDelegate::buttonRect(cell, FixButtonDelegate::buttonSize(item->text(FixColumn), m_list));
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
    if (watched == m_list) {
        if (event->type() == QEvent::Resize)
            applyCompactness();
        // The keyboard's "Apply fix": Space on the selected row applies that row's fix.
        if (event->type() == QEvent::KeyPress && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Space &&
            static_cast<QKeyEvent*>(event)->modifiers() == Qt::NoModifier) {
            if (QTreeWidgetItem* item = m_list->currentItem();
                item && item->data(FixColumn, FixButtonDelegate::kHasFixRole).toBool()) {
                const int index = item->data(FixColumn, kDiagnosticRole).toInt();
                QMetaObject::invokeMethod(
                    this, [this, index] { applyFix(index); }, Qt::QueuedConnection);
                return true;
            }
        }
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
