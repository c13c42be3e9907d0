// The load a local check puts on this machine, and the smaller local run it offers: never
// fewer than two nodes where the job has two (a rendezvous between nodes), never a change of
// the job itself.
#include "nodecheck/LocalCheckLoad.h"

#include <QTest>

using namespace ddpw;

class tst_LocalCheckLoad : public QObject
{
    Q_OBJECT

private slots:
    void assess_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("nproc"); // 0: one per GPU, -1: auto
        QTest::addColumn<int>("cores");
        QTest::addColumn<int>("processes");
        QTest::addColumn<bool>("overloaded");
        QTest::addColumn<int>("fewer");          // 0: none offered
        QTest::addColumn<int>("fewerProcesses"); // per node, for a command; 0: none offered
        QTest::newRow("64 x 8 on 2 cores") << 64 << 8 << 0 << 2 << 512 << true << 2 << 1;
        QTest::newRow("2 x 1 on 2 cores fits") << 2 << 0 << 1 << 2 << 2 << false << 0 << 0;
        QTest::newRow("4 x 1 on 2 cores") << 4 << 0 << 1 << 2 << 4 << true << 2 << 0;
        QTest::newRow("16 x 1 on 8 cores") << 16 << 0 << 1 << 8 << 16 << true << 8 << 0;
        QTest::newRow("16 x 2 on 8 cores") << 16 << 0 << 2 << 8 << 32 << true << 4 << 1;
        QTest::newRow("one node of 8 on 2 cores: nothing smaller") << 1 << 8 << 0 << 2 << 8 << true << 0 << 2;
        QTest::newRow("2 x 8 on 2 cores: two is the floor") << 2 << 8 << 0 << 2 << 16 << true << 0 << 1;
        QTest::newRow("auto without GPUs: one per core") << 4 << 0 << -1 << 4 << 16 << true << 2 << 1;
        QTest::newRow("no cores reported counts as one") << 2 << 0 << 1 << 0 << 2 << true << 0 << 0;
    }

    void assess()
    {
        QFETCH(int, nodes);
        QFETCH(int, gpus);
        QFETCH(int, nproc);
        QFETCH(int, cores);
        QFETCH(int, processes);
        QFETCH(bool, overloaded);
        QFETCH(int, fewer);
        QFETCH(int, fewerProcesses);
        JobSpec job = JobSpec::guideExample();
        job.nodeCount = nodes;
        job.gpusPerNode = gpus;
        job.nprocPerNode = nproc == 0    ? NprocPerNode{NprocPerNode::Kind::MatchGpus, 1}
                           : nproc == -1 ? NprocPerNode{NprocPerNode::Kind::Auto, 1}
                                         : NprocPerNode{NprocPerNode::Kind::Number, nproc};
        const JobSpec before = job;
        const LocalCheckLoad load = LocalCheckLoad::assess(job, cores);
        QCOMPARE(load.processes(), processes);
        QCOMPARE(load.overloaded(), overloaded);
        QCOMPARE(load.fewerNodes().value_or(0), fewer);
        QCOMPARE(load.fewerProcesses().value_or(0), fewerProcesses);
        QCOMPARE(load.processesWarning().isEmpty(), !overloaded);
        if (fewerProcesses > 0)
            QVERIFY2(load.processesWarning().contains(QStringLiteral("Running %1 process").arg(fewerProcesses)),
                     qPrintable(load.processesWarning()));
        QCOMPARE(load.warning().isEmpty(), !overloaded);
        if (overloaded) {
            QVERIFY2(load.warning().contains(QString::number(processes)), qPrintable(load.warning()));
            QCOMPARE(load.warning().contains(QStringLiteral("Checking")), fewer > 0);
        }
        QVERIFY(job == before);
    }
};

QTEST_GUILESS_MAIN(tst_LocalCheckLoad)
#include "tst_LocalCheckLoad.moc"
