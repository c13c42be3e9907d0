#pragma once

#include "pages/FormPage.h"

class QLabel;

namespace ddpw {

// Step 5, "Check": the place for the SSH dry-run, which its own issue fills in.
class CheckPage : public FormPage
{
    Q_OBJECT

public:
    explicit CheckPage(JobController* controller, QWidget* parent = nullptr);
    QString title() const override;

protected:
    void showJob(const JobSpec& job) override;
    void retranslateUi() override;

private:
    QLabel* m_text;
};

} // namespace ddpw
