#pragma once

#include "pages/FormPage.h"

class QLabel;
class QLineEdit;
class QSpinBox;

namespace ddpw {

// Step 3, the platform's "Task configuration": exactly one worker role (node group), its node
// count, and the GPUs of each node.
class TaskPage : public FormPage
{
    Q_OBJECT

public:
    explicit TaskPage(JobDocument* document, QWidget* parent = nullptr);

protected:
    void showJob(const JobSpec& job) override;
    void retranslateUi() override;

private:
    QLabel* m_intro;
    QLabel* m_roleLabel;
    QLineEdit* m_role;
    QLabel* m_nodesLabel;
    QSpinBox* m_nodes;
    QLabel* m_gpusLabel;
    QSpinBox* m_gpus;
    QLabel* m_variables;
};

} // namespace ddpw
