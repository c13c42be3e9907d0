#include "pages/FrameworkPage.h"

#include "model/JobEnumKeys.h"
#include "openjob/JobDocument.h"
#include "widgets/AppTheme.h"

#include <QButtonGroup>
#include <QLabel>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QStyle>

namespace ddpw {

FrameworkPage::FrameworkPage(JobDocument* document, QWidget* parent)
    : FormPage(document, parent), m_intro(nullptr), m_group(new QButtonGroup(this))
{
    m_intro = addSection(QStringLiteral("frameworkHeading"));
    const QList<ComputeFramework> frameworks{ComputeFramework::Other, ComputeFramework::PyTorch,
                                             ComputeFramework::TensorFlow, ComputeFramework::Mpi};
    for (const ComputeFramework framework : frameworks) {
        auto* button = new QRadioButton(this);
        button->setObjectName(QStringLiteral("framework_") + keyOf(framework));
        QLabel* explanation = helpLabel(QStringLiteral("explanation_") + keyOf(framework));
        explanation->setIndent(style()->pixelMetric(QStyle::PM_ExclusiveIndicatorWidth, nullptr, button) +
                               style()->pixelMetric(QStyle::PM_RadioButtonLabelSpacing, nullptr, button));
        m_group->addButton(button, static_cast<int>(framework));
        addBlock(button, framework == frameworks.first() ? AppTheme::kSpacing : AppTheme::kFieldSpacing);
        addBlock(explanation, AppTheme::kLabelSpacing);
        m_choices.append({framework, button, explanation});
    }
    // Problems of the choice show under the whole group; the highlight goes on "Other".
    addBlock(trackField(JobField::ComputeFramework, m_choices.first().button), AppTheme::kSpacing);
    endColumn();

    connect(m_group, &QButtonGroup::idClicked, this, [this](int id) {
        m_document->edit([&](JobSpec& job) { job.computeFramework = static_cast<ComputeFramework>(id); });
    });
    retranslateUi();
}

void FrameworkPage::showJob(const JobSpec& job)
{
    for (const Choice& choice : m_choices) {
        if (choice.framework == job.computeFramework && !choice.button->isChecked()) {
            const QSignalBlocker blocker(m_group);
            choice.button->setChecked(true);
        }
    }
}

void FrameworkPage::retranslateUi()
{
    m_intro->setText(tr("Why each choice does or does not fit"));
    for (const Choice& choice : m_choices) {
        QString name;
        switch (choice.framework) {
        case ComputeFramework::Other: name = tr("&Other (recommended)"); break;
        case ComputeFramework::PyTorch: name = tr("&PyTorch"); break;
        case ComputeFramework::TensorFlow: name = tr("&TensorFlow"); break;
        case ComputeFramework::Mpi: name = tr("&MPI"); break;
        }
        choice.button->setText(name);
        choice.button->setAccessibleName(QString(name).remove(u'&'));
        choice.explanation->setText(JobSpec::explanation(choice.framework));
        choice.button->setToolTip(JobSpec::explanation(choice.framework));
    }
}

} // namespace ddpw
