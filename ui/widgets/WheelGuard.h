#pragma once

#include <QObject>

class QWheelEvent;
class QWidget;

namespace ddpw {

// The mouse wheel never edits the job by passing over a field: combo boxes, spin boxes and
// sliders (scroll bars excepted) take the wheel only while they have the keyboard focus. A
// wheel over one that does not goes to the widgets under it instead, so the page scrolls, as
// the user meant. One filter on the application guards every window, dialogs included; it also
// stops the wheel from giving these widgets the focus (their default WheelFocus policy), which
// would otherwise let the very first turn through.
class WheelGuard : public QObject
{
    Q_OBJECT

public:
    // Installs one guard on the running QApplication (again: nothing more).
    static void install();
    // The combo box, spin box or slider this widget is (or is a part of, such as a spin box's
    // line edit) that the guard protects; nullptr when it protects none.
    static QWidget* guardedField(QWidget* widget);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit WheelGuard(QObject* parent);
    static void passToParents(QWidget* field, QWheelEvent* event);
};

} // namespace ddpw
