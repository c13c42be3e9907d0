#include "nodecheck/CheckProgress.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
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

    // Every check name the code can produce (read from core/nodecheck's sources: the
    // pre-flight's add("...") and the dry-run's setCheck(..., "...")) has a title of its own,
    // so no column header shows an internal name.
    void everyCheckHasATitle()
    {
        const QDir dir(QStringLiteral(DDPW_SOURCE_DIR "/core/nodecheck"));
        const QRegularExpression produced(
            QStringLiteral(R"re((?:\badd|\bsetCheck)\((?:[^,()]+,\s*)?QStringLiteral\("([a-z_-]+)"\))re"));
        QStringList names;
        for (const QString& file : dir.entryList({QStringLiteral("*.cpp")}, QDir::Files)) {
            QFile source(dir.filePath(file));
            QVERIFY(source.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(source.readAll());
            for (const QRegularExpressionMatch& match : produced.globalMatch(text)) {
                if (!names.contains(match.captured(1)))
                    names.append(match.captured(1));
            }
        }
        QVERIFY2(names.size() >= 12, qPrintable(names.join(u' ')));
        for (const QString& name : std::as_const(names))
            QVERIFY2(CheckProgress::checkTitle(name) != name, qPrintable(name));
    }
};

QTEST_GUILESS_MAIN(tst_CheckProgress)
#include "tst_CheckProgress.moc"
