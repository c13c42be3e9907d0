#pragma once

#include "checks/ValidationOptions.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;

namespace ddpw {

class CommandPreview;

// File > Open command: paste a start command (from the platform or a colleague) and see how
// bash and the job's torch version read it, with every diagnostic underlined and its fix one
// click away. Validation is core's CommandValidator; this dialog only shows it.
class OpenCommandDialog : public QDialog
{
    Q_OBJECT

public:
    explicit OpenCommandDialog(const ValidationOptions& options, QWidget* parent = nullptr);

    void setCommand(const QString& command);
    QString command() const;
    CommandPreview* preview() const { return m_preview; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void revalidate(const QString& command);

    ValidationOptions m_options;
    QLabel* m_intro;
    CommandPreview* m_preview;
    QDialogButtonBox* m_buttons;
};

} // namespace ddpw
