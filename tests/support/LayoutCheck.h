#pragma once

// What "fits" means for a pane of the window, as a person would see it: nothing sticks out of
// the pane sideways, nothing scrolls sideways, and no label or button is drawn narrower than
// its text needs (which would cut it: "Use the c10d backen"). Returns one line per problem.

#include "widgets/ElidedButton.h"
#include "widgets/ElidedLabel.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QComboBox>
#include <QLabel>
#include <QScrollBar>
#include <QStringList>
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
