// Reading a start command back into the form: every job the generator writes comes back as the
// same job, and what the form cannot hold is listed, not dropped.
#include "GuideCommands.h"
#include "generate/CommandGenerator.h"
#include "openjob/CommandImporter.h"

#include <QTest>

using namespace ddpw;

class TestCommandImporter : public QObject
{
    Q_OBJECT

private slots:
    void generatedCommandRoundTrips_data();
    void generatedCommandRoundTrips();
    void whatTheFormCannotHoldIsListed_data();
    void whatTheFormCannotHoldIsListed();
    void noLauncher();
    void guideCommands_data();
    void guideCommands();
    void otherVersionsSpelling_data();
    void otherVersionsSpelling();
    void rendezvousNeverDefaulted_data();
    void rendezvousNeverDefaulted();
};

namespace {

// The platform guide's two commands (its placeholders replaced by a script and an argument).
const QString kGuideTorchrun = ddpw::test::guideTorchrun(QStringLiteral("train.py"));
const QString kGuideLaunch = ddpw::test::guideLaunch(QStringLiteral("train.py"));

QList<TorchVersion> versions()
{
    return {TorchVersion::of(1, 13), TorchVersion::of(2, 0), TorchVersion::of(2, 6), TorchVersion::of(2, 14),
            TorchVersion()};
}

} // namespace

void TestCommandImporter::generatedCommandRoundTrips_data()
{
    QTest::addColumn<JobSpec>("job");
    const JobSpec guide = JobSpec::guideExample();
    QTest::addRow("guide example") << guide;
    JobSpec job = guide;
    job.nodeCount = 4;
    job.port = 23456;
    job.rendezvousId = QStringLiteral("resnet");
    job.scriptArgs = {QStringLiteral("--lr"), QStringLiteral("0.1"), QStringLiteral("a b")};
    QTest::addRow("edited values") << job;
    job = guide;
    job.elastic = ElasticRange{1, 4};
    job.maxRestarts = 3;
    QTest::addRow("elastic with restarts") << job;
    job = guide;
    job.nnodesFromEnv = true;
    QTest::addRow("nnodes from the platform variable") << job;
    job = guide;
    job.entryKind = EntryKind::Module;
    job.entry = QStringLiteral("pkg.train");
    QTest::addRow("module") << job;
    job = guide;
    job.nprocPerNode = NprocPerNode{NprocPerNode::Kind::Number, 4};
    QTest::addRow("fewer processes than GPUs") << job;
    job = guide;
    job.torchVersion = TorchVersion::of(1, 13);
    QTest::addRow("torch 1.13 spellings") << job;
    job = guide;
    job.launcher = Launcher::DistributedLaunch;
    job.rendezvousBackend = RendezvousBackend::Static;
    job.localRankFrom = LocalRankFrom::Environment;
    QTest::addRow("torch.distributed.launch") << job;
}

void TestCommandImporter::generatedCommandRoundTrips()
{
    QFETCH(JobSpec, job);
    JobSpec base; // what the command does not carry comes from the form
    base.torchVersion = job.torchVersion;
    base.gpusPerNode = job.gpusPerNode;
    base.jobName = job.jobName;
    const QString command = CommandGenerator(job).platformCommand();
    const CommandImport imported = CommandImporter::import(command, base);
    QVERIFY2(imported.ok, qPrintable(imported.error));
    QVERIFY2(imported.notRepresented.isEmpty(), qPrintable(imported.notRepresented.join(u'\n')));
    QCOMPARE(CommandGenerator(imported.job).platformCommand(), command);
    QCOMPARE(imported.job.nodeCount, job.elastic || job.nnodesFromEnv ? base.nodeCount : job.nodeCount);
    QCOMPARE(imported.job.entry, job.entry);
    QCOMPARE(imported.job.scriptArgs, job.scriptArgs);
    QCOMPARE(imported.job.launcher, job.launcher);
}

void TestCommandImporter::whatTheFormCannotHoldIsListed_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("listed");
    QTest::addRow("an option without a field") << "torchrun --nnodes=2 --tee=3 train.py"
                                               << "--tee=3";
    QTest::addRow("an unknown option") << "torchrun --nnodes=2 --bogus train.py"
                                       << "--bogus";
    QTest::addRow("a backend the form lacks") << "torchrun --rdzv-backend=etcd --nnodes=2 train.py"
                                              << "etcd";
}

void TestCommandImporter::whatTheFormCannotHoldIsListed()
{
    QFETCH(QString, command);
    QFETCH(QString, listed);
    const CommandImport imported = CommandImporter::import(command, JobSpec());
    QVERIFY(imported.ok);
    QVERIFY2(imported.notRepresented.join(u'\n').contains(listed), qPrintable(imported.notRepresented.join(u'\n')));
}

void TestCommandImporter::noLauncher()
{
    for (const QString& text : {QString(), QStringLiteral("echo hello"), QStringLiteral("\x01\xff'unterminated")}) {
        const CommandImport imported = CommandImporter::import(text, JobSpec());
        QVERIFY(!imported.ok);
        QVERIFY(!imported.error.isEmpty());
    }
}

// The guide's commands on every torch version: the same fields whatever the spelling, nothing
// lost (the guide's dash spellings are rejected by 1.13: imported all the same, and listed as
// respelled, since the form writes 1.13's spelling).
void TestCommandImporter::guideCommands_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<TorchVersion>("torch");
    QTest::addColumn<bool>("launch");
    QTest::addColumn<bool>("respelled");
    for (const TorchVersion& version : versions()) {
        const QByteArray name = version.isKnown() ? version.toString().toUtf8() : QByteArray("unknown");
        QTest::addRow("torchrun on %s", name.constData())
            << kGuideTorchrun << version << false << (version.isKnown() && !version.hasDashSpellings());
        QTest::addRow("launch on %s", name.constData())
            << kGuideLaunch << version << true << (version.isKnown() && !version.hasDashSpellings());
    }
}

void TestCommandImporter::guideCommands()
{
    QFETCH(QString, command);
    QFETCH(TorchVersion, torch);
    QFETCH(bool, launch);
    QFETCH(bool, respelled);
    JobSpec base;
    base.torchVersion = torch;
    base.gpusPerNode = 8;
    base.rendezvousId = QStringLiteral("other");
    base.port = 1234;
    const CommandImport imported = CommandImporter::import(command, base);
    QVERIFY2(imported.ok, qPrintable(imported.error));
    QVERIFY2(imported.notRepresented.isEmpty(), qPrintable(imported.notRepresented.join(u'\n')));
    QCOMPARE(!imported.respelled.isEmpty(), respelled);
    const JobSpec& job = imported.job;
    QCOMPARE(job.launcher, launch ? Launcher::DistributedLaunch : Launcher::Torchrun);
    QCOMPARE(job.rendezvousBackend, launch ? RendezvousBackend::Static : RendezvousBackend::C10d);
    QCOMPARE(job.port, 29500);
    if (!launch)
        QCOMPARE(job.rendezvousId, QStringLiteral("0"));
    QCOMPARE(job.nodeCount, 2);
    QCOMPARE(job.resolvedNprocPerNode(), std::optional<int>(8));
    QCOMPARE(job.entry, QStringLiteral("train.py"));
    QCOMPARE(job.scriptArgs, (QStringList{QStringLiteral("--epochs"), QStringLiteral("3")}));
    // The form writes the version's own spelling: what it writes, that version accepts.
    const CommandImport again = CommandImporter::import(CommandGenerator(job).platformCommand(), base);
    QVERIFY(again.respelled.isEmpty());
    QCOMPARE(again.job.port, 29500);
}

// A command generated for one version and imported for another keeps every field.
void TestCommandImporter::otherVersionsSpelling_data()
{
    QTest::addColumn<TorchVersion>("written");
    QTest::addColumn<TorchVersion>("selected");
    QTest::addColumn<bool>("launch");
    for (const bool launch : {false, true}) {
        const char* kind = launch ? "launch" : "torchrun";
        QTest::addRow("%s 2.6 into 1.13", kind) << TorchVersion::of(2, 6) << TorchVersion::of(1, 13) << launch;
        QTest::addRow("%s 1.13 into 2.6", kind) << TorchVersion::of(1, 13) << TorchVersion::of(2, 6) << launch;
        QTest::addRow("%s 2.14 into unknown", kind) << TorchVersion::of(2, 14) << TorchVersion() << launch;
    }
}

void TestCommandImporter::otherVersionsSpelling()
{
    QFETCH(TorchVersion, written);
    QFETCH(TorchVersion, selected);
    QFETCH(bool, launch);
    JobSpec job = JobSpec::guideExample();
    job.entry = QStringLiteral("train.py");
    job.torchVersion = written;
    job.port = 23456;
    job.rendezvousId = QStringLiteral("run-7");
    job.maxRestarts = 2;
    if (launch) {
        job.launcher = Launcher::DistributedLaunch;
        job.rendezvousBackend = RendezvousBackend::Static;
        job.localRankFrom = LocalRankFrom::Environment;
    }
    JobSpec base;
    base.torchVersion = selected;
    base.gpusPerNode = job.gpusPerNode;
    const CommandImport imported = CommandImporter::import(CommandGenerator(job).platformCommand(), base);
    QVERIFY2(imported.notRepresented.isEmpty(), qPrintable(imported.notRepresented.join(u'\n')));
    QCOMPARE(imported.job.port, 23456);
    QCOMPARE(imported.job.maxRestarts, 2);
    QCOMPARE(imported.job.rendezvousBackend, job.rendezvousBackend);
    if (!launch)
        QCOMPARE(imported.job.rendezvousId, QStringLiteral("run-7"));
    if (launch)
        QCOMPARE(imported.job.localRankFrom, LocalRankFrom::Environment);
    JobSpec expected = job;
    expected.torchVersion = selected;
    QVERIFY(imported.job.torchVersion == selected); // the version is the form's
    QCOMPARE(CommandGenerator(imported.job).platformCommand(), CommandGenerator(expected).platformCommand());
}

// The rendezvous is never dropped or replaced by the form's default: kept, or listed by name.
void TestCommandImporter::rendezvousNeverDefaulted_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("listed"); // empty: nothing listed
    QTest::addColumn<QString>("id");     // the imported rendezvous id
    QTest::addRow("c10d without an id keeps torch's 'none'")
        << "torchrun --nnodes=2 --rdzv-backend=c10d --rdzv-endpoint=${MASTER}:29400 train.py" << QString() << "none";
    QTest::addRow("a literal endpoint is named")
        << "torchrun --nnodes=2 --rdzv_backend=c10d --rdzv_id=a --rdzv_endpoint=10.0.0.1:29400 train.py"
        << "--rdzv_endpoint=10.0.0.1:29400"
        << "a";
    QTest::addRow("a backend from a variable is named")
        << "torchrun --nnodes=2 --rdzv_backend=$BACKEND --rdzv_id=a --rdzv_endpoint=${MASTER}:1 train.py"
        << "--rdzv_backend=$BACKEND"
        << "a";
    QTest::addRow("no endpoint is named") << "torchrun --nnodes=2 --rdzv_backend=c10d --rdzv_id=a train.py"
                                          << "no --rdzv_endpoint"
                                          << "a";
    QTest::addRow("a master address that is not MASTER is named")
        << "torchrun --nnodes=2 --node_rank=${VC_TASK_INDEX} --master_addr=10.0.0.1 --master_port=1 train.py"
        << "--master_addr=10.0.0.1"
        << "0";
    QTest::addRow("the guide's <script args> is named, not imported")
        << "torchrun --nnodes=2 --rdzv-backend=c10d --rdzv-id=0 --rdzv-endpoint=${MASTER}:29500 train.py \\\n"
           "    <script args>\n"
        << "<script args>"
        << "0";
}

void TestCommandImporter::rendezvousNeverDefaulted()
{
    QFETCH(QString, command);
    QFETCH(QString, listed);
    QFETCH(QString, id);
    JobSpec base;
    base.rendezvousId = QStringLiteral("0");
    const CommandImport imported = CommandImporter::import(command, base);
    QVERIFY(imported.ok);
    const QString list = imported.notRepresented.join(u'\n');
    if (listed.isEmpty())
        QVERIFY2(list.isEmpty(), qPrintable(list));
    else
        QVERIFY2(list.contains(listed), qPrintable(list));
    QCOMPARE(imported.job.rendezvousId, id);
    QVERIFY(!imported.job.scriptArgs.contains(QStringLiteral("args")));
}

QTEST_GUILESS_MAIN(TestCommandImporter)
#include "tst_CommandImporter.moc"
