#pragma once

#include "pages/FormPage.h"

#include <QList>

class QButtonGroup;
class QLabel;
class QRadioButton;

namespace ddpw {

// Step 2, the platform's "Compute framework": only "Other" runs the start command as written
// on every node of one worker role; each choice says why it does or does not fit.
class FrameworkPage : public FormPage
{
    Q_OBJECT

public:
    explicit FrameworkPage(JobDocument* document, QWidget* parent = nullptr);

protected:
    void showJob(const JobSpec& job) override;
    void retranslateUi() override;

private:
    struct Choice
    {
        ComputeFramework framework;
        QRadioButton* button;
        QLabel* explanation;
    };

    QLabel* m_intro;
    QButtonGroup* m_group;
    QList<Choice> m_choices;
};

} // namespace ddpw
