#include "pages/TaskPage.h"

#include "openjob/JobDocument.h"
#include "widgets/PlatformVariablesEditor.h"

#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>

namespace ddpw {

TaskPage::TaskPage(JobDocument* document, QWidget* parent)
    : FormPage(document, parent), m_roleLabel(new QLabel(this)), m_role(new QLineEdit(this)),
      m_nodesLabel(new QLabel(this)), m_nodes(new QSpinBox(this)), m_gpusLabel(new QLabel(this)),
      m_gpus(new QSpinBox(this)), m_roleHelp(helpLabel()), m_gpusHelp(helpLabel()), m_variablesHeading(nullptr),
      m_variables(new QLabel(this))
{
    m_variables->setWordWrap(true);
    m_variables->setObjectName(QStringLiteral("roleVariables"));
    m_variables->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_role->setObjectName(QStringLiteral("roleName"));
    m_nodes->setObjectName(QStringLiteral("nodeCount"));
    m_gpus->setObjectName(QStringLiteral("gpusPerNode"));
    m_nodes->setRange(1, JobSpec::kMaxNodes);
    m_gpus->setRange(0, JobSpec::kMaxGpusPerNode);

    addField(JobField::RoleName, m_roleLabel, m_role, m_roleHelp);
    addField(JobField::NodeCount, m_nodesLabel, m_nodes);
    addField(JobField::GpusPerNode, m_gpusLabel, m_gpus, m_gpusHelp);
    m_variablesHeading = addSection(QStringLiteral("variablesHeading"));
    addBlock(m_variables);
    auto* platform = new PlatformVariablesEditor(document, this);
    addBlock(platform);
    addBlock(trackField(JobField::PlatformVariables, platform->userTable()));
    endColumn();

    connect(m_role, &QLineEdit::textEdited, this,
            [this](const QString& text) { m_document->edit([&](JobSpec& job) { job.roleName = text; }); });
    connect(m_nodes, &QSpinBox::valueChanged, this,
            [this](int value) { m_document->edit([&](JobSpec& job) { job.nodeCount = value; }); });
    connect(m_gpus, &QSpinBox::valueChanged, this,
            [this](int value) { m_document->edit([&](JobSpec& job) { job.gpusPerNode = value; }); });
    retranslateUi();
}

void TaskPage::showJob(const JobSpec& job)
{
    setTextQuietly(m_role, job.roleName);
    setValueQuietly(m_nodes, job.nodeCount);
    setValueQuietly(m_gpus, job.gpusPerNode);
    m_variables->setText(tr("%1: the addresses of all its nodes, comma-separated\n%2: the number of nodes\n"
                            "%3: this node's index, from 0")
                             .arg(job.hostsVariable(), job.countVariable(), JobSpec::taskIndexVariable()));
}

void TaskPage::retranslateUi()
{
    m_roleLabel->setText(tr("worker &Role (node group)"));
    m_roleHelp->setText(tr("Set up exactly one role; every node of it runs the same start command."));
    m_role->setToolTip(tr("The name of the single role; \"worker\" gives the variables VC_WORKER_HOSTS and "
                          "VC_WORKER_NUM the guide uses."));
    m_role->setAccessibleName(tr("Role name"));
    m_nodesLabel->setText(tr("&Node count"));
    m_nodes->setToolTip(tr("How many nodes (pods) the role starts; torchrun's --nnodes."));
    m_nodes->setAccessibleName(tr("Node count"));
    m_gpusLabel->setText(tr("&GPUs per node"));
    m_gpusHelp->setText(tr("One training process runs per GPU; 0 is a CPU-only job."));
    m_variablesHeading->setText(tr("What the platform sets on every node"));
    m_gpus->setToolTip(tr("The GPUs each node gets; one training process runs per GPU."));
    m_gpus->setAccessibleName(tr("GPUs per node"));
    showJob(m_document->job());
}

} // namespace ddpw
