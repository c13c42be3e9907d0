#include "window/StepHeader.h"

#include "pages/FormSteps.h"
#include "widgets/AppTheme.h"
#include "widgets/WrapLabel.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace ddpw {

StepHeader::StepHeader(QWidget* parent)
    : QWidget(parent), m_counter(new QLabel(this)), m_title(new QLabel(this)), m_purpose(new WrapLabel(this))
{
    setObjectName(QStringLiteral("stepHeader"));
    m_counter->setObjectName(QStringLiteral("stepCounter"));
    m_title->setObjectName(QStringLiteral("stepTitle"));
    m_purpose->setObjectName(QStringLiteral("stepPurpose"));
    m_title->setFont(AppTheme::headingFont(font(), AppTheme::Heading::Page));
    AppTheme::makeSecondary(m_counter);
    AppTheme::makeSecondary(m_purpose);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(AppTheme::kPageMargin, AppTheme::kPageMargin, AppTheme::kPageMargin, 0);
    layout->setSpacing(2);
    layout->addWidget(m_counter);
    layout->addWidget(m_title);
    layout->addWidget(m_purpose);
    retranslate();
}

void StepHeader::showStep(int step)
{
    m_step = step;
    retranslate();
}

void StepHeader::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange)
        m_title->setFont(AppTheme::headingFont(font(), AppTheme::Heading::Page));
}

void StepHeader::retranslate()
{
    m_counter->setText(tr("Step %1 of %2").arg(m_step + 1).arg(FormSteps::kCount));
    m_title->setText(FormSteps::title(m_step));
    m_purpose->setText(FormSteps::purpose(m_step));
}

} // namespace ddpw
