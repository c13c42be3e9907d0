#include "pages/CommandPage.h"

#include "document/JobDocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ddpw {

namespace {

QWidget* row(QWidget* parent, const QList<QWidget*>& widgets)
{
    auto* container = new QWidget(parent);
    auto* layout = new QHBoxLayout(container);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget* widget : widgets)
        layout->addWidget(widget);
    layout->addStretch();
    return container;
}

} // namespace

CommandPage::CommandPage(JobDocument* document, QWidget* parent)
    : FormPage(document, parent), m_launcherLabel(new QLabel(this)), m_launcher(new QComboBox(this)),
      m_backendLabel(new QLabel(this)), m_backend(new QComboBox(this)), m_portLabel(new QLabel(this)),
      m_port(new QSpinBox(this)), m_idLabel(new QLabel(this)), m_id(new QLineEdit(this)),
      m_elasticLabel(new QLabel(this)), m_elastic(new QCheckBox(this)), m_elasticMin(new QSpinBox(this)),
      m_elasticMax(new QSpinBox(this)), m_restartsLabel(new QLabel(this)), m_restarts(new QSpinBox(this)),
      m_nprocLabel(new QLabel(this)), m_nprocKind(new QComboBox(this)), m_nproc(new QSpinBox(this)),
      m_nnodesLabel(new QLabel(this)), m_nnodesFromEnv(new QCheckBox(this)), m_masterLabel(new QLabel(this)),
      m_master(new QComboBox(this)), m_useEnvLabel(new QLabel(this)), m_useEnv(new QCheckBox(this)),
      m_pythonLabel(new QLabel(this)), m_python(new QLineEdit(this)), m_entryKindLabel(new QLabel(this)),
      m_entryKind(new QComboBox(this)), m_entryLabel(new QLabel(this)), m_entry(new QLineEdit(this)),
      m_argsLabel(new QLabel(this)), m_args(new QListWidget(this)), m_addArg(new QPushButton(this)),
      m_removeArg(new QPushButton(this)), m_envLabel(new QLabel(this)), m_env(new QTableWidget(0, 2, this)),
      m_addEnv(new QPushButton(this)), m_removeEnv(new QPushButton(this))
{
    auto* form = new QFormLayout;
    buildLauncherFields(form);
    buildEntryFields(form);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch();
    connectLauncherFields();
    connectEntryFields();
    retranslateUi();
}

void CommandPage::buildLauncherFields(QFormLayout* form)
{
    m_launcher->setObjectName(QStringLiteral("launcher"));
    m_launcher->addItem(QStringLiteral("torchrun"), static_cast<int>(Launcher::Torchrun));
    m_launcher->addItem(QStringLiteral("python -m torch.distributed.launch"),
                        static_cast<int>(Launcher::DistributedLaunch));
    m_backend->setObjectName(QStringLiteral("rdzvBackend"));
    m_backend->addItem(QStringLiteral("c10d"), static_cast<int>(RendezvousBackend::C10d));
    m_backend->addItem(QStringLiteral("static"), static_cast<int>(RendezvousBackend::Static));
    m_port->setObjectName(QStringLiteral("port"));
    m_port->setRange(1, JobSpec::kMaxPort);
    m_id->setObjectName(QStringLiteral("rdzvId"));
    m_elastic->setObjectName(QStringLiteral("elastic"));
    m_elasticMin->setObjectName(QStringLiteral("elasticMin"));
    m_elasticMax->setObjectName(QStringLiteral("elasticMax"));
    m_elasticMin->setRange(1, JobSpec::kMaxNodes);
    m_elasticMax->setRange(1, JobSpec::kMaxNodes);
    m_restarts->setObjectName(QStringLiteral("maxRestarts"));
    m_restarts->setRange(0, JobSpec::kMaxRestarts);
    m_nprocKind->setObjectName(QStringLiteral("nprocKind"));
    for (int kind = 0; kind < 4; ++kind)
        m_nprocKind->addItem(QString(), kind);
    m_nproc->setObjectName(QStringLiteral("nproc"));
    m_nproc->setRange(1, JobSpec::kMaxNprocPerNode);
    m_nnodesFromEnv->setObjectName(QStringLiteral("nnodesFromEnv"));
    m_master->setObjectName(QStringLiteral("masterDerivation"));
    m_master->addItem(QString(), static_cast<int>(MasterDerivation::AwkFirstField));
    m_master->addItem(QString(), static_cast<int>(MasterDerivation::ParameterExpansion));
    m_useEnv->setObjectName(QStringLiteral("useEnv"));
    m_python->setObjectName(QStringLiteral("python"));

    addField(form, JobField::Launcher, m_launcherLabel, m_launcher);
    addField(form, JobField::RendezvousBackend, m_backendLabel, m_backend);
    addField(form, JobField::Port, m_portLabel, m_port);
    addField(form, JobField::RendezvousId, m_idLabel, m_id);
    addField(form, JobField::Elastic, m_elasticLabel, row(this, {m_elastic, m_elasticMin, m_elasticMax}));
    addField(form, JobField::MaxRestarts, m_restartsLabel, m_restarts);
    addField(form, JobField::NprocPerNode, m_nprocLabel, row(this, {m_nprocKind, m_nproc}));
    addField(form, JobField::NnodesFromEnv, m_nnodesLabel, m_nnodesFromEnv);
    addField(form, JobField::MasterDerivation, m_masterLabel, m_master);
    addField(form, JobField::UseEnv, m_useEnvLabel, m_useEnv);
    addField(form, JobField::Python, m_pythonLabel, m_python);
    // The label's mnemonic should land in the first control of a composite row.
    m_elasticLabel->setBuddy(m_elastic);
    m_nprocLabel->setBuddy(m_nprocKind);
}

void CommandPage::buildEntryFields(QFormLayout* form)
{
    m_entryKind->setObjectName(QStringLiteral("entryKind"));
    m_entryKind->addItem(QString(), static_cast<int>(EntryKind::Script));
    m_entryKind->addItem(QString(), static_cast<int>(EntryKind::Module));
    m_entry->setObjectName(QStringLiteral("entry"));
    m_args->setObjectName(QStringLiteral("scriptArgs"));
    m_args->setMaximumHeight(110);
    m_addArg->setObjectName(QStringLiteral("addArg"));
    m_removeArg->setObjectName(QStringLiteral("removeArg"));
    m_env->setObjectName(QStringLiteral("env"));
    m_env->setMaximumHeight(130);
    m_env->horizontalHeader()->setStretchLastSection(true);
    m_env->verticalHeader()->setVisible(false);
    m_addEnv->setObjectName(QStringLiteral("addEnv"));
    m_removeEnv->setObjectName(QStringLiteral("removeEnv"));

    addField(form, JobField::EntryKind, m_entryKindLabel, m_entryKind);
    addField(form, JobField::Entry, m_entryLabel, m_entry);
    auto* args = new QWidget(this);
    auto* argsLayout = new QVBoxLayout(args);
    argsLayout->setContentsMargins(0, 0, 0, 0);
    argsLayout->addWidget(m_args);
    argsLayout->addWidget(row(this, {m_addArg, m_removeArg}));
    addField(form, JobField::ScriptArgs, m_argsLabel, args);
    m_argsLabel->setBuddy(m_args);
    auto* env = new QWidget(this);
    auto* envLayout = new QVBoxLayout(env);
    envLayout->setContentsMargins(0, 0, 0, 0);
    envLayout->addWidget(m_env);
    envLayout->addWidget(row(this, {m_addEnv, m_removeEnv}));
    addField(form, JobField::Env, m_envLabel, env);
    m_envLabel->setBuddy(m_env);
}

void CommandPage::connectLauncherFields()
{
    connect(m_launcher, &QComboBox::currentIndexChanged, this, [this] {
        const auto value = static_cast<Launcher>(m_launcher->currentData().toInt());
        m_document->edit([&](JobSpec& job) { job.launcher = value; });
    });
    connect(m_backend, &QComboBox::currentIndexChanged, this, [this] {
        const auto value = static_cast<RendezvousBackend>(m_backend->currentData().toInt());
        m_document->edit([&](JobSpec& job) { job.rendezvousBackend = value; });
    });
    connect(m_port, &QSpinBox::valueChanged, this,
            [this](int value) { m_document->edit([&](JobSpec& job) { job.port = value; }); });
    connect(m_id, &QLineEdit::textEdited, this,
            [this](const QString& text) { m_document->edit([&](JobSpec& job) { job.rendezvousId = text; }); });
    connect(m_elastic, &QCheckBox::toggled, this, &CommandPage::editElastic);
    connect(m_elasticMin, &QSpinBox::valueChanged, this, &CommandPage::editElastic);
    connect(m_elasticMax, &QSpinBox::valueChanged, this, &CommandPage::editElastic);
    connect(m_restarts, &QSpinBox::valueChanged, this,
            [this](int value) { m_document->edit([&](JobSpec& job) { job.maxRestarts = value; }); });
    connect(m_nprocKind, &QComboBox::currentIndexChanged, this, &CommandPage::editNproc);
    connect(m_nproc, &QSpinBox::valueChanged, this, &CommandPage::editNproc);
    connect(m_nnodesFromEnv, &QCheckBox::toggled, this,
            [this](bool on) { m_document->edit([&](JobSpec& job) { job.nnodesFromEnv = on; }); });
    connect(m_master, &QComboBox::currentIndexChanged, this, [this] {
        const auto value = static_cast<MasterDerivation>(m_master->currentData().toInt());
        m_document->edit([&](JobSpec& job) { job.masterDerivation = value; });
    });
    connect(m_useEnv, &QCheckBox::toggled, this,
            [this](bool on) { m_document->edit([&](JobSpec& job) { job.useEnv = on; }); });
    connect(m_python, &QLineEdit::textEdited, this,
            [this](const QString& text) { m_document->edit([&](JobSpec& job) { job.python = text; }); });
}

void CommandPage::connectEntryFields()
{
    connect(m_entryKind, &QComboBox::currentIndexChanged, this, [this] {
        const auto value = static_cast<EntryKind>(m_entryKind->currentData().toInt());
        m_document->edit([&](JobSpec& job) { job.entryKind = value; });
    });
    connect(m_entry, &QLineEdit::textEdited, this,
            [this](const QString& text) { m_document->edit([&](JobSpec& job) { job.entry = text; }); });
    connect(m_args, &QListWidget::itemChanged, this,
            [this] { m_document->edit([&](JobSpec& job) { job.scriptArgs = argumentsShown(); }); });
    connect(m_addArg, &QPushButton::clicked, this, [this] {
        m_document->edit([](JobSpec& job) { job.scriptArgs.append(QStringLiteral("--arg")); });
        m_args->setCurrentRow(m_args->count() - 1);
        m_args->editItem(m_args->currentItem());
    });
    connect(m_removeArg, &QPushButton::clicked, this, [this] {
        const int index = m_args->currentRow();
        if (index >= 0)
            m_document->edit([&](JobSpec& job) { job.scriptArgs.removeAt(index); });
    });
    connect(m_env, &QTableWidget::itemChanged, this,
            [this] { m_document->edit([&](JobSpec& job) { job.env = environmentShown(); }); });
    connect(m_addEnv, &QPushButton::clicked, this, [this] {
        m_document->edit([](JobSpec& job) {
            job.env.append(EnvVar{QStringLiteral("NCCL_DEBUG"), QStringLiteral("INFO")});
        });
        m_env->setCurrentCell(m_env->rowCount() - 1, 0);
        m_env->editItem(m_env->currentItem());
    });
    connect(m_removeEnv, &QPushButton::clicked, this, [this] {
        const int index = m_env->currentRow();
        if (index >= 0)
            m_document->edit([&](JobSpec& job) { job.env.removeAt(index); });
    });
}

void CommandPage::editElastic()
{
    const bool on = m_elastic->isChecked();
    const ElasticRange range{m_elasticMin->value(), m_elasticMax->value()};
    m_document->edit([&](JobSpec& job) {
        if (on)
            job.elastic = range;
        else
            job.elastic.reset();
    });
}

void CommandPage::editNproc()
{
    const NprocPerNode nproc{static_cast<NprocPerNode::Kind>(m_nprocKind->currentData().toInt()), m_nproc->value()};
    m_document->edit([&](JobSpec& job) { job.nprocPerNode = nproc; });
}

void CommandPage::showJob(const JobSpec& job)
{
    selectQuietly(m_launcher, static_cast<int>(job.launcher));
    selectQuietly(m_backend, static_cast<int>(job.rendezvousBackend));
    setValueQuietly(m_port, job.port);
    setTextQuietly(m_id, job.rendezvousId);
    checkQuietly(m_elastic, job.elastic.has_value());
    const ElasticRange range = job.elastic.value_or(ElasticRange{job.nodeCount, job.nodeCount});
    setValueQuietly(m_elasticMin, range.minNodes);
    setValueQuietly(m_elasticMax, range.maxNodes);
    m_elasticMin->setEnabled(job.elastic.has_value());
    m_elasticMax->setEnabled(job.elastic.has_value());
    setValueQuietly(m_restarts, job.maxRestarts);
    selectQuietly(m_nprocKind, static_cast<int>(job.nprocPerNode.kind));
    setValueQuietly(m_nproc, job.nprocPerNode.number);
    m_nproc->setEnabled(job.nprocPerNode.kind == NprocPerNode::Kind::Number);
    checkQuietly(m_nnodesFromEnv, job.nnodesFromEnv);
    selectQuietly(m_master, static_cast<int>(job.masterDerivation));
    const bool launch = job.launcher == Launcher::DistributedLaunch;
    checkQuietly(m_useEnv, job.useEnv);
    m_useEnv->setEnabled(launch);
    setTextQuietly(m_python, job.python);
    m_python->setEnabled(launch);
    selectQuietly(m_entryKind, static_cast<int>(job.entryKind));
    setTextQuietly(m_entry, job.entry);
    showArguments(job.scriptArgs);
    showEnvironment(job.env);
}

void CommandPage::showArguments(const QStringList& arguments)
{
    if (argumentsShown() == arguments)
        return;
    const QSignalBlocker blocker(m_args);
    m_args->clear();
    for (const QString& argument : arguments) {
        auto* item = new QListWidgetItem(argument, m_args);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
    }
}

void CommandPage::showEnvironment(const QList<EnvVar>& env)
{
    if (environmentShown() == env)
        return;
    const QSignalBlocker blocker(m_env);
    m_env->setRowCount(int(env.size()));
    for (int i = 0; i < env.size(); ++i) {
        m_env->setItem(i, 0, new QTableWidgetItem(env[i].name));
        m_env->setItem(i, 1, new QTableWidgetItem(env[i].value));
    }
}

QStringList CommandPage::argumentsShown() const
{
    QStringList result;
    for (int i = 0; i < m_args->count(); ++i)
        result.append(m_args->item(i)->text());
    return result;
}

QList<EnvVar> CommandPage::environmentShown() const
{
    QList<EnvVar> result;
    for (int i = 0; i < m_env->rowCount(); ++i) {
        const QTableWidgetItem* name = m_env->item(i, 0);
        const QTableWidgetItem* value = m_env->item(i, 1);
        result.append(EnvVar{name ? name->text() : QString(), value ? value->text() : QString()});
    }
    return result;
}

void CommandPage::retranslateUi()
{
    m_launcherLabel->setText(tr("&Launcher:"));
    m_launcher->setToolTip(tr("torchrun is PyTorch's recommended launcher; torch.distributed.launch is the older, "
                              "deprecated one."));
    m_launcher->setAccessibleName(tr("Launcher"));
    m_backendLabel->setText(tr("Rendezvous &backend:"));
    m_backend->setToolTip(tr("c10d (recommended): the nodes meet at the master's endpoint. static: every node "
                             "is given its node rank from VC_TASK_INDEX."));
    m_backend->setAccessibleName(tr("Rendezvous backend"));
    m_portLabel->setText(tr("&Port:"));
    m_port->setToolTip(tr("The master node's port for the rendezvous; any free port works."));
    m_port->setAccessibleName(tr("Port"));
    m_idLabel->setText(tr("Rendezvous &id:"));
    m_id->setToolTip(tr("--rdzv-id: a name for this training run, the same on every node."));
    m_id->setAccessibleName(tr("Rendezvous id"));
    m_elasticLabel->setText(tr("&Elastic range:"));
    m_elastic->setText(tr("allow between"));
    m_elastic->setToolTip(tr("Let the job run with fewer nodes: --nnodes=MIN:MAX (c10d only)."));
    m_elastic->setAccessibleName(tr("Elastic node range"));
    m_elasticMin->setToolTip(tr("The fewest nodes the job runs with."));
    m_elasticMin->setAccessibleName(tr("Minimum nodes"));
    m_elasticMax->setToolTip(tr("The most nodes the job runs with."));
    m_elasticMax->setAccessibleName(tr("Maximum nodes"));
    m_restartsLabel->setText(tr("Max &restarts:"));
    m_restarts->setToolTip(tr("How often torchrun restarts the workers after a failure (--max-restarts)."));
    m_restarts->setAccessibleName(tr("Max restarts"));
    m_nprocLabel->setText(tr("Processes per &node:"));
    m_nprocKind->setItemText(0, tr("one per GPU (from the form)"));
    m_nprocKind->setItemText(1, tr("a number"));
    m_nprocKind->setItemText(2, tr("gpu (torch counts CUDA devices)"));
    m_nprocKind->setItemText(3, tr("auto (GPUs, else CPU cores)"));
    m_nprocKind->setToolTip(tr("--nproc-per-node: how many training processes each node starts."));
    m_nprocKind->setAccessibleName(tr("Processes per node"));
    m_nproc->setToolTip(tr("The number of processes per node, when \"a number\" is chosen."));
    m_nproc->setAccessibleName(tr("Number of processes per node"));
    m_nnodesLabel->setText(tr("Node count from &variable:"));
    m_nnodesFromEnv->setText(tr("use the platform variable for --nnodes"));
    m_nnodesFromEnv->setToolTip(
        tr("Write --nnodes=${VC_WORKER_NUM} so the command follows the node count on the form."));
    m_nnodesFromEnv->setAccessibleName(tr("Node count from variable"));
    m_masterLabel->setText(tr("&MASTER from:"));
    m_master->setItemText(0, tr("echo | awk (as in the guide)"));
    m_master->setItemText(1, tr("shell parameter expansion"));
    m_master->setToolTip(tr("How the first line takes the first host of the role's host list."));
    m_master->setAccessibleName(tr("MASTER derivation"));
    m_useEnvLabel->setText(tr("&Use environment:"));
    m_useEnv->setText(tr("--use_env (pass LOCAL_RANK in the environment)"));
    m_useEnv->setToolTip(tr("torch.distributed.launch only: pass the local rank as LOCAL_RANK instead of "
                            "a --local-rank argument."));
    m_useEnv->setAccessibleName(tr("Use environment"));
    m_pythonLabel->setText(tr("P&ython:"));
    m_python->setToolTip(tr("torch.distributed.launch only: the interpreter that runs it, e.g. python3."));
    m_python->setAccessibleName(tr("Python interpreter"));
    m_entryKindLabel->setText(tr("Entry &kind:"));
    m_entryKind->setItemText(0, tr("script"));
    m_entryKind->setItemText(1, tr("module (-m)"));
    m_entryKind->setToolTip(tr("Run a script file, or a Python module with -m."));
    m_entryKind->setAccessibleName(tr("Entry kind"));
    m_entryLabel->setText(tr("&Script or module:"));
    m_entry->setToolTip(tr("Your training script (e.g. train.py) or module (e.g. my_package.train)."));
    m_entry->setAccessibleName(tr("Script or module"));
    m_argsLabel->setText(tr("Script &arguments:"));
    m_args->setToolTip(tr("One argument per line, passed to the script unchanged; double-click to edit."));
    m_args->setAccessibleName(tr("Script arguments"));
    m_addArg->setText(tr("Add argument"));
    m_addArg->setToolTip(tr("Append an argument to the list."));
    m_removeArg->setText(tr("Remove argument"));
    m_removeArg->setToolTip(tr("Remove the selected argument."));
    m_envLabel->setText(tr("En&vironment variables:"));
    m_env->setHorizontalHeaderLabels({tr("Name"), tr("Value")});
    m_env->setToolTip(tr("Variables exported before the launcher runs, e.g. NCCL_DEBUG=INFO."));
    m_env->setAccessibleName(tr("Environment variables"));
    m_addEnv->setText(tr("Add variable"));
    m_addEnv->setToolTip(tr("Add an environment variable."));
    m_removeEnv->setText(tr("Remove variable"));
    m_removeEnv->setToolTip(tr("Remove the selected environment variable."));
}

} // namespace ddpw
