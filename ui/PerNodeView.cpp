#include "PerNodeView.h"

#include <QBoxLayout>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <QStyle>
#include <QTabWidget>
#include <QTableWidget>
#include <QTreeWidget>

#include <algorithm>

namespace ddpw {

PerNodeView::PerNodeView(QWidget* parent)
    : QWidget(parent), m_node(new QSpinBox(this)), m_nodeLabel(new QLabel(this)), m_nodeCount(new QLabel(this)),
      m_summary(new QLabel(this)), m_tabs(new QTabWidget(this)), m_argv(new QTreeWidget(this)),
      m_environment(new QTreeWidget(this)), m_unresolvedLabel(new QLabel(this)), m_unresolved(new QListWidget(this)),
      m_workers(new QTableWidget(this)), m_topology(JobSpec{})
{
    m_nodeLabel->setBuddy(m_node);
    connect(m_node, &QSpinBox::valueChanged, this, [this](int value) {
        refreshSummary();
        refreshWorkers();
        emit nodeChanged(value);
    });
    auto* top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(m_nodeLabel);
    top->addWidget(m_node);
    top->addWidget(m_nodeCount);
    top->addStretch();

    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_argv->setRootIsDecorated(false);
    m_environment->setRootIsDecorated(false);

    auto* commandPage = new QWidget(this);
    auto* commandLayout = new QVBoxLayout(commandPage);
    commandLayout->addWidget(m_argv, 3);
    commandLayout->addWidget(m_unresolvedLabel);
    commandLayout->addWidget(m_unresolved, 1);

    m_workers->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_workers->verticalHeader()->setVisible(false);

    m_tabs->addTab(commandPage, QString());
    m_tabs->addTab(m_environment, QString());
    m_tabs->addTab(m_workers, QString());

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(m_tabs, 1);

    retranslate();
    setJob(JobSpec{});
}

void PerNodeView::retranslate()
{
    m_nodeLabel->setText(tr("&Node:"));
    m_node->setAccessibleName(tr("Node shown"));
    m_node->setToolTip(
        tr("The node whose command and workers are shown, numbered from 0 like %1").arg(JobSpec::taskIndexVariable()));
    m_argv->setHeaderLabels({tr("#"), tr("Word")});
    m_argv->setAccessibleName(tr("Launcher arguments on this node"));
    m_environment->setHeaderLabels({tr("Variable"), tr("Value")});
    m_environment->setAccessibleName(tr("Environment the command sets on this node"));
    m_unresolvedLabel->setText(tr("Known only on the node:"));
    m_unresolved->setAccessibleName(tr("Values known only on the node"));
    m_unresolved->setToolTip(tr("Parts of the command whose value only the node knows when it runs"));
    m_workers->setAccessibleName(tr("Environment torchrun gives each worker on this node"));
    m_tabs->setTabText(0, tr("Command"));
    m_tabs->setTabText(1, tr("Environment"));
    m_tabs->setTabText(2, tr("Workers"));
    m_tabs->setTabToolTip(2, tr("The variables torchrun sets for every worker process it starts on this node"));
    m_nodeCount->setText(tr("of %n node(s), numbered from 0", nullptr, m_topology.nodeCount()));
}

void PerNodeView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refreshSummary();
        refreshWorkers();
    }
}

int PerNodeView::node() const
{
    return m_node->value();
}

void PerNodeView::setJob(const JobSpec& job)
{
    m_topology = Topology(job);
    const int count = m_topology.nodeCount();
    {
        // Clamping is reported once below, not through valueChanged in the middle of the update.
        const QSignalBlocker blocker(m_node);
        const int before = m_node->value();
        m_node->setRange(0, std::max(count - 1, 0));
        m_node->setEnabled(count > 0);
        if (m_node->value() != before) {
            refreshSummary();
            refreshWorkers();
            emit nodeChanged(m_node->value());
        }
    }
    m_nodeCount->setText(tr("of %n node(s), numbered from 0", nullptr, count));
    refreshSummary();
    refreshWorkers();
}

void PerNodeView::setNode(int nodeRank)
{
    m_node->setValue(nodeRank); // clamps; valueChanged does the rest
}

void PerNodeView::setNodeCommand(const NodeCommand& command)
{
    m_command = command;
    refreshCommand();
    refreshSummary();
    refreshWorkers();
}

QString PerNodeView::masterAddress() const
{
    for (const auto& [name, value] : m_command.environment) {
        if (name == QLatin1String("MASTER"))
            return value;
    }
    return {};
}

void PerNodeView::refreshSummary()
{
    if (m_topology.nodeCount() == 0) {
        m_summary->setText(tr("No nodes: set a node count between 1 and %1.").arg(JobSpec::kMaxNodes).toHtmlEscaped());
        return;
    }
    const int k = node();
    const QString master = masterAddress();
    QStringList lines;
    lines.append(tr("<b>MASTER</b> = %1 (%2)")
                     .arg((master.isEmpty() ? QStringLiteral("${MASTER}") : master).toHtmlEscaped(),
                          m_topology.masterDescription().toHtmlEscaped()));
    lines.append(tr("<b>Node rank</b> %1 (%2=%1)%3")
                     .arg(k)
                     .arg(JobSpec::taskIndexVariable())
                     .arg(m_topology.isMaster(k) ? tr(", the master node: it hosts the rendezvous") : QString()));
    lines.append(tr("<b>Rendezvous</b> at %1").arg(m_topology.rendezvousEndpoint().toHtmlEscaped()));
    lines.append(QStringLiteral("<i>%1</i>").arg(m_topology.nodeRankNote().toHtmlEscaped()));
    m_summary->setText(lines.join(QStringLiteral("<br>")));
}

void PerNodeView::refreshCommand()
{
    m_argv->clear();
    for (int i = 0; i < m_command.argv.size(); ++i) {
        auto* item = new QTreeWidgetItem(m_argv, {QString::number(i), m_command.argv[i]});
        item->setToolTip(1, m_command.argv[i]);
    }
    if (!m_command.impliedTorchrun.isEmpty()) {
        // accelerate launch / deepspeed: what torchrun they start with on this node.
        auto* item =
            new QTreeWidgetItem(m_argv, {tr("torchrun"), tr("implies %1").arg(m_command.impliedTorchrun.join(u' '))});
        item->setToolTip(1, m_command.impliedNotes.join(u'\n'));
    }
    m_argv->resizeColumnToContents(0);

    m_environment->clear();
    for (const auto& [name, value] : m_command.environment) {
        auto* item = new QTreeWidgetItem(m_environment, {name, value});
        item->setToolTip(1, value);
    }
    m_environment->resizeColumnToContents(0);

    m_unresolved->clear();
    const QIcon warning = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const QString& text : m_command.unresolved)
        new QListWidgetItem(warning, text, m_unresolved);
}

void PerNodeView::refreshWorkers()
{
    m_workers->clear();
    const std::optional<int> perNode = m_topology.processesPerNode();
    if (m_topology.nodeCount() == 0 || !perNode) {
        m_workers->setColumnCount(1);
        m_workers->setRowCount(1);
        m_workers->setHorizontalHeaderLabels({tr("Workers")});
        m_workers->setItem(0, 0,
                           new QTableWidgetItem(m_topology.nodeCount() == 0
                                                    ? tr("No nodes.")
                                                    : tr("The number of workers is only known on the node "
                                                         "(nproc \"auto\" without GPUs: one per CPU core).")));
        return;
    }
    const int k = node();
    const QString master = masterAddress();
    QStringList headers;
    for (const WorkerVariable& var : m_topology.workerEnvironment(k, 0, master))
        headers.append(var.name);
    m_workers->setColumnCount(int(headers.size()));
    m_workers->setRowCount(*perNode);
    m_workers->setHorizontalHeaderLabels(headers);
    for (int local = 0; local < *perNode; ++local) {
        const QList<WorkerVariable> vars = m_topology.workerEnvironment(k, local, master);
        for (int column = 0; column < vars.size() && column < headers.size(); ++column) {
            auto* item = new QTableWidgetItem(vars[column].value);
            item->setToolTip(vars[column].note.isEmpty()
                                 ? vars[column].name
                                 : vars[column].name + QStringLiteral(": ") + vars[column].note);
            m_workers->setItem(local, column, item);
        }
    }
    m_workers->resizeColumnsToContents();
}

} // namespace ddpw
