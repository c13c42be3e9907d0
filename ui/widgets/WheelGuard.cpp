#include "widgets/WheelGuard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QScrollBar>
#include <QWheelEvent>

namespace ddpw {

namespace {

bool isGuarded(const QWidget* widget)
{
    if (qobject_cast<const QComboBox*>(widget) || qobject_cast<const QAbstractSpinBox*>(widget))
        return true;
    // A scroll bar is what the wheel is for.
    return qobject_cast<const QAbstractSlider*>(widget) && !qobject_cast<const QScrollBar*>(widget);
}

} // namespace

WheelGuard::WheelGuard(QObject* parent) : QObject(parent) {}

void WheelGuard::install()
{
    auto* app = qApp;
    if (!app || app->findChild<WheelGuard*>(QString(), Qt::FindDirectChildrenOnly))
        return;
    app->installEventFilter(new WheelGuard(app));
    // Widgets made before the guard: they would still take the focus from the wheel.
    for (QWidget* widget : QApplication::allWidgets()) {
        if (isGuarded(widget) && widget->focusPolicy() == Qt::WheelFocus)
            widget->setFocusPolicy(Qt::StrongFocus);
    }
}

QWidget* WheelGuard::guardedField(QWidget* widget)
{
    // A field's own parts (a spin box's or an editable combo box's line edit) belong to it.
    for (QWidget* candidate = widget; candidate; candidate = candidate->parentWidget()) {
        if (isGuarded(candidate))
            return candidate;
        if (candidate->isWindow() || candidate != widget)
            break;
    }
    return nullptr;
}

void WheelGuard::passToParents(QWidget* field, QWheelEvent* event)
{
    // What Qt does with a wheel event a widget ignores, done here so that it also holds for a
    // synthesized event (Qt propagates only spontaneous ones): the nearest parent that takes it.
    QPointF position = event->position();
    QWidget* widget = field;
    while (!widget->isWindow() && widget->parentWidget()) {
        position = widget->mapToParent(position);
        widget = widget->parentWidget();
        QWheelEvent passed(position, event->globalPosition(), event->pixelDelta(), event->angleDelta(),
                           event->buttons(), event->modifiers(), event->phase(), event->inverted(),
                           Qt::MouseEventSynthesizedByApplication, event->pointingDevice());
        passed.setAccepted(true);
        // A field inside the widget passed to is not under the wheel any more: it stays guarded.
        if (QCoreApplication::sendEvent(widget, &passed) && passed.isAccepted())
            return;
    }
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Polish && watched->isWidgetType()) {
        auto* widget = static_cast<QWidget*>(watched);
        if (isGuarded(widget) && widget->focusPolicy() == Qt::WheelFocus)
            widget->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    if (event->type() != QEvent::Wheel || !watched->isWidgetType())
        return false;
    QWidget* field = guardedField(static_cast<QWidget*>(watched));
    if (!field || field->hasFocus() || !field->isEnabled())
        return false;
    auto* wheel = static_cast<QWheelEvent*>(event);
    // Map from the receiver (perhaps the field's line edit) to the field.
    auto* receiver = static_cast<QWidget*>(watched);
    QWheelEvent atField(receiver->mapTo(field, wheel->position()), wheel->globalPosition(), wheel->pixelDelta(),
                        wheel->angleDelta(), wheel->buttons(), wheel->modifiers(), wheel->phase(), wheel->inverted(),
                        Qt::MouseEventSynthesizedByApplication, wheel->pointingDevice());
    passToParents(field, &atField);
    // Consumed: neither the field nor (for a spontaneous event) Qt's own propagation gets it.
    wheel->accept();
    return true;
}

} // namespace ddpw
