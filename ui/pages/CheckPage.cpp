#include "pages/CheckPage.h"

#include <QLabel>
#include <QVBoxLayout>

namespace ddpw {

CheckPage::CheckPage(JobController* controller, QWidget* parent)
    : FormPage(controller, parent), m_text(new QLabel(this))
{
    m_text->setObjectName(QStringLiteral("checkPlaceholder"));
    m_text->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addStretch();
    retranslateUi();
}

QString CheckPage::title() const
{
    return tr("Check");
}

void CheckPage::showJob(const JobSpec&) {}

void CheckPage::retranslateUi()
{
    m_text->setText(tr("The SSH dry-run comes here: it will connect to test hosts, run the command on each "
                       "node without starting training, and report what every node would do."));
}

} // namespace ddpw
