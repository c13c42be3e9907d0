// Reading a start command back into the form: every job the generator writes comes back as the
// same job, and what the form cannot hold is listed, not dropped.
#include "document/CommandImporter.h"
#include "generate/CommandGenerator.h"

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
};

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
    job.useEnv = true;
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

QTEST_GUILESS_MAIN(TestCommandImporter)
#include "tst_CommandImporter.moc"
