#include "nodecheck/CheckSession.h"

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
    QVERIFY(!job.hasErrors());
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

QTEST_GUILESS_MAIN(tst_CheckSession)
#include "tst_CheckSession.moc"
