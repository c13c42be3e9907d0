#include "nodecheck/CheckProgress.h"

#include <QTest>

using namespace ddpw;

// What the Check step's table shows of the network step: a "network" check per node, failed on
// the node the step named slow.
class tst_CheckProgress : public QObject
{
    Q_OBJECT

private slots:
    void networkColumn_data()
    {
        QTest::addColumn<int>("slowNode"); // -1: none
        QTest::addColumn<bool>("measured");
        QTest::newRow("nobody slow") << -1 << true;
        QTest::newRow("node 1 slow") << 1 << true;
        QTest::newRow("no ring figures") << -1 << false;
    }

    void networkColumn()
    {
        QFETCH(int, slowNode);
        QFETCH(bool, measured);
        CheckProgress progress;
        progress.reset({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
        CheckOutcome outcome;
        DryRunResult dryRun;
        dryRun.ok = true;
        BandwidthResult bandwidth;
        for (int i = 0; i < 3; ++i) {
            DryRunNodeResult node;
            node.index = i;
            node.state = DryRunNodeState::Passed;
            dryRun.nodes.append(node);
            const double gbps = !measured ? -1 : i == slowNode ? 0.006 : 0.6;
            bandwidth.nodes.append(
                {i, QStringLiteral("h%1").arg(i), QString(), gbps, gbps, measured ? 0.7 : -1, i == slowNode});
        }
        dryRun.bandwidth = bandwidth;
        outcome.dryRun = dryRun;
        progress.finished(outcome);
        QVERIFY(progress.checkNames().contains(QStringLiteral("network")));
        for (int i = 0; i < 3; ++i) {
            const CheckNodeRow::Check* check = progress.rows().at(i).check(QStringLiteral("network"));
            QVERIFY(check);
            const CheckStatus expected = !measured       ? CheckStatus::Skipped
                                         : i == slowNode ? CheckStatus::Fail
                                                         : CheckStatus::Pass;
            QCOMPARE(check->status, expected);
            if (measured)
                QVERIFY2(check->detail.contains(QLatin1String("GB/s")), qPrintable(check->detail));
            QCOMPARE(check->detail.startsWith(QLatin1String("slow")), i == slowNode);
        }
    }

    void noNetworkStepNoColumn()
    {
        CheckProgress progress;
        progress.reset({QStringLiteral("a")});
        CheckOutcome outcome;
        outcome.dryRun = DryRunResult();
        progress.finished(outcome);
        QVERIFY(!progress.checkNames().contains(QStringLiteral("network")));
    }
};

QTEST_GUILESS_MAIN(tst_CheckProgress)
#include "tst_CheckProgress.moc"
