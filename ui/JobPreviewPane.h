#pragma once

#include "model/JobSpec.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace ddpw {

// The live preview beside the form: the platform command, the bash script or the job file,
// regenerated on every edit, with the job's problems listed under it and a Copy button that
// puts exactly the shown text on the clipboard.
class JobPreviewPane : public QWidget
{
    Q_OBJECT

public:
    enum class Format { Command, Script, Json };

    explicit JobPreviewPane(QWidget* parent = nullptr);

    void showJob(const JobSpec& job, const QList<JobProblem>& problems);
    QString text() const;
    Format format() const;

signals:
    // The user picked a problem in the list: the window shows the field's step.
    void problemActivated(ddpw::JobField field);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void regenerate();
    void showProblems();

    QLabel* m_formatLabel;
    QComboBox* m_format;
    QPushButton* m_copy;
    QPlainTextEdit* m_text;
    QLabel* m_problemsLabel;
    QListWidget* m_problems;
    JobSpec m_job;
    QList<JobProblem> m_problemList;
};

} // namespace ddpw
