#pragma once

#include "model/JobSpec.h"

#include <QList>
#include <QWidget>

#include <map>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QPushButton;
class QFormLayout;

namespace ddpw {

class JobDocument;

// One step of the guided form. A page shows the document's job in its widgets (refresh),
// sends every edit back through JobDocument::edit, and shows the problems of its own fields
// under each field. Pages never decide what is valid: JobSpec::problems() does.
class FormPage : public QWidget
{
    Q_OBJECT

public:
    explicit FormPage(JobDocument* document, QWidget* parent = nullptr);

    // The fields this page edits (FormSteps::fields() of its step).
    QList<JobField> fields() const;

    // Re-reads the job into the widgets and the problem labels.
    void refresh();

protected:
    virtual void showJob(const JobSpec& job) = 0;
    virtual void retranslateUi() = 0;
    void changeEvent(QEvent* event) override;

    // Adds "label: editor" to the form with a message line under it for the field's problems.
    void addField(QFormLayout* form, JobField field, QLabel* label, QWidget* editor);
    // showJob() puts the job's values into the editors with these: without the editors' own
    // signals (which would be read as user edits) and only where the value changed (re-setting
    // the same text would move the cursor while the user types).
    static void setTextQuietly(QLineEdit* edit, const QString& text);
    static void setValueQuietly(QSpinBox* spin, int value);
    static void selectQuietly(QComboBox* combo, int data); // the item with that data
    static void checkQuietly(QCheckBox* box, bool checked);

    // Registers an editor; the returned row (its problems, and a fix button when one of them
    // has a one-click fix) is placed by the page itself.
    QWidget* trackField(JobField field, QWidget* editor);

    JobDocument* m_document;

private:
    struct FieldView
    {
        QWidget* editor = nullptr;
        QWidget* row = nullptr; // message and fix button; hidden without problems
        QLabel* message = nullptr;
        QPushButton* fix = nullptr; // made when first needed
    };
    void showProblems();
    QPushButton* fixButton(JobField field, FieldView& view);
    void applyFix(JobField field);

    std::map<JobField, FieldView> m_fields;
};

} // namespace ddpw
