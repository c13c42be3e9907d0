#include "pages/CheckRunOptions.h"

#include "widgets/AppTheme.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ddpw {

CheckRunOptions::CheckRunOptions(QWidget* parent) : QWidget(parent)
{
    // Made in the order Tab has always taken them: the deadline, Python, the network.
    // The timeout applies to both modes, so it lives beside Run, not in the SSH settings.
    m_timeoutLabel = new QLabel(this);
    m_timeout = new QSpinBox(this);
    m_timeout->setObjectName(QStringLiteral("timeout"));
    m_timeout->setRange(1, CheckRequest::kMaxTimeoutSeconds);
    m_timeout->setValue(CheckRequest::kDefaultTimeoutSeconds);
    m_timeoutLabel->setBuddy(m_timeout);
    // The interpreter for a bare python/torchrun in the command; empty: as the command says.
    m_pythonLabel = new QLabel(this);
    m_python = new QLineEdit(this);
    m_python->setObjectName(QStringLiteral("python"));
    m_pythonLabel->setBuddy(m_python);
    m_bandwidth = new QCheckBox(this);
    m_bandwidth->setObjectName(QStringLiteral("bandwidth"));

    auto* pythonRow = new QWidget(this);
    auto* pythonLayout = new QHBoxLayout(pythonRow);
    pythonLayout->setContentsMargins(0, 0, 0, 0);
    pythonLayout->addWidget(m_pythonLabel);
    pythonLayout->addWidget(m_python, 1);
    auto* buttons = new QWidget(this);
    m_buttonRow = new QHBoxLayout(buttons);
    m_buttonRow->setContentsMargins(0, 0, 0, 0);
    m_buttonRow->addWidget(m_timeoutLabel);
    m_buttonRow->addWidget(m_timeout);
    m_buttonRow->addSpacing(AppTheme::kSpacing);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_bandwidth);
    layout->addSpacing(AppTheme::kSpacing);
    layout->addWidget(pythonRow);
    layout->addSpacing(AppTheme::kSpacing);
    layout->addWidget(buttons);

    connect(m_timeout, &QSpinBox::valueChanged, this, &CheckRunOptions::settingsChanged);
    connect(m_python, &QLineEdit::textChanged, this, &CheckRunOptions::settingsChanged);
    retranslate();
}

void CheckRunOptions::addButtons(const QList<QWidget*>& buttons)
{
    for (QWidget* button : buttons)
        m_buttonRow->addWidget(button);
    m_buttonRow->addStretch();
}

void CheckRunOptions::fill(CheckRequest& request) const
{
    request.timeoutSeconds = m_timeout->value();
    request.bandwidth.enabled = m_bandwidth->isChecked();
    request.python = m_python->text().trimmed();
}

void CheckRunOptions::store(CheckSettings& settings) const
{
    settings.timeoutSeconds = m_timeout->value();
    settings.python = m_python->text().trimmed();
}

void CheckRunOptions::load(const CheckSettings& settings)
{
    m_timeout->setValue(settings.timeoutSeconds);
    m_python->setText(settings.python);
}

void CheckRunOptions::setRunning(bool running)
{
    m_timeout->setEnabled(!running);
    m_bandwidth->setEnabled(!running);
}

void CheckRunOptions::retranslate()
{
    m_timeoutLabel->setText(tr("&Timeout:"));
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setAccessibleName(tr("Timeout in seconds"));
    m_timeout->setToolTip(tr("The longest the check may take; then every node is stopped and cleaned up"));
    m_pythonLabel->setText(tr("&Python:"));
    m_python->setPlaceholderText(tr("as the start command says (found in PATH)"));
    m_python->setToolTip(tr("The interpreter for a bare python, python3 or torchrun in the start command; the "
                            "report names it"));
    m_python->setAccessibleName(tr("Python"));
    m_bandwidth->setText(tr("Measure the &network"));
    m_bandwidth->setToolTip(
        tr("After the rendezvous: all-reduce busbw per size and a ring between the nodes that names a slow node "
           "(up to %1 s more, as ddpwizard-cli check --bandwidth)")
            .arg(BandwidthOptions::kDefaultSeconds));
}

} // namespace ddpw
