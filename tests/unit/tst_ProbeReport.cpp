#include "nodecheck/ProbeReport.h"
#include "util/ResourceLocator.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTest>

using namespace ddpw;

// The probe's report lines as the launcher relays them, and the resources that carry the probe.
class tst_ProbeReport : public QObject
{
    Q_OBJECT

private slots:
    void parsesLauncherPrefixedLine()
    {
        const QString line = QStringLiteral(
            R"j([default1]:DDPW_PROBE_REPORT {"all_reduce":{"expected":10,"missing":[],"ok":true,"repeated":[],"sum":10},)j"
            R"j("backend":"gloo","cuda":null,"device":"cpu","env":{"A":"$(x) \u00e9","B":null},"error":null,"group_rank":0,)j"
            R"j("group_world_size":2,"hostname":"vm","local_rank":1,"local_world_size":2,"master_addr":"localhost",)j"
            R"j("master_port":51265,"ok":true,"pid":13120,"python":"3.11.2","rank":1,"run_id":"x",)j"
            R"j("script_args":["a b","$(x)",""],"timings":{"all_reduce_s":0.004,"init_s":1.05,"start":1795993958.19,)j"
            R"j("total_s":13.5},"torch":"1.13.0a0","version":1,"world_size":4})j");
        QString error;
        const std::optional<ProbeReport> report = ProbeReport::fromLine(line, &error);
        QVERIFY2(report, qPrintable(error));
        QCOMPARE(report->rank, 1);
        QCOMPARE(report->localRank, 1);
        QCOMPARE(report->worldSize, 4);
        QCOMPARE(report->groupRank, 0);
        QCOMPARE(report->backend, QStringLiteral("gloo"));
        QCOMPARE(report->torch, QStringLiteral("1.13.0a0"));
        QVERIFY(report->ok);
        QVERIFY(report->allReduceOk);
        QCOMPARE(report->allReduceSum, 10);
        QCOMPARE(report->scriptArgs, (QStringList{QStringLiteral("a b"), QStringLiteral("$(x)"), QString()}));
        QCOMPARE(report->env.value(QStringLiteral("A")), QStringLiteral("$(x) \u00e9"));
        QCOMPARE(report->unsetEnv, QStringList{QStringLiteral("B")});
        QCOMPARE(report->initSeconds, 1.05);
    }

    void rejects_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("expectError");
        QTest::newRow("no marker") << QStringLiteral("[default0]: hello") << false;
        QTest::newRow("marker glued") << QStringLiteral("DDPW_PROBE_REPORTS {}") << false;
        QTest::newRow("not json") << QStringLiteral("DDPW_PROBE_REPORT {rank: 1") << true;
        QTest::newRow("array") << QStringLiteral("DDPW_PROBE_REPORT [1,2]") << true;
        QTest::newRow("no rank") << QStringLiteral("DDPW_PROBE_REPORT {\"x\":1}") << true;
    }

    void rejects()
    {
        QFETCH(QString, line);
        QFETCH(bool, expectError);
        QString error;
        QVERIFY(!ProbeReport::fromLine(line, &error));
        QCOMPARE(!error.isEmpty(), expectError);
    }

    void wrongTypesDoNotCrash()
    {
        const std::optional<ProbeReport> report = ProbeReport::fromLine(QStringLiteral(
            R"j(DDPW_PROBE_REPORT {"rank":"one","error":5,"world_size":[],"all_reduce":7,"script_args":{},"env":[],"timings":1})j"));
        QVERIFY(report);
        QCOMPARE(report->rank, -1);
        QVERIFY(!report->ok);
    }

    void anyBytes()
    {
        QRandomGenerator random(7);
        for (int i = 0; i < 500; ++i) {
            QByteArray bytes("DDPW_PROBE_REPORT ");
            const int size = random.bounded(0, 200);
            for (int j = 0; j < size; ++j)
                bytes.append(static_cast<char>(random.bounded(256)));
            (void)ProbeReport::fromLine(QString::fromUtf8(bytes));
            (void)ProbeEvent::fromLine(QString::fromUtf8(bytes));
        }
        QVERIFY(!ProbeReport::fromLine(QStringLiteral("DDPW_PROBE_REPORT ") +
                                       QString(2 * ProbeReport::kMaxLineLength, u'{')));
    }

    void event()
    {
        const std::optional<ProbeEvent> event = ProbeEvent::fromLine(QStringLiteral(
            R"j([default0]:DDPW_PROBE_EVENT {"event":"started","group_rank":1,"hostname":"vm","local_rank":0,"rank":2,"time":17.5})j"));
        QVERIFY(event);
        QCOMPARE(event->event, QStringLiteral("started"));
        QCOMPARE(event->rank, 2);
        QCOMPARE(event->groupRank, 1);
        QCOMPARE(event->time, 17.5);
    }

    // The probe and node helper are always available: embedded in the library, and found on
    // disk (source tree) for a build that was not installed.
    void resources_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("mustContain");
        QTest::newRow("probe") << QStringLiteral("probe/ddpw_probe.py") << QByteArray("DDPW_PROBE_REPORT");
        QTest::newRow("node helper") << QStringLiteral("probe/ddpw_node.sh") << QByteArray("DDPW_NODE_STARTED");
    }

    void resources()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, mustContain);
        QFile embedded(ResourceLocator::embeddedPath(path));
        QVERIFY(embedded.open(QIODevice::ReadOnly));
        QVERIFY(embedded.readAll().contains(mustContain));
        QString error;
        QVERIFY2(ResourceLocator::read(path, &error).contains(mustContain), qPrintable(error));
        QVERIFY(!ResourceLocator::findFile(path).isEmpty());
        QVERIFY(ResourceLocator::findFile(QStringLiteral("../etc/passwd")).isEmpty());
        QVERIFY(ResourceLocator::read(QStringLiteral("probe/missing"), &error).isEmpty());
        QVERIFY(!error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_ProbeReport)
#include "tst_ProbeReport.moc"
