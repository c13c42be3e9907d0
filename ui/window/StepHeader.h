#pragma once

#include <QWidget>

class QLabel;

namespace ddpw {

// Above the step's page: "Step 2 of 5", the step's title in a larger face and one line that
// says what the step is for (FormSteps::title, FormSteps::purpose).
class StepHeader : public QWidget
{
    Q_OBJECT

public:
    explicit StepHeader(QWidget* parent = nullptr);

    void showStep(int step);
    int step() const { return m_step; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    int m_step = 0;
    QLabel* m_counter;
    QLabel* m_title;
    QLabel* m_purpose;
};

} // namespace ddpw
