#include "nodecheck/BandwidthAnalyzer.h"

#include <QTest>

using namespace ddpw;

Q_DECLARE_METATYPE(QList<double>)

// The network step's verdict from the ranks' reports: nccl-tests' figures, the threshold, the
// ring's links turned into a figure per node, the slow node named (only with a wide margin and
// three nodes or more), the interfaces and what to try.
class tst_BandwidthAnalyzer : public QObject
{
    Q_OBJECT

private:
    static constexpr qint64 kMiB = 1024 * 1024;

    // One node per host "nodeN", one rank each; the ring positions are the group ranks, given
    // here in `groups` (the rendezvous may number nodes in another order than the hosts).
    // `rates[i]` is the GB/s of every link out of position i (its egress).
    static QList<DryRunNodeResult> ring(const QList<double>& rates, const QList<int>& groups = {},
                                        const QString& backend = QStringLiteral("gloo"), double peakSeconds = 0.01)
    {
        const int count = static_cast<int>(rates.size());
        ProbeBandwidth measured;
        measured.hasMeasurements = true;
        measured.seconds = 2.5;
        measured.budgetSeconds = 10;
        measured.sizes = {{kMiB, peakSeconds * 4, 1, -1, true}, {16 * kMiB, peakSeconds * 16, 3, -1, true}};
        for (int p = 0; p < count; ++p)
            measured.nodes.append({p, p, QStringLiteral("host%1").arg(p), -1});
        for (int shift : {1, count - 1}) {
            for (int to = 0; to < count && count > 1; ++to) {
                const int from = ((to - shift) % count + count) % count;
                const qint64 bytes = 8 * kMiB;
                measured.links.append({shift, from, to, bytes, static_cast<double>(bytes) / (rates.at(from) * 1e9)});
            }
            if (count == 2)
                break;
        }
        QList<DryRunNodeResult> nodes;
        for (int i = 0; i < count; ++i) {
            DryRunNodeResult node;
            node.index = i;
            node.host = QStringLiteral("node%1").arg(i + 1);
            const int group = groups.isEmpty() ? i : groups.at(i);
            ProbeReport report;
            report.rank = group; // one rank per node: rank = group rank
            report.groupRank = group;
            report.worldSize = count;
            report.backend = backend;
            report.ok = true;
            ProbeBandwidth own;
            own.interfaces = {{QStringLiteral("eth0"), QStringLiteral("10.0.0.%1").arg(i + 1), count - 1}};
            if (group == 0) {
                own = measured;
                own.interfaces = {{QStringLiteral("eth0"), QStringLiteral("10.0.0.%1").arg(i + 1), count - 1}};
                for (ProbeBandwidth::Node& entry : own.nodes)
                    entry.rank = entry.groupRank;
            }
            report.bandwidth = own;
            node.reports.append(report);
            nodes.append(node);
        }
        return nodes;
    }

private slots:
    void slowNodes_data()
    {
        QTest::addColumn<QList<double>>("rates");
        QTest::addColumn<bool>("local");
        QTest::addColumn<QStringList>("slow");
        QTest::newRow("three even nodes") << QList<double>{0.5, 0.45, 0.55} << false << QStringList();
        // A busy machine's spread (the test bed saw up to 2x between unshaped links).
        QTest::newRow("2.5x noise names nobody") << QList<double>{0.5, 0.2, 0.5} << false << QStringList();
        QTest::newRow("50 mbit among veths")
            << QList<double>{0.6, 0.006, 0.6} << false << QStringList{QStringLiteral("node2")};
        QTest::newRow("four nodes, the last slow")
            << QList<double>{1.0, 1.1, 0.9, 0.1} << false << QStringList{QStringLiteral("node4")};
        QTest::newRow("local mode names nobody") << QList<double>{0.6, 0.006, 0.6} << true << QStringList();
        QTest::newRow("two nodes: only the link") << QList<double>{0.6, 0.006} << false << QStringList();
        QTest::newRow("one node") << QList<double>{0.6} << false << QStringList();
    }

    void slowNodes()
    {
        QFETCH(QList<double>, rates);
        QFETCH(bool, local);
        QFETCH(QStringList, slow);
        BandwidthOptions options;
        options.enabled = true;
        options.minBusGbps = 0;
        const BandwidthResult result = BandwidthAnalyzer::analyze(options, ring(rates), local);
        QCOMPARE(result.slowNodes, slow);
        QCOMPARE(result.ok, slow.isEmpty());
        for (const BandwidthResult::Node& node : result.nodes)
            QCOMPARE(node.slow, slow.contains(node.host));
        if (!slow.isEmpty()) {
            QVERIFY(result.problems.join(u'\n').contains(slow.first() + QStringLiteral(" is slow")));
            QVERIFY(result.hints.join(u'\n').contains(QStringLiteral("tc qdisc show dev eth0")));
        }
    }

    void twoNodesWarnAboutTheSlowWay()
    {
        BandwidthOptions options;
        options.minBusGbps = 0;
        const BandwidthResult result = BandwidthAnalyzer::analyze(options, ring({0.6, 0.006}), false);
        QVERIFY(result.slowNodes.isEmpty());
        QVERIFY2(result.warnings.join(u'\n').contains(QStringLiteral("from node2 to node1")),
                 qPrintable(result.warnings.join(u'\n')));
    }

    // The rendezvous numbered the hosts 2, 0, 1: figures and verdicts still go to the right host.
    void ringPositionsMapToHosts()
    {
        BandwidthOptions options;
        options.minBusGbps = 0;
        // Position 1 is slow; position 1 is the third host.
        const BandwidthResult result = BandwidthAnalyzer::analyze(options, ring({0.6, 0.006, 0.6}, {2, 0, 1}), false);
        QCOMPARE(result.slowNodes, QStringList{QStringLiteral("node3")});
        QCOMPARE(result.nodes.size(), 3);
        QCOMPARE(result.nodes.at(2).host, QStringLiteral("node3"));
        QCOMPARE(result.nodes.at(2).index, 2);
        QVERIFY(result.nodes.at(2).gbps < 0.01);
    }

    // A node's figure is the lower of its best link out and its best link in.
    void nodeFigureIsTheWeakerDirection()
    {
        BandwidthOptions options;
        options.minBusGbps = 0;
        const BandwidthResult result = BandwidthAnalyzer::analyze(options, ring({0.6, 0.006, 0.3}), false);
        QCOMPARE(result.nodes.size(), 3);
        QVERIFY(qAbs(result.nodes.at(1).outGbps - 0.006) < 1e-6);
        QVERIFY(qAbs(result.nodes.at(1).inGbps - 0.6) < 1e-6);
        QVERIFY(qAbs(result.nodes.at(1).gbps - 0.006) < 1e-6);
        QVERIFY(qAbs(result.nodes.at(0).gbps - 0.3) < 1e-6); // in: best of 0.006 and 0.3
    }

    void busbwIsNcclTestsDefinition_data()
    {
        QTest::addColumn<int>("ranks");
        QTest::addColumn<double>("factor");
        QTest::newRow("1 rank") << 1 << 0.0;
        QTest::newRow("2 ranks") << 2 << 1.0;
        QTest::newRow("4 ranks") << 4 << 1.5;
        QTest::newRow("8 ranks") << 8 << 1.75;
    }

    void busbwIsNcclTestsDefinition()
    {
        QFETCH(int, ranks);
        QFETCH(double, factor);
        QCOMPARE(BandwidthAnalyzer::busBandwidth(2.0, ranks), 2.0 * factor);
    }

    void sizesAndPeak()
    {
        BandwidthOptions options;
        options.minBusGbps = 0;
        // 1 MiB in 40 ms, 16 MiB in 160 ms, 3 ranks.
        const BandwidthResult result = BandwidthAnalyzer::analyze(options, ring({1, 1, 1}), false);
        QCOMPARE(result.sizes.size(), 2);
        const double algbw = 16.0 * kMiB / 0.16 / 1e9;
        QVERIFY(qAbs(result.sizes.at(1).algbwGbps - algbw) < 1e-9);
        QVERIFY(qAbs(result.sizes.at(1).busbwGbps - algbw * 4.0 / 3.0) < 1e-9);
        QCOMPARE(result.peakBusbwGbps, result.sizes.at(1).busbwGbps);
        QCOMPARE(result.backend, QStringLiteral("gloo"));
        QCOMPARE(result.worldSize, 3);
    }

    void threshold_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<double>("given"); // < 0: the default
        QTest::addColumn<double>("peakSeconds");
        QTest::addColumn<bool>("ok");
        // peak busbw = 16 MiB / (16 x peakSeconds) x 4/3
        QTest::newRow("gloo default, 0.14 GB/s passes") << QStringLiteral("gloo") << -1.0 << 0.01 << true;
        QTest::newRow("gloo default, 0.014 GB/s fails") << QStringLiteral("gloo") << -1.0 << 0.1 << false;
        QTest::newRow("nccl default, 0.14 GB/s fails") << QStringLiteral("nccl") << -1.0 << 0.01 << false;
        QTest::newRow("nccl default, 1.4 GB/s passes") << QStringLiteral("nccl") << -1.0 << 0.001 << true;
        QTest::newRow("user's threshold") << QStringLiteral("gloo") << 0.01 << 0.1 << true;
    }

    void threshold()
    {
        QFETCH(QString, backend);
        QFETCH(double, given);
        QFETCH(double, peakSeconds);
        QFETCH(bool, ok);
        BandwidthOptions options;
        if (given >= 0)
            options.minBusGbps = given;
        const BandwidthResult result =
            BandwidthAnalyzer::analyze(options, ring({1, 1, 1}, {}, backend, peakSeconds), false);
        QCOMPARE(result.ok, ok);
        QCOMPARE(result.thresholdIsDefault, given < 0);
        QCOMPARE(result.thresholdGbps, given >= 0 ? given : options.thresholdFor(backend));
        if (!ok) {
            QVERIFY(result.problems.join(u'\n').contains(QStringLiteral("below the threshold")));
            QVERIFY(result.hints.join(u'\n').contains(backend == QLatin1String("nccl")
                                                          ? QStringLiteral("NCCL_SOCKET_IFNAME")
                                                          : QStringLiteral("GLOO_SOCKET_IFNAME")));
        }
    }

    void oneRankIsNotJudged()
    {
        const BandwidthResult result =
            BandwidthAnalyzer::analyze(BandwidthOptions(), ring({1}, {}, QStringLiteral("nccl")), false);
        QVERIFY(result.ok);
        QVERIFY(result.warnings.join(u'\n').contains(QStringLiteral("one rank")));
    }

    void wrongSumsFail()
    {
        QList<DryRunNodeResult> nodes = ring({1, 1, 1});
        nodes[0].reports[0].bandwidth->sizes[1].correct = false;
        BandwidthOptions options;
        options.minBusGbps = 0;
        const BandwidthResult result = BandwidthAnalyzer::analyze(options, nodes, false);
        QVERIFY(!result.ok);
        QVERIFY(result.problems.join(u'\n').contains(QStringLiteral("16M")));
        QVERIFY(!result.sizes.at(1).correct);
    }

    void errorsAndMissingMeasurements()
    {
        QList<DryRunNodeResult> nodes = ring({1, 1, 1});
        nodes[2].reports[0].bandwidth->error = QStringLiteral("RuntimeError: timed out");
        BandwidthResult result = BandwidthAnalyzer::analyze(BandwidthOptions(), nodes, false);
        QVERIFY(!result.ok);
        QVERIFY(result.error.contains(QStringLiteral("node3")));
        QVERIFY(result.error.contains(QStringLiteral("timed out")));

        nodes = ring({1, 1, 1});
        for (DryRunNodeResult& node : nodes)
            node.reports[0].bandwidth.reset();
        result = BandwidthAnalyzer::analyze(BandwidthOptions(), nodes, false);
        QVERIFY(!result.ok);
        QVERIFY(!result.error.isEmpty());
    }

    void differentInterfacesWarn()
    {
        QList<DryRunNodeResult> nodes = ring({1, 1, 1});
        nodes[1].reports[0].bandwidth->interfaces = {{QStringLiteral("docker0"), QStringLiteral("172.17.0.2"), 2}};
        BandwidthOptions options;
        options.minBusGbps = 0;
        const BandwidthResult result = BandwidthAnalyzer::analyze(options, nodes, false);
        QVERIFY(result.ok);
        QVERIFY2(result.warnings.join(u'\n').contains(QStringLiteral("node2: docker0")),
                 qPrintable(result.warnings.join(u'\n')));
        QVERIFY(result.hints.join(u'\n').contains(QStringLiteral("GLOO_SOCKET_IFNAME")));
        QCOMPARE(result.interfaces.size(), 3);
        QCOMPARE(result.interfaces.at(1).interfaces, QStringList{QStringLiteral("docker0 172.17.0.2")});
        QCOMPARE(result.interfaces.at(1).source, QStringLiteral("sockets"));
    }

    // NCCL's own lines say which network it took; sockets on a node with HCAs is the fallback
    // to point out.
    void ncclSocketFallbackWarns()
    {
        QList<DryRunNodeResult> nodes = ring({10, 10, 10}, {}, QStringLiteral("nccl"), 0.0001);
        for (DryRunNodeResult& node : nodes) {
            node.reports[0].bandwidth->ncclLines = {
                QStringLiteral("gpu-a:11:11 [0] NCCL INFO NET/IB : No device found."),
                QStringLiteral("gpu-a:11:11 [0] NCCL INFO NET/Socket : Using [0]bond0:192.168.3.7<0>"),
                QStringLiteral("gpu-a:11:11 [0] NCCL INFO Using network Socket")};
            node.reports[0].bandwidth->ibDevices = {QStringLiteral("mlx5_0")};
        }
        const BandwidthResult result = BandwidthAnalyzer::analyze(BandwidthOptions(), nodes, false);
        QCOMPARE(result.interfaces.at(0).source, QStringLiteral("nccl"));
        QCOMPARE(result.interfaces.at(0).network, QStringLiteral("Socket"));
        QCOMPARE(result.interfaces.at(0).interfaces, QStringList{QStringLiteral("bond0 192.168.3.7")});
        QVERIFY(result.warnings.join(u'\n').contains(QStringLiteral("InfiniBand devices are there (mlx5_0)")));
        QVERIFY(result.hints.join(u'\n').contains(QStringLiteral("NCCL_IB_HCA")));
    }
};

QTEST_GUILESS_MAIN(tst_BandwidthAnalyzer)
#include "tst_BandwidthAnalyzer.moc"
