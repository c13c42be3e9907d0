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
class QVBoxLayout;

namespace ddpw {

class JobDocument;

// One step of the guided form. A page shows the document's job in its widgets (refresh),
// sends every edit back through JobDocument::edit, and shows the problems of its own fields
// under each field. Pages never decide what is valid: validate/JobChecks does.
//
// Every page has the same shape (AppTheme's spacing): one column, sections with a heading,
// each field's label above its editor, its problems under it with the fix as a button below
// them, and a help line where the field needs one. Labels and messages wrap, so a page is as
// narrow as its pane; an inline message pushes only what is below it down.
class FormPage : public QWidget
{
    Q_OBJECT

public:
    explicit FormPage(JobDocument* document, QWidget* parent = nullptr);

    // The fields this page edits (FormSteps::fields() of its step).
    QList<JobField> fields() const;

    // Re-reads the job into the widgets and the problem labels.
    void refresh();
    // Puts the keyboard focus on the field's editor (the window scrolls it into view).
    void focusField(JobField field);

protected:
    virtual void showJob(const JobSpec& job) = 0;
    virtual void retranslateUi() = 0;
    void changeEvent(QEvent* event) override;

    // The page's column; the add* functions below fill it, top to bottom, in Tab order.
    QVBoxLayout* column() const { return m_column; }
    // A section's heading; the page sets its text (retranslateUi).
    QLabel* addSection(const QString& objectName);
    // The label above the editor, the field's problems under it, then the help line if any.
    // focusTarget: the editor's first control when the editor is a row of them.
    void addField(JobField field, QLabel* label, QWidget* editor, QLabel* help = nullptr,
                  QWidget* focusTarget = nullptr);
    // A check box is its own label.
    void addCheckField(JobField field, QCheckBox* box, QLabel* help = nullptr);
    // Anything else in the column: a note, an explanation (spacing: above it, -1 the usual).
    void addBlock(QWidget* widget, int spacing = -1);
    // A field that does not apply to the job's choices (launch.py's options under torchrun).
    void setFieldShown(JobField field, bool shown);
    // After the last field: the rest of the page stays empty.
    void endColumn();
    // A word-wrapped help line in the secondary colour.
    QLabel* helpLabel(const QString& objectName = {});
    // A horizontal row of controls for one field (spin boxes, a combo and its number).
    QWidget* controlRow(const QList<QWidget*>& widgets);
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
    int spacingBefore(int kind);
    QVBoxLayout* addContainer(const QString& objectName, int spacing);
    void orderTabs();
    struct FieldView
    {
        QWidget* editor = nullptr;
        QWidget* focusTarget = nullptr;
        QWidget* block = nullptr; // the field's label, editor, messages and help
        QWidget* row = nullptr;   // message and fix button; hidden without problems
        QLabel* message = nullptr;
        QPushButton* fix = nullptr; // made when first needed
    };
    void showProblems();
    QPushButton* fixButton(JobField field, FieldView& view);
    void applyFix(JobField field);

    std::map<JobField, FieldView> m_fields;
    QVBoxLayout* m_column;
    int m_lastKind = -1; // what was added last: spacing depends on it
};

} // namespace ddpw
