#include "validate/JobChecks.h"

#include <QtTest>

using namespace ddpw;

Q_DECLARE_METATYPE(ddpw::JobSpec)
Q_DECLARE_METATYPE(ddpw::JobField)
Q_DECLARE_METATYPE(ddpw::Severity)

// The form's rules, one row per rule: a job with one field changed, the field the problem must
// be reported on, its severity and a word its message must contain.
class TestJobChecks : public QObject
{
    Q_OBJECT

private slots:
    void defaultsAndGuideExampleHaveNoErrors();
    void problems_data();
    void problems();
    void fixRepairsItsProblem_data() { problems_data(); }
    void fixRepairsItsProblem();
    void problemsAreDiagnosticsOfTheirField_data() { problems_data(); }
    void fixesKeepUnrelatedFields();
    void problemsAreDiagnosticsOfTheirField();
};

void TestJobChecks::defaultsAndGuideExampleHaveNoErrors()
{
    QVERIFY(!JobChecks::hasErrors(JobSpec()));
    QVERIFY(!JobChecks::hasErrors(JobSpec::guideExample()));
}

void TestJobChecks::problems_data()
{
    QTest::addColumn<JobSpec>("job");
    QTest::addColumn<JobField>("field");
    QTest::addColumn<Severity>("severity");
    QTest::addColumn<QString>("needle");

    auto row = [](const char* name, auto change, JobField field, Severity severity, const char* needle) {
        JobSpec job;
        job.image = QStringLiteral("pytorch:2.6");
        change(job);
        QTest::newRow(name) << job << field << severity << QString::fromUtf8(needle);
    };
    using F = JobField;
    using S = Severity;
    // One rule per line reads as a table.
    // clang-format off
    row("empty job name", [](JobSpec& j) { j.jobName.clear(); }, F::JobName, S::Error, "job name");
    row("job name too long", [](JobSpec& j) { j.jobName = QString(64, u'a'); }, F::JobName, S::Error, "63");
    row("job name with space", [](JobSpec& j) { j.jobName = QStringLiteral("my job"); }, F::JobName, S::Error, "spaces");
    row("job name not dns", [](JobSpec& j) { j.jobName = QStringLiteral("My_Job"); }, F::JobName, S::Info, "Volcano");
    row("no image", [](JobSpec& j) { j.image.clear(); }, F::Image, S::Warning, "torch installed");
    row("image with newline", [](JobSpec& j) { j.image = QStringLiteral("a\nb"); }, F::Image, S::Error, "spaces");
    row("torch 3.0", [](JobSpec& j) { j.torchVersion = TorchVersion::of(3, 0); }, F::TorchVersion, S::Error, "3.0");
    row("torch 1.12", [](JobSpec& j) { j.torchVersion = TorchVersion::of(1, 12); }, F::TorchVersion, S::Error, "1.13");
    row("torch unknown", [](JobSpec& j) { j.torchVersion = TorchVersion(); }, F::TorchVersion, S::Info, "underscore");
    row("framework pytorch", [](JobSpec& j) { j.computeFramework = ComputeFramework::PyTorch; }, F::ComputeFramework, S::Error, "Other");
    row("framework mpi", [](JobSpec& j) { j.computeFramework = ComputeFramework::Mpi; }, F::ComputeFramework, S::Error, "mpirun");
    row("role upper case", [](JobSpec& j) { j.roleName = QStringLiteral("Worker"); }, F::RoleName, S::Error, "lower-case");
    row("role other name", [](JobSpec& j) { j.roleName = QStringLiteral("trainer"); }, F::RoleName, S::Info, "VC_TRAINER_HOSTS");
    row("zero nodes", [](JobSpec& j) { j.nodeCount = 0; }, F::NodeCount, S::Error, "got 0");
    row("too many nodes", [](JobSpec& j) { j.nodeCount = 5000; }, F::NodeCount, S::Error, "4096");
    row("negative gpus", [](JobSpec& j) { j.gpusPerNode = -1; }, F::GpusPerNode, S::Error, "got -1");
    row("cpu only", [](JobSpec& j) { j.gpusPerNode = 0; }, F::GpusPerNode, S::Info, "gloo");
    row("port 0", [](JobSpec& j) { j.port = 0; }, F::Port, S::Error, "got 0");
    row("port 70000", [](JobSpec& j) { j.port = 70000; }, F::Port, S::Error, "65535");
    row("port 80", [](JobSpec& j) { j.port = 80; }, F::Port, S::Warning, "1024");
    row("empty rdzv id", [](JobSpec& j) { j.rendezvousId.clear(); }, F::RendezvousId, S::Error, "same one");
    row("rdzv id with space", [](JobSpec& j) { j.rendezvousId = QStringLiteral("a b"); }, F::RendezvousId, S::Error, "spaces");
    row("elastic with static", [](JobSpec& j) { j.rendezvousBackend = RendezvousBackend::Static; j.elastic = ElasticRange{1, 2}; }, F::Elastic, S::Error, "c10d");
    row("elastic min > max", [](JobSpec& j) { j.elastic = ElasticRange{3, 2}; }, F::Elastic, S::Error, "MIN <= MAX");
    row("elastic min 0", [](JobSpec& j) { j.elastic = ElasticRange{0, 2}; }, F::Elastic, S::Error, "1 <= MIN");
    row("nodes outside elastic", [](JobSpec& j) { j.elastic = ElasticRange{3, 4}; }, F::Elastic, S::Warning, "outside");
    row("negative restarts", [](JobSpec& j) { j.maxRestarts = -1; }, F::MaxRestarts, S::Error, "got -1");
    row("nproc 0", [](JobSpec& j) { j.nprocPerNode = {NprocPerNode::Kind::Number, 0}; }, F::NprocPerNode, S::Error, "got 0");
    row("nproc above gpus", [](JobSpec& j) { j.nprocPerNode = {NprocPerNode::Kind::Number, 9}; }, F::NprocPerNode, S::Error, "one GPU per process");
    row("nproc below gpus", [](JobSpec& j) { j.nprocPerNode = {NprocPerNode::Kind::Number, 4}; }, F::NprocPerNode, S::Warning, "idle");
    row("nproc gpu without gpus", [](JobSpec& j) { j.gpusPerNode = 0; j.nprocPerNode = {NprocPerNode::Kind::Gpu, 1}; }, F::NprocPerNode, S::Error, "Cuda is not available");
    row("empty script", [](JobSpec& j) { j.entry.clear(); }, F::Entry, S::Error, "train.py");
    row("script like option", [](JobSpec& j) { j.entry = QStringLiteral("--help"); }, F::Entry, S::Error, "launcher option");
    row("bad module", [](JobSpec& j) { j.entryKind = EntryKind::Module; j.entry = QStringLiteral("my-pkg.train"); }, F::Entry, S::Error, "module name");
    row("nul in argument", [](JobSpec& j) { j.scriptArgs = {QStringLiteral("a"), QString(QChar(u'\0'))}; }, F::ScriptArgs, S::Error, "Argument 2");
    row("bad env name", [](JobSpec& j) { j.env = {{QStringLiteral("1X"), QStringLiteral("v")}}; }, F::Env, S::Error, "1X");
    row("duplicate env", [](JobSpec& j) { j.env = {{QStringLiteral("A"), {}}, {QStringLiteral("A"), {}}}; }, F::Env, S::Error, "twice");
    row("env MASTER", [](JobSpec& j) { j.env = {{QStringLiteral("MASTER"), QStringLiteral("x")}}; }, F::Env, S::Error, "first line");
    row("env VC_", [](JobSpec& j) { j.env = {{QStringLiteral("VC_TASK_INDEX"), QStringLiteral("0")}}; }, F::Env, S::Warning, "platform");
    row("env RANK", [](JobSpec& j) { j.env = {{QStringLiteral("RANK"), QStringLiteral("0")}}; }, F::Env, S::Warning, "never reaches");
    row("env PET_", [](JobSpec& j) { j.env = {{QStringLiteral("PET_NNODES"), QStringLiteral("2")}}; }, F::Env, S::Warning, "command line wins");
    row("launch deprecated", [](JobSpec& j) { j.launcher = Launcher::DistributedLaunch; }, F::Launcher, S::Info, "deprecated");
    row("launch --local_rank on 2.x", [](JobSpec& j) { j.launcher = Launcher::DistributedLaunch; j.localRankFrom = LocalRankFrom::UnderscoreArgument; }, F::LocalRankFrom, S::Error, "passes --local-rank=N, not --local_rank");
    row("launch --local-rank on 1.13", [](JobSpec& j) { j.launcher = Launcher::DistributedLaunch; j.torchVersion = TorchVersion::of(1, 13); j.localRankFrom = LocalRankFrom::DashArgument; }, F::LocalRankFrom, S::Error, "passes --local_rank=N, not --local-rank");
    row("launch argument, torch unknown", [](JobSpec& j) { j.launcher = Launcher::DistributedLaunch; j.torchVersion = TorchVersion(); j.localRankFrom = LocalRankFrom::DashArgument; }, F::LocalRankFrom, S::Warning, "unknown torch version");
    row("launch bad python", [](JobSpec& j) { j.launcher = Launcher::DistributedLaunch; j.python = QStringLiteral("py thon"); }, F::Python, S::Error, "python3");
    // clang-format on
}

void TestJobChecks::problems()
{
    QFETCH(JobSpec, job);
    QFETCH(JobField, field);
    QFETCH(Severity, severity);
    QFETCH(QString, needle);
    const QList<CommandDiagnostic> found = JobChecks::problemsFor(job, field);
    const bool matched = std::any_of(found.begin(), found.end(), [&](const CommandDiagnostic& p) {
        return p.severity == severity && p.message.contains(needle);
    });
    if (!matched) {
        for (const CommandDiagnostic& p : JobChecks::problems(job))
            qWarning() << p.code << int(p.severity) << p.message;
    }
    QVERIFY(matched);
    QCOMPARE(JobChecks::hasErrors(job), severity == Severity::Error);
}

// Every problem that offers a one-click fix: applying it makes that problem go away without
// adding an error. The rows that must offer one are listed: the others need the user's choice.
void TestJobChecks::fixRepairsItsProblem()
{
    QFETCH(JobSpec, job);
    QFETCH(JobField, field);
    QFETCH(Severity, severity);
    QFETCH(QString, needle);
    static const QSet<QString> withFix{
        QStringLiteral("job name with space"),
        QStringLiteral("job name not dns"),
        QStringLiteral("framework pytorch"),
        QStringLiteral("framework mpi"),
        QStringLiteral("role upper case"),
        QStringLiteral("port 0"),
        QStringLiteral("port 70000"),
        QStringLiteral("port 80"),
        QStringLiteral("rdzv id with space"),
        QStringLiteral("elastic with static"),
        QStringLiteral("nodes outside elastic"),
        QStringLiteral("nproc above gpus"),
        QStringLiteral("nproc below gpus"),
        QStringLiteral("nproc gpu without gpus"),
        QStringLiteral("duplicate env"),
        QStringLiteral("env MASTER"),
        QStringLiteral("env VC_"),
        QStringLiteral("env RANK"),
        QStringLiteral("env PET_"),
        QStringLiteral("launch deprecated"),
        QStringLiteral("launch --local_rank on 2.x"),
        QStringLiteral("launch --local-rank on 1.13"),
        QStringLiteral("launch argument, torch unknown"),
    };
    const auto matches = [&](const CommandDiagnostic& p) {
        return p.field == field && p.severity == severity && p.message.contains(needle);
    };
    const QList<CommandDiagnostic> found = JobChecks::problems(job);
    const auto problem = std::find_if(found.begin(), found.end(), matches);
    QVERIFY(problem != found.end());
    QCOMPARE(problem->jobFix.has_value(), withFix.contains(QString::fromUtf8(QTest::currentDataTag())));
    if (!problem->jobFix)
        return;
    QVERIFY(!problem->jobFix->label.isEmpty());
    JobSpec fixed = job;
    problem->jobFix->apply(fixed);
    QVERIFY2(fixed != job, "the fix changed nothing");
    const QList<CommandDiagnostic> after = JobChecks::problems(fixed);
    QVERIFY2(std::none_of(after.begin(), after.end(), matches), qPrintable(problem->jobFix->label));
    QVERIFY(!JobChecks::hasErrors(fixed));
}

void TestJobChecks::fixesKeepUnrelatedFields()
{
    // Removing one variable keeps the others and their order; a duplicate keeps the last value.
    JobSpec job;
    job.env = {{QStringLiteral("A"), QStringLiteral("1")},
               {QStringLiteral("RANK"), QStringLiteral("0")},
               {QStringLiteral("B"), QStringLiteral("2")},
               {QStringLiteral("A"), QStringLiteral("3")}};
    for (const CommandDiagnostic& problem : JobChecks::problems(job)) {
        if (problem.jobFix)
            problem.jobFix->apply(job);
    }
    const QList<EnvVar> expected{{QStringLiteral("B"), QStringLiteral("2")},
                                 {QStringLiteral("A"), QStringLiteral("3")}};
    QCOMPARE(job.env, expected);
    // A cleaned-up name is the nearest Kubernetes name.
    JobSpec named;
    named.jobName = QStringLiteral("My_Job 1");
    const QList<CommandDiagnostic> problems = JobChecks::problemsFor(named, JobField::JobName);
    QVERIFY(!problems.isEmpty() && problems.first().jobFix);
    problems.first().jobFix->apply(named);
    QCOMPARE(named.jobName, QStringLiteral("my-job-1"));
}

// validate's one result type: a problem of the job names its field, has the field's job-file key
// as its code (what the preview lists and the GUI goes to the field by), and no place in a
// command and no text fix (its repair is an edit of the job).
void TestJobChecks::problemsAreDiagnosticsOfTheirField()
{
    QFETCH(JobSpec, job);
    QFETCH(JobField, field);
    const QList<CommandDiagnostic> found = JobChecks::problems(job);
    QVERIFY(!found.isEmpty());
    QVERIFY(!JobChecks::problemsFor(job, field).isEmpty());
    for (const CommandDiagnostic& problem : found) {
        QVERIFY(problem.field.has_value());
        QCOMPARE(problem.code, JobSpec::jsonKey(*problem.field));
        QVERIFY(!problem.fix && problem.moreFixes.isEmpty());
        QCOMPARE(problem.range, SourceRange());
        QVERIFY(!problem.message.isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestJobChecks)
#include "tst_JobChecks.moc"
