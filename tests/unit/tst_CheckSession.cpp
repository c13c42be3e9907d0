#include "nodecheck/CheckSession.h"
#include "validate/JobChecks.h"

#include <QtTest>

using namespace ddpw;

// The decisions CheckSession makes once for every front end (the CLI's check and dryrun, the
// Check step); the runs themselves are tested against real nodes in tests/shell/.
class tst_CheckSession : public QObject
{
    Q_OBJECT

private slots:
    void expectations_data();
    void expectations();
    void preflightPython_data();
    void preflightPython();
    void rendezvousJobWithoutAJob();
    void localModeAlwaysRunsTheRendezvous();
    void bandwidthReport_data();
    void bandwidthReport();
};

void tst_CheckSession::expectations_data()
{
    QTest::addColumn<TorchVersion>("torch");
    QTest::addColumn<bool>("expectsTorch");
    QTest::newRow("a known release is expected on every node") << TorchVersion::of(1, 13) << true;
    // "unknown" promises spellings every release takes, not a version to match (the drift the
    // GUI once had: it expected "unknown" and failed every node).
    QTest::newRow("unknown expects no version") << TorchVersion() << false;
}

void tst_CheckSession::expectations()
{
    QFETCH(TorchVersion, torch);
    QFETCH(bool, expectsTorch);
    JobSpec job;
    job.torchVersion = torch;
    job.port = 23456;
    job.gpusPerNode = 4;
    job.env = {{QStringLiteral("NCCL_SOCKET_IFNAME"), QStringLiteral("eth0")},
               {QStringLiteral("OTHER"), QStringLiteral("x")}};
    const PreflightExpectations expect = CheckSession::expectationsFor(job);
    QCOMPARE(expect.torch.has_value(), expectsTorch);
    if (expectsTorch)
        QCOMPARE(*expect.torch, torch);
    QCOMPARE(expect.port, 23456);
    QCOMPARE(expect.nprocPerNode, std::optional<int>(4));
    QVERIFY(expect.wantsGpus);
    QCOMPARE(expect.socketIfnames.keys(), QStringList{QStringLiteral("NCCL_SOCKET_IFNAME")});
}

void tst_CheckSession::preflightPython_data()
{
    QTest::addColumn<bool>("launch");
    QTest::addColumn<QString>("given");
    QTest::addColumn<QString>("expected");
    QTest::newRow("torchrun: python3") << false << QString() << QStringLiteral("python3");
    QTest::newRow("launch.py: the form's python") << true << QString() << QStringLiteral("/opt/conda/bin/python");
    QTest::newRow("--python wins") << true << QStringLiteral("python3.11") << QStringLiteral("python3.11");
}

void tst_CheckSession::preflightPython()
{
    QFETCH(bool, launch);
    QFETCH(QString, given);
    QFETCH(QString, expected);
    CheckRequest request;
    JobSpec job;
    job.launcher = launch ? Launcher::DistributedLaunch : Launcher::Torchrun;
    job.python = QStringLiteral("/opt/conda/bin/python");
    request.job = job;
    request.python = given;
    QCOMPARE(CheckSession::preflightPython(request), expected);
}

void tst_CheckSession::rendezvousJobWithoutAJob()
{
    CheckRequest request;
    request.hosts = {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
    const JobSpec job = request.rendezvousJob();
    QCOMPARE(job.nodeCount, 3);
    QCOMPARE(job.gpusPerNode, 0);
    QCOMPARE(job.resolvedNprocPerNode(), std::optional<int>(1));
    QVERIFY(!job.torchVersion.isKnown());
    QVERIFY(!JobChecks::hasErrors(job));
}

void tst_CheckSession::localModeAlwaysRunsTheRendezvous()
{
    // A local run with "pre-flight only" left checked from an SSH run: there is no pre-flight in
    // local mode, so the rendezvous is the check. A job the local mode refuses shows it quickly.
    CheckRequest request;
    JobSpec job;
    job.nodeCount = 65; // more than the local mode runs
    request.job = job;
    request.steps = CheckRequest::Steps::PreflightOnly;
    const std::atomic_bool cancel{false};
    const CheckOutcome outcome = CheckSession().run(request, cancel);
    QVERIFY(outcome.local);
    QVERIFY(!outcome.preflight);
    QVERIFY(outcome.dryRun);
    QVERIFY(!outcome.ok);
    QVERIFY2(outcome.dryRun->error.contains(QStringLiteral("64")), qPrintable(outcome.dryRun->error));
    QCOMPARE(outcome.report().value(QStringLiteral("rendezvous")).toObject().value(QStringLiteral("ok")).toBool(true),
             false);
}

void tst_CheckSession::bandwidthReport_data()
{
    QTest::addColumn<bool>("requested");
    QTest::addColumn<bool>("rendezvousOk");
    QTest::addColumn<bool>("measured");
    QTest::addColumn<QString>("expected"); // "absent", "not run: ...", or "measured"
    QTest::newRow("not asked for: no bandwidth key") << false << true << false << QStringLiteral("absent");
    QTest::newRow("rendezvous failed") << true << false << false << QStringLiteral("not run: the rendezvous failed");
    QTest::newRow("measured") << true << true << true << QStringLiteral("measured");
}

// The "bandwidth" object of the report: present exactly when asked for, saying why when it did
// not run, in the shape when it did.
void tst_CheckSession::bandwidthReport()
{
    QFETCH(bool, requested);
    QFETCH(bool, rendezvousOk);
    QFETCH(bool, measured);
    QFETCH(QString, expected);
    CheckOutcome outcome;
    outcome.local = true;
    outcome.bandwidthRequested = requested;
    DryRunResult dryRun;
    dryRun.ok = rendezvousOk;
    if (measured) {
        BandwidthResult result;
        result.ok = true;
        result.backend = QStringLiteral("gloo");
        result.worldSize = 2;
        result.sizes.append({1 << 20, 0.01, 0.104, 0.104, true, 3});
        result.nodes.append({0, QStringLiteral("127.0.0.1"), QStringLiteral("vm"), 1.5, 1.5, 1.6, false});
        dryRun.bandwidth = result;
    }
    outcome.dryRun = dryRun;
    const QJsonObject report = outcome.report();
    if (expected == QLatin1String("absent")) {
        QVERIFY(!report.contains(QStringLiteral("bandwidth")));
        return;
    }
    const QJsonObject bandwidth = report.value(QStringLiteral("bandwidth")).toObject();
    for (const char* key : {"ok", "backend", "world_size", "sizes", "per_node", "slow_nodes"})
        QVERIFY2(bandwidth.contains(QLatin1String(key)), key);
    if (expected != QLatin1String("measured")) {
        QVERIFY(bandwidth.value(QStringLiteral("ok")).isNull());
        QCOMPARE(bandwidth.value(QStringLiteral("error")).toString(), expected);
        return;
    }
    QCOMPARE(bandwidth.value(QStringLiteral("ok")).toBool(), true);
    QCOMPARE(bandwidth.value(QStringLiteral("world_size")).toInt(), 2);
    const QJsonObject size = bandwidth.value(QStringLiteral("sizes")).toArray().at(0).toObject();
    for (const char* key : {"bytes", "seconds", "algbw_gbps", "busbw_gbps", "correct"})
        QVERIFY2(size.contains(QLatin1String(key)), key);
    QCOMPARE(size.value(QStringLiteral("busbw_gbps")).toDouble(), 0.104);
    const QJsonObject node = bandwidth.value(QStringLiteral("per_node")).toArray().at(0).toObject();
    QCOMPARE(node.value(QStringLiteral("host")).toString(), QStringLiteral("127.0.0.1"));
    QCOMPARE(node.value(QStringLiteral("gbps")).toDouble(), 1.5);
}

QTEST_GUILESS_MAIN(tst_CheckSession)
#include "tst_CheckSession.moc"
