#include "widgets/PlatformVariablesEditor.h"

#include "model/PlatformEnvironment.h"
#include "openjob/JobDocument.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ddpw {

namespace {

// A host list of thousands of nodes is one cell: show its start, the whole is in core.
constexpr int kShownValueLength = 240;

QString shownValue(const QString& value)
{
    return value.size() <= kShownValueLength ? value : value.left(kShownValueLength) + QChar(0x2026);
}

QTableWidgetItem* readOnlyItem(const QString& text)
{
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

void setUpTable(QTableWidget* table)
{
    table->verticalHeader()->setVisible(false);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setWordWrap(false);
    table->setTabKeyNavigation(false);        // Tab leaves the table, as in the rest of the form
    table->setTextElideMode(Qt::ElideMiddle); // a host list shows its first and last host
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

} // namespace

PlatformVariablesEditor::PlatformVariablesEditor(JobDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_presetsLabel(new QLabel(this)), m_nodeLabel(new QLabel(this)),
      m_node(new QSpinBox(this)), m_presets(new QTableWidget(0, 3, this)), m_userLabel(new QLabel(this)),
      m_user(new QTableWidget(0, 2, this)), m_add(new QPushButton(this)), m_remove(new QPushButton(this))
{
    m_node->setObjectName(QStringLiteral("platformNode"));
    m_presets->setObjectName(QStringLiteral("platformPresets"));
    m_user->setObjectName(QStringLiteral("platformVariables"));
    m_add->setObjectName(QStringLiteral("addPlatformVariable"));
    m_remove->setObjectName(QStringLiteral("removePlatformVariable"));
    m_presetsLabel->setWordWrap(true);
    m_userLabel->setWordWrap(true);
    m_nodeLabel->setBuddy(m_node);
    m_userLabel->setBuddy(m_user);
    setUpTable(m_presets);
    setUpTable(m_user);
    m_presets->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_presets->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_presets->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_presets->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_presets->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_presets->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_presets->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_presets->horizontalHeader()->setStretchLastSection(false);
    m_user->setMinimumHeight(90);

    auto* nodeRow = new QHBoxLayout;
    nodeRow->addWidget(m_presetsLabel, 1);
    nodeRow->addWidget(m_nodeLabel);
    nodeRow->addWidget(m_node);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(nodeRow);
    layout->addWidget(m_presets);
    layout->addWidget(m_userLabel);
    layout->addWidget(m_user, 1);
    layout->addLayout(buttons);

    connect(m_document, &JobDocument::jobChanged, this, &PlatformVariablesEditor::showJob);
    connect(m_node, &QSpinBox::valueChanged, this, &PlatformVariablesEditor::showPresets);
    connect(m_user, &QTableWidget::cellChanged, this, &PlatformVariablesEditor::cellEdited);
    connect(m_user, &QTableWidget::itemSelectionChanged, this,
            [this] { m_remove->setEnabled(m_user->currentRow() >= 0); });
    connect(m_add, &QPushButton::clicked, this, [this] {
        // A new row has no name yet: the model marks it until the user types one.
        m_document->edit([](JobSpec& job) { job.platformVariables.append(EnvVar{}); });
        m_user->setCurrentCell(m_user->rowCount() - 1, 0);
        m_user->editItem(m_user->currentItem());
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int row = m_user->currentRow();
        m_document->edit([row](JobSpec& job) {
            if (row >= 0 && row < job.platformVariables.size())
                job.platformVariables.removeAt(row);
        });
    });
    retranslateUi();
}

void PlatformVariablesEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void PlatformVariablesEditor::retranslateUi()
{
    m_presetsLabel->setText(tr("Variables the platform sets on each node (computed from the job, role and node "
                               "count):"));
    m_nodeLabel->setText(tr("as on node:"));
    m_node->setToolTip(tr("The values differ by node: VC_TASK_INDEX and HOSTNAME are the node's own."));
    m_node->setAccessibleName(tr("Node shown"));
    m_presets->setHorizontalHeaderLabels({tr("Variable"), tr("Value"), tr("Set by")});
    m_presets->setAccessibleName(tr("Variables the platform sets"));
    m_userLabel->setText(tr("&Other variables your platform sets, with sample values (e.g. MA_NUM_GPUS = 8); "
                            "validate, the per-node view and the dry-run use them:"));
    m_user->setHorizontalHeaderLabels({tr("Variable"), tr("Sample value")});
    m_user->setAccessibleName(tr("Your platform's variables"));
    m_add->setText(tr("Add variable"));
    m_remove->setText(tr("Remove variable"));
    showJob();
}

void PlatformVariablesEditor::showJob()
{
    const JobSpec& job = m_document->job();
    {
        const QSignalBlocker blocker(m_node);
        m_node->setRange(0, qMax(0, qMin(job.nodeCount, JobSpec::kMaxNodes) - 1));
    }
    showPresets();
    showUserVariables(job.platformVariables);
    m_remove->setEnabled(m_user->currentRow() >= 0);
}

void PlatformVariablesEditor::showPresets()
{
    QList<PlatformVariable> presets = m_document->platformEnvironment(m_node->value());
    presets.removeIf([](const PlatformVariable& variable) { return variable.source == PlatformSource::User; });
    m_presets->setRowCount(int(presets.size()));
    for (int row = 0; row < presets.size(); ++row) {
        const PlatformVariable& variable = presets.at(row);
        m_presets->setItem(row, 0, readOnlyItem(variable.name));
        QTableWidgetItem* value = readOnlyItem(shownValue(variable.value));
        value->setToolTip(value->text()); // the column is narrow: a host list is elided in it
        m_presets->setItem(row, 1, value);
        m_presets->setItem(row, 2, readOnlyItem(PlatformEnvironment::sourceText(variable.source)));
    }
}

void PlatformVariablesEditor::showUserVariables(const QList<EnvVar>& variables)
{
    // Rebuilt only when the job's list differs from the table, so that typing is not disturbed.
    bool same = m_user->rowCount() == variables.size();
    for (int row = 0; same && row < variables.size(); ++row) {
        const QTableWidgetItem* name = m_user->item(row, 0);
        const QTableWidgetItem* value = m_user->item(row, 1);
        same = name && value && name->text() == variables[row].name && value->text() == variables[row].value;
    }
    if (same)
        return;
    const QSignalBlocker blocker(m_user);
    m_user->setRowCount(int(variables.size()));
    for (int row = 0; row < variables.size(); ++row) {
        m_user->setItem(row, 0, new QTableWidgetItem(variables[row].name));
        m_user->setItem(row, 1, new QTableWidgetItem(variables[row].value));
    }
    m_user->resizeColumnToContents(0);
    m_user->setColumnWidth(0, qMax(m_user->columnWidth(0), 180));
}

void PlatformVariablesEditor::cellEdited(int row, int column)
{
    const QTableWidgetItem* item = m_user->item(row, column);
    const QString text = item ? item->text() : QString();
    m_document->edit([row, column, &text](JobSpec& job) {
        if (row < 0 || row >= job.platformVariables.size())
            return;
        (column == 0 ? job.platformVariables[row].name : job.platformVariables[row].value) = text;
    });
}

} // namespace ddpw
