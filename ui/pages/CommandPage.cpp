#include "pages/CommandPage.h"

#include "openjob/JobDocument.h"
#include "widgets/ScriptArgumentsEdit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ddpw {

CommandPage::CommandPage(JobDocument* document, QWidget* parent) : FormPage(document, parent)
{
    buildLauncherSection();
    buildProcessSection();
    buildScriptSection();
    buildWritingSection();
    endColumn();
    connectLauncherFields();
    connectEntryFields();
    retranslateUi();
}

void CommandPage::buildLauncherSection()
{
    m_launcherHeading = addSection(QStringLiteral("launcherHeading"));
    m_launcherLabel = new QLabel(this);
    m_launcher = new QComboBox(this);
    m_launcher->setObjectName(QStringLiteral("launcher"));
    m_launcher->addItem(QStringLiteral("torchrun"), static_cast<int>(Launcher::Torchrun));
    m_launcher->addItem(QStringLiteral("python -m torch.distributed.launch"),
                        static_cast<int>(Launcher::DistributedLaunch));
    addField(JobField::Launcher, m_launcherLabel, m_launcher);

    m_backendLabel = new QLabel(this);
    m_backend = new QComboBox(this);
    m_backend->setObjectName(QStringLiteral("rdzvBackend"));
    m_backend->addItem(QStringLiteral("c10d"), static_cast<int>(RendezvousBackend::C10d));
    m_backend->addItem(QStringLiteral("static"), static_cast<int>(RendezvousBackend::Static));
    m_backendHelp = helpLabel();
    addField(JobField::RendezvousBackend, m_backendLabel, m_backend, m_backendHelp);

    m_portLabel = new QLabel(this);
    m_port = new QSpinBox(this);
    m_port->setObjectName(QStringLiteral("port"));
    m_port->setRange(1, JobSpec::kMaxPort);
    addField(JobField::Port, m_portLabel, m_port);

    m_idLabel = new QLabel(this);
    m_id = new QLineEdit(this);
    m_id->setObjectName(QStringLiteral("rdzvId"));
    m_idHelp = helpLabel();
    addField(JobField::RendezvousId, m_idLabel, m_id, m_idHelp);
}

void CommandPage::buildProcessSection()
{
    m_processHeading = addSection(QStringLiteral("processHeading"));
    m_nprocLabel = new QLabel(this);
    m_nprocKind = new QComboBox(this);
    m_nprocKind->setObjectName(QStringLiteral("nprocKind"));
    for (int kind = 0; kind < 4; ++kind)
        m_nprocKind->addItem(QString(), kind);
    m_nproc = new QSpinBox(this);
    m_nproc->setObjectName(QStringLiteral("nproc"));
    m_nproc->setRange(1, JobSpec::kMaxNprocPerNode);
    addField(JobField::NprocPerNode, m_nprocLabel, controlRow({m_nprocKind, m_nproc}), nullptr, m_nprocKind);

    m_elasticLabel = new QLabel(this);
    m_elastic = new QCheckBox(this);
    m_elastic->setObjectName(QStringLiteral("elastic"));
    m_elasticMin = new QSpinBox(this);
    m_elasticMin->setObjectName(QStringLiteral("elasticMin"));
    m_elasticMin->setRange(1, JobSpec::kMaxNodes);
    m_elasticAnd = new QLabel(this);
    m_elasticMax = new QSpinBox(this);
    m_elasticMax->setObjectName(QStringLiteral("elasticMax"));
    m_elasticMax->setRange(1, JobSpec::kMaxNodes);
    m_elasticHelp = helpLabel();
    addField(JobField::Elastic, m_elasticLabel, controlRow({m_elastic, m_elasticMin, m_elasticAnd, m_elasticMax}),
             m_elasticHelp, m_elastic);

    m_nnodesFromEnv = new QCheckBox(this);
    m_nnodesFromEnv->setObjectName(QStringLiteral("nnodesFromEnv"));
    m_nnodesHelp = helpLabel();
    addCheckField(JobField::NnodesFromEnv, m_nnodesFromEnv, m_nnodesHelp);

    m_restartsLabel = new QLabel(this);
    m_restarts = new QSpinBox(this);
    m_restarts->setObjectName(QStringLiteral("maxRestarts"));
    m_restarts->setRange(0, JobSpec::kMaxRestarts);
    addField(JobField::MaxRestarts, m_restartsLabel, m_restarts);
}

void CommandPage::buildScriptSection()
{
    m_scriptHeading = addSection(QStringLiteral("scriptHeading"));
    m_entryKindLabel = new QLabel(this);
    m_entryKind = new QComboBox(this);
    m_entryKind->setObjectName(QStringLiteral("entryKind"));
    m_entryKind->addItem(QString(), static_cast<int>(EntryKind::Script));
    m_entryKind->addItem(QString(), static_cast<int>(EntryKind::Module));
    addField(JobField::EntryKind, m_entryKindLabel, m_entryKind);

    m_entryLabel = new QLabel(this);
    m_entry = new QLineEdit(this);
    m_entry->setObjectName(QStringLiteral("entry"));
    addField(JobField::Entry, m_entryLabel, m_entry);

    m_argsLabel = new QLabel(this);
    m_args = new ScriptArgumentsEdit(this);
    addField(JobField::ScriptArgs, m_argsLabel, m_args, nullptr, m_args->lineEdit());

    m_envLabel = new QLabel(this);
    m_env = new QTableWidget(0, 2, this);
    m_env->setObjectName(QStringLiteral("env"));
    m_env->setMaximumHeight(130);
    m_env->horizontalHeader()->setStretchLastSection(true);
    m_env->verticalHeader()->setVisible(false);
    m_env->setTabKeyNavigation(false); // Tab leaves the table, as in the rest of the form; arrows move in it
    m_addEnv = new QPushButton(this);
    m_addEnv->setObjectName(QStringLiteral("addEnv"));
    m_removeEnv = new QPushButton(this);
    m_removeEnv->setObjectName(QStringLiteral("removeEnv"));
    auto* env = new QWidget(this);
    auto* envLayout = new QVBoxLayout(env);
    envLayout->setContentsMargins(0, 0, 0, 0);
    envLayout->addWidget(m_env);
    envLayout->addWidget(controlRow({m_addEnv, m_removeEnv}));
    addField(JobField::Env, m_envLabel, env, nullptr, m_env);
}

void CommandPage::buildWritingSection()
{
    m_writingHeading = addSection(QStringLiteral("writingHeading"));
    m_masterLabel = new QLabel(this);
    m_master = new QComboBox(this);
    m_master->setObjectName(QStringLiteral("masterDerivation"));
    for (const MasterDerivation derivation :
         {MasterDerivation::AwkFirstField, MasterDerivation::ParameterExpansion, MasterDerivation::GuideVerbatim})
        m_master->addItem(QString(), static_cast<int>(derivation));
    m_masterHelp = helpLabel();
    addField(JobField::MasterDerivation, m_masterLabel, m_master, m_masterHelp);

    m_localRankLabel = new QLabel(this);
    m_localRank = new QComboBox(this);
    m_localRank->setObjectName(QStringLiteral("localRankFrom"));
    for (const LocalRankFrom from :
         {LocalRankFrom::Environment, LocalRankFrom::UnderscoreArgument, LocalRankFrom::DashArgument})
        m_localRank->addItem(QString(), static_cast<int>(from));
    m_localRankHelp = helpLabel();
    addField(JobField::LocalRankFrom, m_localRankLabel, m_localRank, m_localRankHelp);

    m_pythonLabel = new QLabel(this);
    m_python = new QLineEdit(this);
    m_python->setObjectName(QStringLiteral("python"));
    addField(JobField::Python, m_pythonLabel, m_python);
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
    connect(m_localRank, &QComboBox::currentIndexChanged, this, [this] {
        const auto value = static_cast<LocalRankFrom>(m_localRank->currentData().toInt());
        m_document->edit([&](JobSpec& job) { job.localRankFrom = value; });
    });
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
    connect(m_args, &ScriptArgumentsEdit::argumentsEdited, this, [this](const QStringList& arguments) {
        m_document->edit([&](JobSpec& job) { job.scriptArgs = arguments; });
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
    // launch.py's own options mean nothing to torchrun: shown only when they apply.
    const bool launch = job.launcher == Launcher::DistributedLaunch;
    selectQuietly(m_localRank, static_cast<int>(job.localRankFrom));
    setTextQuietly(m_python, job.python);
    setFieldShown(JobField::LocalRankFrom, launch);
    setFieldShown(JobField::Python, launch);
    selectQuietly(m_entryKind, static_cast<int>(job.entryKind));
    setTextQuietly(m_entry, job.entry);
    m_args->setArguments(job.scriptArgs);
    showEnvironment(job.env);
    m_nnodesHelp->setText(tr("Writes --nnodes=\"${%1}\", so the command follows the node count set on the "
                             "platform's form.")
                              .arg(job.countVariable()));
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
    m_launcherHeading->setText(tr("Launcher and rendezvous"));
    m_launcherLabel->setText(tr("&Launcher"));
    m_launcher->setToolTip(tr("torchrun is PyTorch's recommended launcher; torch.distributed.launch is the older, "
                              "deprecated one."));
    m_launcher->setAccessibleName(tr("Launcher"));
    m_backendLabel->setText(tr("Rendezvous &backend"));
    m_backendHelp->setText(tr("c10d (recommended): the nodes meet at the master's endpoint. static: each node is "
                              "given its node rank from VC_TASK_INDEX."));
    m_backend->setAccessibleName(tr("Rendezvous backend"));
    m_portLabel->setText(tr("&Port"));
    m_port->setToolTip(tr("The master node's port for the rendezvous; any free port works."));
    m_port->setAccessibleName(tr("Port"));
    m_idLabel->setText(tr("Rendezvous &id"));
    m_idHelp->setText(tr("A name for this training run, the same on every node (--rdzv-id)."));
    m_id->setAccessibleName(tr("Rendezvous id"));

    m_processHeading->setText(tr("Nodes and processes"));
    m_nprocLabel->setText(tr("Processes per &node"));
    m_nprocKind->setItemText(0, tr("one per GPU (from the form)"));
    m_nprocKind->setItemText(1, tr("a number"));
    m_nprocKind->setItemText(2, tr("gpu (torch counts CUDA devices)"));
    m_nprocKind->setItemText(3, tr("auto (GPUs, else CPU cores)"));
    m_nprocKind->setToolTip(tr("--nproc-per-node: how many training processes each node starts."));
    m_nprocKind->setAccessibleName(tr("Processes per node"));
    m_nproc->setToolTip(tr("The number of processes per node, when \"a number\" is chosen."));
    m_nproc->setAccessibleName(tr("Number of processes per node"));
    m_elasticLabel->setText(tr("&Elastic range"));
    m_elastic->setText(tr("between"));
    m_elastic->setToolTip(tr("Let the job run with fewer nodes: --nnodes=MIN:MAX (c10d only)."));
    m_elastic->setAccessibleName(tr("Elastic node range"));
    m_elasticAnd->setText(tr("and"));
    m_elasticHelp->setText(tr("Nodes the job may run with; off: exactly the node count."));
    m_elasticMin->setToolTip(tr("The fewest nodes the job runs with."));
    m_elasticMin->setAccessibleName(tr("Minimum nodes"));
    m_elasticMax->setToolTip(tr("The most nodes the job runs with."));
    m_elasticMax->setAccessibleName(tr("Maximum nodes"));
    m_nnodesFromEnv->setText(tr("Node count from the platform's &variable"));
    m_nnodesFromEnv->setAccessibleName(tr("Node count from variable"));
    m_restartsLabel->setText(tr("Max &restarts"));
    m_restarts->setToolTip(tr("How often torchrun restarts the workers after a failure (--max-restarts)."));
    m_restarts->setAccessibleName(tr("Max restarts"));

    m_scriptHeading->setText(tr("Your script"));
    m_entryKindLabel->setText(tr("Entry &kind"));
    m_entryKind->setItemText(0, tr("script"));
    m_entryKind->setItemText(1, tr("module (-m)"));
    m_entryKind->setToolTip(tr("Run a script file, or a Python module with -m."));
    m_entryKind->setAccessibleName(tr("Entry kind"));
    m_entryLabel->setText(tr("&Script or module"));
    m_entry->setToolTip(tr("Your training script (e.g. train.py) or module (e.g. my_package.train)."));
    m_entry->setAccessibleName(tr("Script or module"));
    m_argsLabel->setText(tr("Script &arguments"));
    m_envLabel->setText(tr("En&vironment variables"));
    m_env->setHorizontalHeaderLabels({tr("Name"), tr("Value")});
    m_env->setToolTip(tr("Variables exported before the launcher runs, e.g. NCCL_DEBUG=INFO."));
    m_env->setAccessibleName(tr("Environment variables"));
    m_addEnv->setText(tr("Add variable"));
    m_addEnv->setToolTip(tr("Add an environment variable."));
    m_removeEnv->setText(tr("Remove variable"));
    m_removeEnv->setToolTip(tr("Remove the selected environment variable."));

    m_writingHeading->setText(tr("How the command is written"));
    m_masterLabel->setText(tr("&MASTER from"));
    m_master->setItemText(0, tr("echo | awk, as the guide, written clean"));
    m_master->setItemText(1, tr("shell parameter expansion"));
    m_master->setItemText(2, tr("the guide's text verbatim"));
    m_master->setAccessibleName(tr("MASTER derivation"));
    m_masterHelp->setText(tr("How the first lines take the first host of the role's host list. The first two "
                             "pass ShellCheck cleanly; the guide's own text has backticks and unquoted "
                             "variables, which ShellCheck flags."));
    m_localRankLabel->setText(tr("&Local rank from"));
    m_localRank->setItemText(0, tr("LOCAL_RANK (--use_env)"));
    m_localRank->setItemText(1, tr("--local_rank (torch 1.13)"));
    m_localRank->setItemText(2, tr("--local-rank (torch 2.0+)"));
    m_localRank->setAccessibleName(tr("How the script reads its local rank"));
    m_localRankHelp->setText(tr("How your script learns its local rank. With the environment the command passes "
                                "--use_env; otherwise torch.distributed.launch passes the argument itself, and its "
                                "spelling must be the one the image's torch uses."));
    m_pythonLabel->setText(tr("P&ython"));
    m_python->setToolTip(tr("The interpreter that runs torch.distributed.launch, e.g. python3."));
    m_python->setAccessibleName(tr("Python interpreter"));
    showJob(m_document->job());
}

} // namespace ddpw
