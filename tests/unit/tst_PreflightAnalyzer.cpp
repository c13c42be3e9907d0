#include "nodecheck/PreflightAnalyzer.h"

#include <QJsonArray>
#include <QtTest>

#include <functional>

using namespace ddpw;

// Result aggregation of the pre-flight: raw per-node facts in, checks out, one row per case.
class TestPreflightAnalyzer : public QObject
{
    Q_OBJECT

private slots:
    void cases_data();
    void cases();
    void unreachableNodeHasOnlyTheSshCheck();
    void reportJsonShape();
};

namespace {

NodeProbe goodNode(const QString& host, const QString& address)
{
    NodeProbe probe;
    probe.host = host;
    probe.connected = true;
    probe.fingerprint = QStringLiteral("SHA256:fp");
    probe.probeRan = true;
    probe.facts = QJsonObject{
        {QStringLiteral("hostname"), host},
        {QStringLiteral("fqdn"), host + QStringLiteral(".test")},
        {QStringLiteral("addresses"), QJsonArray{QStringLiteral("127.0.0.1"), address}},
        {QStringLiteral("python"), QStringLiteral("3.11.2")},
        {QStringLiteral("python_path"), QStringLiteral("/usr/bin/python3")},
        {QStringLiteral("torch"), QStringLiteral("2.1.0+cu121")},
        {QStringLiteral("gpus"), 8},
        {QStringLiteral("gpu_source"), QStringLiteral("nvidia-smi")},
        {QStringLiteral("interfaces"), QJsonArray{QStringLiteral("lo"), QStringLiteral("eth0"), QStringLiteral("ib0")}},
        {QStringLiteral("master_addresses"), QJsonArray{QStringLiteral("10.0.0.1")}},
        {QStringLiteral("port_free"), true},
        {QStringLiteral("disk_free"), 100.0 * (1 << 30)},
        {QStringLiteral("workdir"), QStringLiteral("/home/u")},
        {QStringLiteral("time"), 1000.0}};
    probe.localMidTime = 1000.2;
    probe.roundTripSeconds = 0.1;
    if (address == QLatin1String("10.0.0.1"))
        probe.listen = QJsonObject{{QStringLiteral("ok"), true}};
    else
        probe.knock = QJsonObject{{QStringLiteral("ok"), true}, {QStringLiteral("ms"), 1.5}};
    return probe;
}

using Mutator = std::function<void(PreflightExpectations&, QList<NodeProbe>&)>;

} // namespace

Q_DECLARE_METATYPE(Mutator)

void TestPreflightAnalyzer::cases_data()
{
    QTest::addColumn<Mutator>("mutate");
    QTest::addColumn<int>("node");
    QTest::addColumn<QString>("check");
    QTest::addColumn<CheckStatus>("status");
    QTest::addColumn<QString>("detailContains");

    const auto set = [](int node, const char* key, const QJsonValue& value) {
        return Mutator(
            [=](PreflightExpectations&, QList<NodeProbe>& p) { p[node].facts.insert(QLatin1String(key), value); });
    };
    QTest::newRow("all good: torch") << Mutator() << 1 << "torch" << CheckStatus::Pass << "2.1.0";
    QTest::newRow("all good: port reachable")
        << Mutator() << 1 << "port-reachable" << CheckStatus::Pass << "master:29500";
    QTest::newRow("all good: master resolves")
        << Mutator() << 2 << "master-resolves" << CheckStatus::Pass << "10.0.0.1";
    QTest::newRow("torch differs on one node")
        << set(2, "torch", QStringLiteral("2.0.1")) << 2 << "torch" << CheckStatus::Fail << "2.1.0+cu121";
    QTest::newRow("torch missing") << set(1, "torch", QJsonValue()) << 1 << "torch" << CheckStatus::Fail
                                   << "not installed";
    QTest::newRow("torch differs from the job")
        << Mutator([](PreflightExpectations& e, QList<NodeProbe>&) { e.torch = TorchVersion::of(2, 6); }) << 0
        << "torch" << CheckStatus::Fail << "written for 2.6";
    QTest::newRow("torch matches the job")
        << Mutator([](PreflightExpectations& e, QList<NodeProbe>&) { e.torch = TorchVersion::of(2, 1); }) << 0
        << "torch" << CheckStatus::Pass << "";
    QTest::newRow("python differs") << set(1, "python", QStringLiteral("3.8.10")) << 1 << "python" << CheckStatus::Warn
                                    << "3.11.2";
    QTest::newRow("fewer GPUs than nproc") << Mutator([](PreflightExpectations& e, QList<NodeProbe>& p) {
        e.nprocPerNode = 8;
        p[2].facts.insert(QStringLiteral("gpus"), 4);
    }) << 2 << "gpus" << CheckStatus::Fail << "nproc_per_node=8";
    QTest::newRow("CPU-only node") << set(1, "gpus", 0) << 1 << "gpus" << CheckStatus::Warn << "gloo";
    QTest::newRow("master unresolvable") << Mutator([](PreflightExpectations&, QList<NodeProbe>& p) {
        p[2].facts.remove(QStringLiteral("master_addresses"));
        p[2].facts.insert(QStringLiteral("master_error"), QStringLiteral("[Errno -2] Name or service not known"));
    }) << 2 << "master-resolves" << CheckStatus::Fail
                                         << "Name or service not known";
    QTest::newRow("master resolves elsewhere") << set(1, "master_addresses", QJsonArray{QStringLiteral("10.9.9.9")})
                                               << 1 << "master-resolves" << CheckStatus::Fail << "10.9.9.9";
    QTest::newRow("master name not local on master") << Mutator([](PreflightExpectations&, QList<NodeProbe>& p) {
        p[0].facts.insert(QStringLiteral("addresses"),
                          QJsonArray{QStringLiteral("127.0.0.1"), QStringLiteral("10.0.0.5")});
    }) << 0 << "master-is-local" << CheckStatus::Fail << "c10d";
    QTest::newRow("port taken") << set(0, "port_free", false) << 0 << "port-free" << CheckStatus::Fail << "29500";
    QTest::newRow("port unreachable") << Mutator([](PreflightExpectations&, QList<NodeProbe>& p) {
        p[1].knock = QJsonObject{{QStringLiteral("ok"), false}, {QStringLiteral("error"), QStringLiteral("timed out")}};
    }) << 1 << "port-reachable" << CheckStatus::Fail
                                      << "timed out";
    QTest::newRow("port probe skipped") << Mutator([](PreflightExpectations&, QList<NodeProbe>& p) {
        p[1].portProbeSkipped = QStringLiteral("not tested: port 29500 is taken on the master");
    }) << 1 << "port-reachable" << CheckStatus::Skipped
                                        << "taken";
    QTest::newRow("ifname missing") << Mutator([](PreflightExpectations& e, QList<NodeProbe>&) {
        e.socketIfnames.insert(QStringLiteral("NCCL_SOCKET_IFNAME"), QStringLiteral("bond0"));
    }) << 1 << "socket-ifname" << CheckStatus::Fail
                                    << "eth0";
    QTest::newRow("ifname prefix") << Mutator([](PreflightExpectations& e, QList<NodeProbe>&) {
        e.socketIfnames.insert(QStringLiteral("GLOO_SOCKET_IFNAME"), QStringLiteral("eth"));
    }) << 1 << "socket-ifname" << CheckStatus::Pass
                                   << "";
    QTest::newRow("ifname exact mismatch") << Mutator([](PreflightExpectations& e, QList<NodeProbe>&) {
        e.socketIfnames.insert(QStringLiteral("NCCL_SOCKET_IFNAME"), QStringLiteral("=eth"));
    }) << 1 << "socket-ifname" << CheckStatus::Fail
                                           << "=eth";
    QTest::newRow("ifname exclusion") << Mutator([](PreflightExpectations& e, QList<NodeProbe>&) {
        e.socketIfnames.insert(QStringLiteral("NCCL_SOCKET_IFNAME"), QStringLiteral("^docker,lo"));
    }) << 1 << "socket-ifname" << CheckStatus::Pass
                                      << "";
    QTest::newRow("clock skew") << set(2, "time", 1100.0) << 2 << "clock" << CheckStatus::Warn << "NTP";
    QTest::newRow("clock fine") << Mutator() << 2 << "clock" << CheckStatus::Pass << "";
    QTest::newRow("disk low") << set(1, "disk_free", 1000.0) << 1 << "disk" << CheckStatus::Warn << "/home/u";
    QTest::newRow("probe failed") << Mutator([](PreflightExpectations&, QList<NodeProbe>& p) {
        p[1].probeRan = false;
        p[1].probeError = QStringLiteral("python3: not found");
    }) << 1 << "probe" << CheckStatus::Fail
                                  << "not found";
}

void TestPreflightAnalyzer::cases()
{
    QFETCH(Mutator, mutate);
    QFETCH(int, node);
    QFETCH(QString, check);
    QFETCH(CheckStatus, status);
    QFETCH(QString, detailContains);
    PreflightExpectations expect;
    expect.master = QStringLiteral("master");
    QList<NodeProbe> probes{goodNode(QStringLiteral("master"), QStringLiteral("10.0.0.1")),
                            goodNode(QStringLiteral("w1"), QStringLiteral("10.0.0.2")),
                            goodNode(QStringLiteral("w2"), QStringLiteral("10.0.0.3"))};
    if (mutate)
        mutate(expect, probes);
    const QList<NodeReport> reports = PreflightAnalyzer::analyze(expect, probes);
    QCOMPARE(reports.size(), 3);
    const NodeReport& report = reports.at(node);
    const auto it =
        std::find_if(report.checks.cbegin(), report.checks.cend(), [&](const CheckItem& c) { return c.name == check; });
    QVERIFY2(it != report.checks.cend(), qPrintable(QStringLiteral("no check %1").arg(check)));
    QVERIFY2(it->status == status,
             qPrintable(PreflightReport::statusName(it->status) + QStringLiteral(": ") + it->detail));
    QVERIFY2(it->detail.contains(detailContains), qPrintable(it->detail));
    QCOMPARE(report.ok, std::none_of(report.checks.cbegin(), report.checks.cend(),
                                     [](const CheckItem& c) { return c.status == CheckStatus::Fail; }));
    if (!mutate)
        QVERIFY(reports.at(0).ok && reports.at(1).ok && reports.at(2).ok);
}

void TestPreflightAnalyzer::unreachableNodeHasOnlyTheSshCheck()
{
    NodeProbe down;
    down.host = QStringLiteral("w9");
    down.sshError = SshError::Timeout;
    down.sshErrorText = QStringLiteral("No answer from w9 within 10 s");
    const QList<NodeReport> reports =
        PreflightAnalyzer::analyze({}, {goodNode(QStringLiteral("master"), QStringLiteral("10.0.0.1")), down});
    QCOMPARE(reports.at(1).checks.size(), 1);
    QCOMPARE(reports.at(1).checks.first().status, CheckStatus::Fail);
    QVERIFY(!reports.at(1).ok);
    PreflightReport report;
    report.nodes = reports;
    QVERIFY(!report.ok());
}

void TestPreflightAnalyzer::reportJsonShape()
{
    PreflightExpectations expect;
    expect.master = QStringLiteral("master");
    PreflightReport report;
    report.nodes = PreflightAnalyzer::analyze(expect, {goodNode(QStringLiteral("master"), QStringLiteral("10.0.0.1"))});
    QVERIFY(report.ok());
    const QJsonObject json = report.nodeToJson(report.nodes.first());
    QCOMPARE(json.value(QStringLiteral("host")).toString(), QStringLiteral("master"));
    QVERIFY(json.value(QStringLiteral("ok")).toBool());
    QCOMPARE(json.value(QStringLiteral("versions")).toObject().value(QStringLiteral("torch")).toString(),
             QStringLiteral("2.1.0+cu121"));
    const QJsonObject first = json.value(QStringLiteral("checks")).toArray().first().toObject();
    QCOMPARE(first.value(QStringLiteral("name")).toString(), QStringLiteral("ssh"));
    QCOMPARE(first.value(QStringLiteral("status")).toString(), QStringLiteral("pass"));
    QVERIFY(first.contains(QStringLiteral("detail")));
}

QTEST_GUILESS_MAIN(TestPreflightAnalyzer)
#include "tst_PreflightAnalyzer.moc"
