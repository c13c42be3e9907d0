#include "preview/PerNodeView.h"

#include "widgets/WrappedToolTip.h"

#include <QBoxLayout>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
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
      m_environment(new QTreeWidget(this)), m_unresolvedLabel(new QLabel(this)), m_unresolvedNote(new QLabel(this)),
      m_unresolved(new QListWidget(this)), m_workerLabel(new QLabel(this)), m_worker(new QSpinBox(this)),
      m_workerCount(new QLabel(this)), m_workers(new QTableWidget(this)), m_topology(JobSpec{})
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
    m_argv->setObjectName(QStringLiteral("argv"));
    m_environment->setObjectName(QStringLiteral("environment"));
    m_argv->setRootIsDecorated(false);
    m_environment->setRootIsDecorated(false);
    // Long values (a node's endpoint, a path) wrap in their column: no sideways scrolling.
    for (QTreeWidget* tree : {m_argv, m_environment}) {
        tree->setWordWrap(true);
        tree->setTextElideMode(Qt::ElideNone);
        tree->setUniformRowHeights(false);
        tree->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        tree->header()->setStretchLastSection(true);
    }
    m_unresolvedNote->setObjectName(QStringLiteral("unresolvedNote"));
    m_unresolvedNote->setWordWrap(true);
    m_unresolved->setWordWrap(true);
    m_unresolved->setTextElideMode(Qt::ElideNone);
    m_unresolved->setResizeMode(QListView::Adjust);
    // Long values wrap to the pane instead of scrolling it sideways (seen in Chinese at 1024x768).
    m_unresolved->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    QFont bold = m_unresolvedLabel->font();
    bold.setBold(true);
    m_unresolvedLabel->setFont(bold);

    auto* commandPage = new QWidget(this);
    auto* commandLayout = new QVBoxLayout(commandPage);
    commandLayout->addWidget(m_argv, 3);
    commandLayout->addWidget(m_unresolvedLabel);
    commandLayout->addWidget(m_unresolvedNote);
    commandLayout->addWidget(m_unresolved, 1);

    m_workers->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_workers->verticalHeader()->setVisible(false);
    m_workers->setColumnCount(3);
    m_workers->setWordWrap(true);
    m_workers->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_workers->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_workers->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_workers->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    // A note wraps to its column's width, which changes with the pane and the language: its row
    // takes the note's height again each time (a row sized once cut the Chinese notes short).
    // (Queued: while the signal is emitted a stretched section still has its old width.)
    connect(
        m_workers->horizontalHeader(), &QHeaderView::sectionResized, m_workers,
        [this](int column) {
            if (column == 2)
                m_workers->resizeRowsToContents();
        },
        Qt::QueuedConnection);
    m_worker->setObjectName(QStringLiteral("workerSpinBox"));
    m_workerLabel->setBuddy(m_worker);
    connect(m_worker, &QSpinBox::valueChanged, this, &PerNodeView::refreshWorkers);
    auto* workersPage = new QWidget(this);
    auto* workersLayout = new QVBoxLayout(workersPage);
    auto* workerRow = new QHBoxLayout;
    workerRow->addWidget(m_workerLabel);
    workerRow->addWidget(m_worker);
    workerRow->addWidget(m_workerCount);
    workerRow->addStretch();
    workersLayout->addLayout(workerRow);
    workersLayout->addWidget(m_workers, 1);

    m_tabs->addTab(commandPage, QString());
    m_tabs->addTab(m_environment, QString());
    m_tabs->addTab(workersPage, QString());

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
    m_unresolvedLabel->setText(tr("Known only on the node"));
    refreshUnresolvedNote();
    m_unresolved->setAccessibleName(tr("Values known only on the node"));
    m_unresolved->setToolTip(tr("Parts of the command whose value only the node knows when it runs"));
    m_workers->setAccessibleName(tr("Environment torchrun gives each worker on this node"));
    m_workers->setHorizontalHeaderLabels({tr("Variable"), tr("Value"), tr("What it is")});
    m_workerLabel->setText(tr("&Worker (LOCAL_RANK):"));
    m_worker->setAccessibleName(tr("Worker shown"));
    m_worker->setToolTip(tr("The worker process whose environment is shown, by its local rank"));
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
    // Every value as node k sees it: ${MASTER} expanded wherever the expansion knows it.
    QString endpoint = m_topology.rendezvousEndpoint();
    if (!master.isEmpty())
        endpoint.replace(QStringLiteral("${MASTER}"), master);
    lines.append(tr("<b>Rendezvous</b> at %1").arg(endpoint.toHtmlEscaped()));
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
    const QIcon info = style()->standardIcon(QStyle::SP_MessageBoxInformation);
    for (const QString& text : m_command.unresolved) {
        auto* item = new QListWidgetItem(info, text, m_unresolved);
        item->setToolTip(wrappedToolTip(text));
    }
    refreshUnresolvedNote();
}

void PerNodeView::refreshUnresolvedNote()
{
    // Always say what the box is for, and why it is empty when it is.
    m_unresolvedNote->setText(
        m_command.unresolved.isEmpty()
            ? tr("Nothing: every value in this node's command is known before it runs, from the form and the "
                 "platform's variables.")
            : tr("These parts depend on the node itself (a command's output, a file, a variable the platform does "
                 "not set), so they are shown as written; the node fills them in when it runs the command."));
    m_unresolved->setVisible(!m_command.unresolved.isEmpty());
}

void PerNodeView::refreshWorkers()
{
    // One row per variable (name, value, what it means) for the chosen worker: the table is as
    // narrow as its pane, and every note can be read, not only hovered.
    m_workers->clearContents();
    m_workers->clearSpans();
    const std::optional<int> perNode = m_topology.processesPerNode();
    if (m_topology.nodeCount() == 0 || !perNode) {
        m_worker->setEnabled(false);
        m_workerCount->clear();
        m_workers->setRowCount(1);
        auto* item =
            new QTableWidgetItem(m_topology.nodeCount() == 0 ? tr("No nodes.")
                                                             : tr("The number of workers is only known on the node "
                                                                  "(nproc \"auto\" without GPUs: one per CPU core)."));
        m_workers->setItem(0, 0, item);
        m_workers->setSpan(0, 0, 1, 3);
        return;
    }
    {
        const QSignalBlocker blocker(m_worker);
        m_worker->setRange(0, *perNode - 1);
        m_worker->setEnabled(*perNode > 1);
    }
    m_workerCount->setText(tr("of %n worker(s) on this node", nullptr, *perNode));
    const QList<WorkerVariable> vars = m_topology.workerEnvironment(node(), m_worker->value(), masterAddress());
    m_workers->setRowCount(int(vars.size()));
    for (int row = 0; row < vars.size(); ++row) {
        m_workers->setItem(row, 0, new QTableWidgetItem(vars[row].name));
        m_workers->setItem(row, 1, new QTableWidgetItem(vars[row].value));
        auto* note = new QTableWidgetItem(vars[row].note);
        note->setToolTip(wrappedToolTip(vars[row].note));
        m_workers->setItem(row, 2, note);
    }
    m_workers->resizeRowsToContents();
}

} // namespace ddpw
