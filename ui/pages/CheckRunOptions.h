#pragma once

#include "pages/CheckSettingsForm.h"

#include <QList>
#include <QWidget>

class QCheckBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace ddpw {

// How the Check step runs, in either mode: whether to measure the network, the interpreter for a
// bare python/torchrun in the start command, and the deadline. Shown as the page has them: the
// network box, the Python row, then the deadline at the start of the row that the page's own
// buttons (Run, Export) end, so that the deadline stays beside Run. Where the check runs is
// CheckSettingsForm's; both are remembered together (CheckSettings).
class CheckRunOptions : public QWidget
{
    Q_OBJECT

public:
    explicit CheckRunOptions(QWidget* parent = nullptr);

    // Puts the page's buttons after the deadline, in this order, and ends the row.
    void addButtons(const QList<QWidget*>& buttons);
    // The deadline, the network step and the interpreter into the request.
    void fill(CheckRequest& request) const;
    // The deadline and the interpreter into what is remembered, and back.
    void store(CheckSettings& settings) const;
    void load(const CheckSettings& settings);
    // While a check runs, the deadline and the network step cannot change.
    void setRunning(bool running);
    void retranslate();

signals:
    // The deadline or the interpreter changed (to be remembered).
    void settingsChanged();

private:
    QLabel* m_timeoutLabel = nullptr;
    QSpinBox* m_timeout = nullptr;
    QLabel* m_pythonLabel = nullptr;
    QLineEdit* m_python = nullptr; // the interpreter for the command's bare python/torchrun
    QCheckBox* m_bandwidth = nullptr;
    QHBoxLayout* m_buttonRow = nullptr;
};

} // namespace ddpw
