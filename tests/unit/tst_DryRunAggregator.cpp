#include "nodecheck/DryRunAggregator.h"

#include <QTest>

using namespace ddpw;

// Report aggregation: the ranks' reports against each other and against the job.
class tst_DryRunAggregator : public QObject
{
    Q_OBJECT

private:
    static ProbeReport rank(int global, int local, int group, int world)
    {
        ProbeReport report;
        report.rank = global;
        report.localRank = local;
        report.groupRank = group;
        report.worldSize = world;
        report.torch = QStringLiteral("1.13.0a0");
        report.allReduceOk = true;
        report.ok = true;
        report.scriptArgs = {QStringLiteral("--lr"), QStringLiteral("$(x)")};
        report.env.insert(QStringLiteral("A"), QStringLiteral("b c"));
        return report;
    }

    static DryRunExpectation expectation(int nodes, int nproc)
    {
        DryRunExpectation expected;
        expected.nodes = nodes;
        expected.nprocPerNode = nproc;
        expected.worldSize = nodes * nproc;
        expected.scriptArgs = {QStringLiteral("--lr"), QStringLiteral("$(x)")};
        expected.env = {{QStringLiteral("A"), QStringLiteral("b c")}};
        expected.torchVersion = QStringLiteral("1.13");
        return expected;
    }

    // nodes x nproc healthy outcomes; ranks laid out as torchrun does.
    static QList<NodeOutcome> healthy(int nodes, int nproc)
    {
        QList<NodeOutcome> outcomes;
        for (int n = 0; n < nodes; ++n) {
            NodeOutcome node{n, QStringLiteral("node%1").arg(n), true, 0, {}, {}};
            for (int l = 0; l < nproc; ++l)
                node.reports.append(rank(n * nproc + l, l, n, nodes * nproc));
            outcomes.append(node);
        }
        return outcomes;
    }

    static bool mentions(const QStringList& problems, const QString& text)
    {
        for (const QString& problem : problems) {
            if (problem.contains(text))
                return true;
        }
        return false;
    }

private slots:
    void healthyRun_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("nproc");
        QTest::newRow("1x1") << 1 << 1;
        QTest::newRow("2x2") << 2 << 2;
        QTest::newRow("3x1") << 3 << 1;
        QTest::newRow("32x8") << 32 << 8;
    }

    void healthyRun()
    {
        QFETCH(int, nodes);
        QFETCH(int, nproc);
        const DryRunVerdict verdict = DryRunAggregator::aggregate(expectation(nodes, nproc), healthy(nodes, nproc));
        QVERIFY2(verdict.ok, qPrintable(verdict.problems.join(u'\n')));
        QCOMPARE(verdict.worldSize, nodes * nproc);
        QCOMPARE(verdict.ranks.size(), nodes * nproc);
        QCOMPARE(verdict.ranks.last(), nodes * nproc - 1);
        QVERIFY(verdict.warnings.isEmpty());
    }

    void faults_data()
    {
        QTest::addColumn<int>("fault");
        QTest::addColumn<QString>("expected");
        QTest::newRow("rank missing") << 0 << QStringLiteral("rank(s) 3 did not report");
        QTest::newRow("rank twice") << 1 << QStringLiteral("reported more than once");
        QTest::newRow("world size disagrees") << 2 << QStringLiteral("disagree on the world size");
        QTest::newRow("world size differs from the job") << 3 << QStringLiteral("world size is 2, the job means 4");
        QTest::newRow("probe failed") << 4 << QStringLiteral("init failed");
        QTest::newRow("all_reduce wrong") << 5 << QStringLiteral("all_reduce did not add up");
        QTest::newRow("script arg changed") << 6 << QStringLiteral("script arguments");
        QTest::newRow("env changed") << 7 << QStringLiteral("A is");
        QTest::newRow("launcher failed") << 8 << QStringLiteral("exited with status 1");
        QTest::newRow("launcher stopped") << 9 << QStringLiteral("did not finish");
        QTest::newRow("node silent") << 10 << QStringLiteral("no rank reported");
        QTest::newRow("local ranks") << 11 << QStringLiteral("local ranks are");
        QTest::newRow("node missing") << 12 << QStringLiteral("1 node(s) took part, the job has 2");
    }

    void faults()
    {
        QFETCH(int, fault);
        QFETCH(QString, expected);
        QList<NodeOutcome> nodes = healthy(2, 2);
        switch (fault) {
        case 0: nodes[1].reports.removeLast(); break;
        case 1: nodes[1].reports[1].rank = 2; break;
        case 2: nodes[0].reports[0].worldSize = 3; break;
        case 3:
            nodes[0].reports.removeLast();
            nodes[1].reports.removeLast();
            for (NodeOutcome& node : nodes) {
                for (ProbeReport& report : node.reports) {
                    report.worldSize = 2;
                    report.rank = node.index;
                }
            }
            break;
        case 4:
            nodes[0].reports[1].ok = false;
            nodes[0].reports[1].error = QStringLiteral("RuntimeError: init failed");
            break;
        case 5: nodes[1].reports[0].allReduceOk = false; break;
        case 6: nodes[1].reports[0].scriptArgs = {QStringLiteral("--lr"), QStringLiteral("")}; break;
        case 7: nodes[0].reports[0].env.insert(QStringLiteral("A"), QStringLiteral("b")); break;
        case 8: nodes[1].exitStatus = 1; break;
        case 9: nodes[0].finished = false; break;
        case 10: nodes[1].reports.clear(); break;
        case 11: nodes[1].reports[1].localRank = 0; break;
        case 12: nodes.removeLast(); break;
        }
        const DryRunVerdict verdict = DryRunAggregator::aggregate(expectation(2, 2), nodes);
        QVERIFY(!verdict.ok);
        QVERIFY2(mentions(verdict.problems, expected), qPrintable(verdict.problems.join(u'\n')));
    }

    // Elastic jobs have no fixed world size: the ranks must still agree and nproc holds per node.
    void elasticJobHasNoFixedWorldSize()
    {
        DryRunExpectation expected = expectation(2, 2);
        expected.worldSize.reset();
        expected.nodes = 0;
        const DryRunVerdict verdict = DryRunAggregator::aggregate(expected, healthy(3, 2));
        QVERIFY2(verdict.ok, qPrintable(verdict.problems.join(u'\n')));
        QCOMPARE(verdict.worldSize, 6);
    }

    void versionsAreWarnings()
    {
        QList<NodeOutcome> nodes = healthy(2, 1);
        nodes[1].reports[0].torch = QStringLiteral("2.6.0+cu124");
        DryRunVerdict verdict = DryRunAggregator::aggregate(expectation(2, 1), nodes);
        QVERIFY(verdict.ok);
        QVERIFY(mentions(verdict.warnings, QStringLiteral("different torch versions")));

        DryRunExpectation expected = expectation(2, 1);
        expected.torchVersion = QStringLiteral("2.6");
        verdict = DryRunAggregator::aggregate(expected, healthy(2, 1));
        QVERIFY(verdict.ok);
        QVERIFY(mentions(verdict.warnings, QStringLiteral("written for torch 2.6")));
    }

    void forJob()
    {
        JobSpec job = JobSpec::guideExample();
        job.nodeCount = 3;
        job.gpusPerNode = 4;
        DryRunExpectation expected = DryRunExpectation::forJob(job);
        QCOMPARE(expected.worldSize.value_or(-1), 12);
        job.elastic = ElasticRange{1, 3};
        expected = DryRunExpectation::forJob(job);
        QVERIFY(!expected.worldSize);
    }

    void nothingReported()
    {
        const DryRunVerdict verdict = DryRunAggregator::aggregate(expectation(2, 1), {});
        QVERIFY(!verdict.ok);
        QVERIFY(!verdict.problems.isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_DryRunAggregator)
#include "tst_DryRunAggregator.moc"
