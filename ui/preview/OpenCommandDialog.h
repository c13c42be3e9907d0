#pragma once

#include "model/JobSpec.h"
#include "validate/ValidationOptions.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPushButton;

namespace ddpw {

class CommandPreview;

// File > Open command: paste a start command (from the platform or a colleague) and see how
// bash and the job's torch version read it, with every diagnostic underlined and its fix one
// click away. Validation is core's CommandValidator; this dialog only shows it.
class OpenCommandDialog : public QDialog
{
    Q_OBJECT

public:
    OpenCommandDialog(const JobSpec& base, QWidget* parent = nullptr);

    void setCommand(const QString& command);
    QString command() const;
    CommandPreview* preview() const { return m_preview; }

    // "Import into form": reads the command with core's importer; asks first when parts of it
    // cannot be held by the form, naming them.
    bool importIntoForm();

signals:
    void importRequested(const ddpw::JobSpec& job);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void revalidate(const QString& command);

    JobSpec m_base;
    ValidationOptions m_options;
    QPushButton* m_import;
    QLabel* m_intro;
    CommandPreview* m_preview;
    QDialogButtonBox* m_buttons;
};

} // namespace ddpw
