#pragma once

#include <QWidget>

class QPushButton;

namespace ddpw {

// Below the step's page: Back and "Next: <the next step>", as a wizard has them; the window
// also binds them to Ctrl+PgUp and Ctrl+PgDown.
class StepNavigation : public QWidget
{
    Q_OBJECT

public:
    explicit StepNavigation(QWidget* parent = nullptr);

    void showStep(int step);

signals:
    void backRequested();
    void nextRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    int m_step = 0;
    QPushButton* m_back;
    QPushButton* m_next;
};

} // namespace ddpw
