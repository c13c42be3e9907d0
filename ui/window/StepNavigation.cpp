#include "window/StepNavigation.h"

#include "pages/FormSteps.h"
#include "widgets/AppTheme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>

namespace ddpw {

StepNavigation::StepNavigation(QWidget* parent)
    : QWidget(parent), m_back(new QPushButton(this)), m_next(new QPushButton(this))
{
    setObjectName(QStringLiteral("stepNavigation"));
    m_back->setObjectName(QStringLiteral("backButton"));
    m_next->setObjectName(QStringLiteral("nextButton"));
    // Tab does not stop here: the keyboard has Ctrl+PgUp/PgDown and the step list.
    m_back->setFocusPolicy(Qt::ClickFocus);
    m_next->setFocusPolicy(Qt::ClickFocus);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(AppTheme::kPageMargin, AppTheme::kSpacing, AppTheme::kPageMargin, AppTheme::kSpacing);
    layout->addWidget(m_back);
    layout->addStretch();
    layout->addWidget(m_next);
    connect(m_back, &QPushButton::clicked, this, &StepNavigation::backRequested);
    connect(m_next, &QPushButton::clicked, this, &StepNavigation::nextRequested);
    retranslate();
}

void StepNavigation::showStep(int step)
{
    m_step = step;
    retranslate();
}

void StepNavigation::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void StepNavigation::retranslate()
{
    const bool first = m_step <= 0;
    const bool last = m_step >= FormSteps::kCount - 1;
    m_back->setText(tr("Back"));
    m_back->setToolTip(first ? QString() : tr("Go to %1 (Ctrl+PgUp)").arg(FormSteps::title(m_step - 1)));
    m_back->setEnabled(!first);
    m_next->setText(last ? tr("Next") : tr("Next: %1").arg(FormSteps::title(m_step + 1)));
    m_next->setToolTip(last ? QString() : tr("Go to %1 (Ctrl+PgDown)").arg(FormSteps::title(m_step + 1)));
    m_next->setEnabled(!last);
    m_next->setVisible(!last);
}

} // namespace ddpw
