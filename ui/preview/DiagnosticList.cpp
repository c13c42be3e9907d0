#include "preview/DiagnosticList.h"

#include "widgets/FixButtonDelegate.h"
#include "widgets/WrappedToolTip.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QScrollBar>
#include <QStyle>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace ddpw {

namespace {

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

DiagnosticList::DiagnosticList(QWidget* parent) : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("diagnosticList"));
    setColumnCount(4);
    setRootIsDecorated(false);
    // A message is read whole, on as many lines as it takes: never cut short with "...".
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    setUniformRowHeights(false);
    // Rows are as tall as their wrapped message at the column's width: lay them out again when
    // the column changes width.
    // (The new width is the signal's: while it is emitted, a stretched section's size is still the old one.)
    connect(header(), &QHeaderView::sectionResized, this, [this](int column, int, int size) {
        if (column == MessageColumn)
            fitRowHeights(size);
    });
    header()->setSectionResizeMode(MessageColumn, QHeaderView::Stretch);
    header()->setStretchLastSection(false);
    hide();
    // "Apply fix" is painted in its row and clicked there (not a widget laid over the view), so a
    // rebuilt, rewrapped or resized list can never show one row's fix beside another row.
    m_fixDelegate = new FixButtonDelegate(this);
    setItemDelegateForColumn(FixColumn, m_fixDelegate);
    viewport()->setAttribute(Qt::WA_Hover); // the button under the mouse is drawn hovered
    // Queued: applying the fix rebuilds this list, which deletes the row being clicked.
    connect(
        m_fixDelegate, &FixButtonDelegate::fixClicked, this,
        [this](const QModelIndex& index) { emit fixRequested(index.data(kDiagnosticRole).toInt()); },
        Qt::QueuedConnection);
}

void DiagnosticList::retranslate()
{
    setHeaderLabels({m_compact ? QString() : tr("Severity"), tr("Message"), tr("Code"), tr("Fix")});
    headerItem()->setToolTip(SeverityColumn, tr("Severity"));
    setAccessibleName(tr("Problems in the command"));
}

void DiagnosticList::showDiagnostics(const QList<PreviewDiagnostic>& diagnostics, const QString& command)
{
    m_diagnostics = diagnostics;
    // The list keeps its place when it is made again (a fix applied, a finding gone): the row
    // under the one the user fixed is where it was, not back at the top.
    const int scrolled = verticalScrollBar()->value();
    clear();
    for (int i = 0; i < m_diagnostics.size(); ++i) {
        const PreviewDiagnostic& diagnostic = m_diagnostics[i];
        auto* item = new QTreeWidgetItem(this);
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
        for (int column = 0; column < columnCount(); ++column)
            item->setData(column, kDiagnosticRole, i);
        if (diagnostic.hasFix) {
            const QString words = fixWords(diagnostic, command);
            const QString tip = diagnostic.jobProblem >= 0 ? tr("Change the job: %1").arg(words) : words;
            item->setText(FixColumn, tr("Apply fix"));
            item->setData(FixColumn, FixButtonDelegate::kHasFixRole, true);
            // What this button changes, all of it, under it in the row (every button reads the same).
            item->setData(FixColumn, FixButtonDelegate::kWordsRole, words);
            item->setToolTip(FixColumn, wrappedToolTip(tip + u'\n' + tr("(Space on the selected row applies it too)")));
            item->setData(FixColumn, Qt::AccessibleTextRole, tr("Apply fix: %1").arg(diagnostic.message));
        }
    }
    // An empty list is hidden; sizing its columns would measure text nobody sees (at start-up).
    setHidden(m_diagnostics.isEmpty());
    if (m_diagnostics.isEmpty())
        return;
    resizeColumnToContents(SeverityColumn);
    resizeColumnToContents(CodeColumn);
    resizeColumnToContents(FixColumn);
    // A column is never narrower than its header's word (修复 was cut to its first character).
    for (const int column : {int(CodeColumn), int(FixColumn)})
        setColumnWidth(column, std::max(columnWidth(column), header()->sectionSizeHint(column)));
    fitRowHeights();
    verticalScrollBar()->setValue(scrolled);
}

QString DiagnosticList::messageText(const PreviewDiagnostic& diagnostic) const
{
    // The code after the message, as `validate` prints it, where it has no column of its own.
    return m_compact ? QStringLiteral("%1 [%2]").arg(diagnostic.message, diagnostic.code) : diagnostic.message;
}

QString DiagnosticList::fixWords(const PreviewDiagnostic& diagnostic, const QString& command) const
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

QString DiagnosticList::quotedForFix(const QString& text)
{
    // A text of several lines (MASTER=..., its guard) is shown line by line.
    QString shown = text;
    shown.replace(u'\n', QStringLiteral(" \u23ce "));
    return QStringLiteral("\u2018%1\u2019").arg(shown);
}

void DiagnosticList::applyCompactness()
{
    // In a narrow pane the severity's word and the code's column would take the messages' width
    // (a message then wraps at every other word): the mark alone says the severity there, and
    // the code follows the message.
    const bool compact = width() < kCompactListWidth;
    if (compact == m_compact)
        return;
    m_compact = compact;
    headerItem()->setText(SeverityColumn, compact ? QString() : tr("Severity"));
    setColumnHidden(CodeColumn, compact);
    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = topLevelItem(i);
        item->setText(SeverityColumn,
                      compact ? QString() : item->data(SeverityColumn, Qt::AccessibleTextRole).toString());
        const int index = item->data(MessageColumn, kDiagnosticRole).toInt();
        if (index >= 0 && index < m_diagnostics.size())
            item->setText(MessageColumn, messageText(m_diagnostics[index]));
    }
    if (topLevelItemCount() > 0) {
        resizeColumnToContents(SeverityColumn);
        fitRowHeights();
    }
}

void DiagnosticList::fitRowHeights(int messageWidth)
{
    // QTreeView sizes a row without the column's width, so a wrapped message would be cut to its
    // first line: each row gets the height its message takes at the column's width.
    const int width = (messageWidth >= 0 ? messageWidth : header()->sectionSize(MessageColumn)) -
                      2 * style()->pixelMetric(QStyle::PM_FocusFrameHMargin) - 4;
    if (width <= 0)
        return;
    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = topLevelItem(i);
        const int text = wrappedHeight(item->text(MessageColumn), font(), width);
        const int button =
            item->data(FixColumn, FixButtonDelegate::kHasFixRole).toBool()
                ? FixButtonDelegate::buttonSize(item->text(FixColumn), this).height() + 2 * FixButtonDelegate::kMargin +
                      FixButtonDelegate::wordsHeight(item->data(FixColumn, FixButtonDelegate::kWordsRole).toString(),
                                                     this, header()->sectionSize(FixColumn))
                : 0;
        const int height = std::max(text + 6, button);
        if (item->sizeHint(MessageColumn).height() != height)
            item->setSizeHint(MessageColumn, QSize(1, height)); // a valid size: the column stretches anyway
    }
    emit rowHeightsChanged();
}

QRect DiagnosticList::fixButtonRect(int row) const
{
    QTreeWidgetItem* item = topLevelItem(row);
    if (!item || !item->data(FixColumn, FixButtonDelegate::kHasFixRole).toBool())
        return {};
    const QRect cell = visualRect(model()->index(row, FixColumn));
    return FixButtonDelegate::buttonRect(cell, FixButtonDelegate::buttonSize(item->text(FixColumn), this));
}

void DiagnosticList::resizeEvent(QResizeEvent* event)
{
    applyCompactness(); // before the view lays itself out at the new size, as it reads the width
    QTreeWidget::resizeEvent(event);
}

void DiagnosticList::keyPressEvent(QKeyEvent* event)
{
    // The keyboard's "Apply fix": Space on the selected row applies that row's fix.
    if (event->key() == Qt::Key_Space && event->modifiers() == Qt::NoModifier) {
        if (QTreeWidgetItem* item = currentItem();
            item && item->data(FixColumn, FixButtonDelegate::kHasFixRole).toBool()) {
            const int index = item->data(FixColumn, kDiagnosticRole).toInt();
            QMetaObject::invokeMethod(
                this, [this, index] { emit fixRequested(index); }, Qt::QueuedConnection);
            return;
        }
    }
    QTreeWidget::keyPressEvent(event);
}

} // namespace ddpw
