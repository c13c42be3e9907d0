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

    // The network step's part: rank 0's measurements, every rank's interfaces.
    void bandwidth()
    {
        const std::optional<ProbeReport> report = ProbeReport::fromLine(QStringLiteral(
            R"j([default0]:DDPW_PROBE_REPORT {"rank":0,"ok":true,"timings":{"bandwidth_s":3.9},"bandwidth":{)j"
            R"j("budget_s":6,"seconds":3.8,"sizes":[{"bytes":1048576,"seconds":0.23,"iterations":1,"warmup_seconds":0.2,)j"
            R"j("correct":true},{"bytes":4194304,"seconds":0.93,"iterations":1,"correct":false}],)j"
            R"j("skipped_sizes":[16777216],"nodes":[{"index":0,"group_rank":0,"hostname":"n1","rank":0},)j"
            R"j({"index":1,"group_rank":null,"hostname":"n2","rank":1}],"rounds":[{"shift":1,"links":[)j"
            R"j({"from":1,"to":0,"bytes":3136552,"seconds":0.52},{"from":0,"to":1,"bytes":67108864,"seconds":0.26}]}],)j"
            R"j("interfaces":[{"name":"eth0","address":"10.1.0.11","connections":2}],"configured":{"GLOO_SOCKET_IFNAME":"eth0"},)j"
            R"j("ib_devices":["mlx5_0"],"nccl_lines":["NCCL INFO Using network IB"]}})j"));
        QVERIFY(report);
        QCOMPARE(report->bandwidthSeconds, 3.9);
        QVERIFY(report->bandwidth);
        const ProbeBandwidth& bw = *report->bandwidth;
        QVERIFY(bw.hasMeasurements);
        QVERIFY(bw.error.isEmpty());
        QCOMPARE(bw.budgetSeconds, 6.0);
        QCOMPARE(bw.sizes.size(), 2);
        QCOMPARE(bw.sizes.at(0).bytes, 1048576);
        QVERIFY(bw.sizes.at(0).correct);
        QVERIFY(!bw.sizes.at(1).correct);
        QCOMPARE(bw.skippedSizes, QList<qint64>{16777216});
        QCOMPARE(bw.nodes.size(), 2);
        QCOMPARE(bw.nodes.at(1).groupRank, -1);
        QCOMPARE(bw.links.size(), 2);
        QCOMPARE(bw.links.at(0).shift, 1);
        QCOMPARE(bw.links.at(0).from, 1);
        QCOMPARE(bw.links.at(0).bytes, 3136552);
        QCOMPARE(bw.interfaces.at(0).name, QStringLiteral("eth0"));
        QCOMPARE(bw.interfaces.at(0).connections, 2);
        QCOMPARE(bw.configured.value(QStringLiteral("GLOO_SOCKET_IFNAME")), QStringLiteral("eth0"));
        QCOMPARE(bw.ibDevices, QStringList{QStringLiteral("mlx5_0")});
        QCOMPARE(bw.ncclLines.size(), 1);

        // Another rank: interfaces only; no step asked: no part at all.
        const std::optional<ProbeReport> other = ProbeReport::fromLine(QStringLiteral(
            R"j(DDPW_PROBE_REPORT {"rank":1,"bandwidth":{"interfaces":[],"error":"RuntimeError: x"}})j"));
        QVERIFY(other && other->bandwidth);
        QVERIFY(!other->bandwidth->hasMeasurements);
        QCOMPARE(other->bandwidth->error, QStringLiteral("RuntimeError: x"));
        QVERIFY(!ProbeReport::fromLine(QStringLiteral(R"j(DDPW_PROBE_REPORT {"rank":1})j"))->bandwidth);
    }

    void bandwidthWrongTypes()
    {
        const std::optional<ProbeReport> report = ProbeReport::fromLine(QStringLiteral(
            R"j(DDPW_PROBE_REPORT {"rank":0,"bandwidth":{"sizes":{},"nodes":[1,"x",null],"rounds":[{"links":7}],)j"
            R"j("skipped_sizes":[-1,"4",1e300],"interfaces":"eth0","configured":[],"ib_devices":[3],"seconds":"1"}})j"));
        QVERIFY(report && report->bandwidth);
        QVERIFY(!report->bandwidth->hasMeasurements);
        QVERIFY(report->bandwidth->skippedSizes.isEmpty());
        QVERIFY(report->bandwidth->links.isEmpty());
        QVERIFY(report->bandwidth->ibDevices.isEmpty());
        QCOMPARE(report->bandwidth->seconds, -1.0);
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
