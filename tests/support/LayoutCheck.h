#pragma once

// What "fits" means for a pane of the window, as a person would see it: nothing sticks out of
// the pane sideways, nothing scrolls sideways, and no label or button is drawn narrower than
// its text needs (which would cut it: "Use the c10d backen"). Returns one line per problem.

#include "widgets/ElidedButton.h"
#include "widgets/ElidedLabel.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QStringList>
#include <QTabBar>
#include <QWidget>

namespace ddpw::test {

inline QString describe(const QWidget* widget)
{
    QString text;
    if (const auto* label = qobject_cast<const QLabel*>(widget))
        text = label->text().left(40);
    else if (const auto* button = qobject_cast<const QAbstractButton*>(widget))
        text = button->text().left(40);
    return QStringLiteral("%1 '%2' \"%3\"")
        .arg(QLatin1String(widget->metaObject()->className()), widget->objectName(), text);
}

// Widgets of `pane` that stick out of `frame` (the pane's visible area) sideways, or are cut.
inline QStringList layoutProblems(const QWidget* pane, const QWidget* frame)
{
    QStringList problems;
    const QList<QWidget*> widgets = pane->findChildren<QWidget*>();
    for (const QWidget* widget : widgets) {
        if (!widget->isVisibleTo(frame->window()) || widget->isWindow() || !widget->isVisible())
            continue;
        // A scroll area's own insides (its viewport, the scroll bars) are its business.
        if (qobject_cast<const QScrollBar*>(widget))
            continue;
        const QRect inFrame(widget->mapTo(frame, QPoint(0, 0)), widget->size());
        if (frame->isAncestorOf(widget) && (inFrame.left() < 0 || inFrame.right() >= frame->width()))
            problems.append(QStringLiteral("outside its pane (x %1..%2 of %3): %4")
                                .arg(inFrame.left())
                                .arg(inFrame.right())
                                .arg(frame->width())
                                .arg(describe(widget)));
        if (const auto* label = qobject_cast<const QLabel*>(widget)) {
            if (qobject_cast<const ElidedLabel*>(widget) || label->text().isEmpty() || !label->pixmap().isNull())
                continue;
            if (label->wordWrap()) {
                if (label->heightForWidth(label->width()) > label->height() + 1)
                    problems.append(QStringLiteral("label cut at the bottom (%1 of %2 px): %3")
                                        .arg(label->height())
                                        .arg(label->heightForWidth(label->width()))
                                        .arg(describe(widget)));
            } else if (label->sizePolicy().horizontalPolicy() != QSizePolicy::Ignored &&
                       label->width() < label->minimumSizeHint().width()) {
                problems.append(QStringLiteral("label cut (%1 of %2 px): %3")
                                    .arg(label->width())
                                    .arg(label->minimumSizeHint().width())
                                    .arg(describe(widget)));
            }
        } else if (const auto* tabs = qobject_cast<const QTabBar*>(widget)) {
            // A tab narrower than its name is drawn elided ("Jo" for "Job JSON").
            for (int i = 0; i < tabs->count(); ++i) {
                const int needed = tabs->fontMetrics().horizontalAdvance(tabs->tabText(i).remove(u'&'));
                if (tabs->tabRect(i).width() < needed || tabs->tabRect(i).right() >= tabs->width())
                    problems.append(QStringLiteral("tab cut (%1 px for %2 px of text): %3 tab \"%4\"")
                                        .arg(tabs->tabRect(i).width())
                                        .arg(needed)
                                        .arg(describe(widget), tabs->tabText(i)));
            }
        } else if (const auto* header = qobject_cast<const QHeaderView*>(widget)) {
            // A column narrower than its header's word ("Valu", "修" for "修复").
            for (int i = 0; i < header->count(); ++i) {
                if (header->isSectionHidden(i) || header->sectionSize(i) == 0)
                    continue;
                const QString title = header->model()->headerData(i, header->orientation()).toString();
                const int needed = header->fontMetrics().horizontalAdvance(title);
                if (header->orientation() == Qt::Horizontal && header->sectionSize(i) < needed)
                    problems.append(QStringLiteral("column header cut (%1 px for %2 px of text): %3 \"%4\"")
                                        .arg(header->sectionSize(i))
                                        .arg(needed)
                                        .arg(describe(header->parentWidget()), title));
            }
        } else if (const auto* button = qobject_cast<const QAbstractButton*>(widget)) {
            // An ElidedButton is made to show what fits of a log's line (the rest is in the viewer).
            if (!button->text().isEmpty() && !qobject_cast<const ElidedButton*>(widget) &&
                button->width() < button->sizeHint().width())
                problems.append(QStringLiteral("button cut (%1 of %2 px): %3")
                                    .arg(button->width())
                                    .arg(button->sizeHint().width())
                                    .arg(describe(widget)));
        }
    }
    return problems;
}

// Every visible scroll area in the window that scrolls sideways.
inline QStringList sidewaysScrolling(const QWidget* window)
{
    QStringList problems;
    for (const QAbstractScrollArea* area : window->findChildren<QAbstractScrollArea*>()) {
        if (area->isVisible() && area->horizontalScrollBar()->isVisible())
            problems.append(QStringLiteral("scrolls sideways: %1 (%2)")
                                .arg(QLatin1String(area->metaObject()->className()), area->objectName()));
    }
    return problems;
}

} // namespace ddpw::test
