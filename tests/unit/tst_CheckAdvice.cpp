#include "model/WorstFirst.h"
#include "nodecheck/CheckAdvice.h"
#include "nodecheck/LocalTorchProbe.h"

#include <QStandardPaths>
#include <QtTest>

using namespace ddpw;

Q_DECLARE_METATYPE(ddpw::CheckOutcome)

namespace {

CheckOutcome preflightOf(const QList<QMap<QString, QString>>& versions)
{
    CheckOutcome outcome;
    PreflightReport report;
    for (const auto& node : versions) {
        NodeReport entry;
        entry.host = QStringLiteral("node-%1").arg(report.nodes.size());
        entry.versions = node;
        report.nodes.append(entry);
    }
    outcome.preflight = report;
    return outcome;
}

QMap<QString, QString> node(const QString& torch, const QString& gpus)
{
    return {{QStringLiteral("torch"), torch}, {QStringLiteral("gpus"), gpus}};
}

} // namespace

// What a finished check says about the job itself: the one edit the Check step offers.
class tst_CheckAdvice : public QObject
{
    Q_OBJECT

private slots:
    void suggestions_data();
    void suggestions();
    void fixEditsTheJob();
    void localTorchNote_data();
    void noTorchNoteSaysHowToChoose();
    void commandInterpreterTorch();
    void localTorchNote();
    void localLauncherVersion();
};

void tst_CheckAdvice::suggestions_data()
{
    QTest::addColumn<CheckOutcome>("outcome");
    QTest::addColumn<QStringList>("fixes");

    QTest::newRow("nodes on 1.13, job for 2.6")
        << preflightOf({node(QStringLiteral("1.13.1+cu117"), QStringLiteral("8")),
                        node(QStringLiteral("1.13.1+cu117"), QStringLiteral("8"))})
        << QStringList{QStringLiteral("Set the torch version to 1.13")};
    QTest::newRow("nodes agree with the job")
        << preflightOf({node(QStringLiteral("2.6.0"), QStringLiteral("8"))}) << QStringList{};
    QTest::newRow("nodes disagree among themselves: nothing to set")
        << preflightOf({node(QStringLiteral("2.6.0"), QStringLiteral("8")),
                        node(QStringLiteral("1.13.1"), QStringLiteral("8"))})
        << QStringList{};
    QTest::newRow("every node has 4 GPUs") << preflightOf({node(QStringLiteral("2.6.0"), QStringLiteral("4")),
                                                           node(QStringLiteral("2.6.0"), QStringLiteral("4"))})
                                           << QStringList{QStringLiteral("Set GPUs per node to 4")};
    // Worst first: a job asking for more GPUs than the nodes have cannot start (an error), a
    // torch release other than the nodes' runs other than meant (a warning).
    QTest::newRow("1.13 and 4 GPUs: the GPU error before the torch warning")
        << preflightOf({node(QStringLiteral("1.13.1"), QStringLiteral("4")),
                        node(QStringLiteral("1.13.1"), QStringLiteral("4"))})
        << QStringList{QStringLiteral("Set GPUs per node to 4"), QStringLiteral("Set the torch version to 1.13")};
    QTest::newRow("1.13 and 16 GPUs: two warnings, torch first")
        << preflightOf({node(QStringLiteral("1.13.1"), QStringLiteral("16"))})
        << QStringList{QStringLiteral("Set the torch version to 1.13"), QStringLiteral("Set GPUs per node to 16")};
    QTest::newRow("CPU-only nodes: no GPU count to set")
        << preflightOf({node(QStringLiteral("2.6.0"), QStringLiteral("0"))}) << QStringList{};

    CheckOutcome local;
    local.local = true;
    local.localTorch = QStringLiteral("1.13.0a0");
    // This machine's torch is not the image's: the job is never changed to fit it.
    QTest::newRow("local launcher on 1.13: no torch advice") << local << QStringList{};
    CheckOutcome localRanks = local;
    DryRunResult localResult;
    DryRunNodeResult localNode;
    ProbeReport localReport;
    localReport.torch = QStringLiteral("1.13.1");
    localNode.reports = {localReport};
    localResult.nodes = {localNode};
    localRanks.dryRun = localResult;
    QTest::newRow("local ranks on 1.13: no torch advice") << localRanks << QStringList{};

    CheckOutcome ranks;
    DryRunResult result;
    DryRunNodeResult nodeResult;
    ProbeReport report;
    report.torch = QStringLiteral("2.4.1");
    nodeResult.reports = {report, report};
    result.nodes = {nodeResult};
    ranks.dryRun = result;
    QTest::newRow("the ranks' own reports") << ranks << QStringList{QStringLiteral("Set the torch version to 2.4")};

    CheckOutcome cancelled = local;
    cancelled.cancelled = true;
    QTest::newRow("a cancelled check suggests nothing") << cancelled << QStringList{};
}

void tst_CheckAdvice::suggestions()
{
    QFETCH(CheckOutcome, outcome);
    QFETCH(QStringList, fixes);
    const JobSpec job = JobSpec::guideExample(); // torch 2.6, 8 GPUs per node
    QStringList labels;
    const QList<CheckSuggestion> found = CheckAdvice::suggestions(outcome, job);
    for (const CheckSuggestion& suggestion : found) {
        labels.append(suggestion.fix.label);
        QVERIFY(!suggestion.finding.isEmpty());
    }
    QCOMPARE(labels, fixes);
    for (qsizetype i = 1; i < found.size(); ++i)
        QVERIFY2(!isWorse(found[i].severity, found[i - 1].severity), "not worst first");
}

void tst_CheckAdvice::fixEditsTheJob()
{
    // The platform's nodes (over SSH) run the image: their torch is the one to write for.
    const CheckOutcome outcome = preflightOf({node(QStringLiteral("1.13.0a0"), QStringLiteral("8"))});
    JobSpec job = JobSpec::guideExample();
    const QList<CheckSuggestion> found = CheckAdvice::suggestions(outcome, job);
    QCOMPARE(found.size(), 1);
    QVERIFY(found.first().finding.contains(QStringLiteral("1.13.0a0")));
    found.first().fix.apply(job);
    QCOMPARE(job.torchVersion, TorchVersion::of(1, 13));
    // An unknown version is a choice (spellings every release takes): nothing to correct.
    job.torchVersion = TorchVersion();
    QVERIFY(CheckAdvice::suggestions(outcome, job).isEmpty());
}

void tst_CheckAdvice::localTorchNote_data()
{
    QTest::addColumn<QString>("local");
    QTest::addColumn<QString>("job");
    QTest::addColumn<bool>("said");
    QTest::newRow("1.13 here, job 2.3") << "1.13.1"
                                        << "2.3" << true;
    QTest::newRow("same release") << "2.6.0+cu124"
                                  << "2.6" << false;
    QTest::newRow("job unknown") << "1.13.1"
                                 << "unknown" << false;
    QTest::newRow("no local torch") << ""
                                    << "2.6" << false;
}

void tst_CheckAdvice::localTorchNote()
{
    QFETCH(QString, local);
    QFETCH(QString, job);
    QFETCH(bool, said);
    JobSpec spec = JobSpec::guideExample();
    spec.torchVersion = *TorchVersion::parse(job);
    const QString note = CheckAdvice::localTorchNote(local, spec);
    QCOMPARE(!note.isEmpty(), said);
    if (said)
        QVERIFY(note.contains(local) && note.contains(job));
}

// The interpreter without torch is named, with the way to choose another that this front end has.
void tst_CheckAdvice::noTorchNoteSaysHowToChoose()
{
    const QString cli = CheckAdvice::noTorchNote(QStringLiteral("python"), QStringLiteral("/opt/x/bin/python"), false);
    QVERIFY2(cli.startsWith(QLatin1String("python (/opt/x/bin/python) cannot import torch")), qPrintable(cli));
    QVERIFY2(cli.contains(QLatin1String("--python")), qPrintable(cli));
    const QString gui = CheckAdvice::noTorchNote(QStringLiteral("python"), QString(), true);
    QVERIFY2(gui.contains(QLatin1String("Python field")) && !gui.contains(QLatin1String("--python")), qPrintable(gui));
}

// A command's launcher word, found as bash finds it: Debian's python3 has torch; the same python
// without its site-packages (-S) has none, and the probe says which interpreter it asked.
void tst_CheckAdvice::commandInterpreterTorch()
{
    const QString python = QStringLiteral("/usr/bin/python3");
    if (LocalTorchProbe::version(JobSpec::guideExample()).isEmpty() || !QFileInfo::exists(python))
        QSKIP("no torch for this machine's torchrun");
    const LocalTorchProbe::Found found = LocalTorchProbe::ofProgram(python);
    QVERIFY2(TorchVersion::parse(found.version).has_value(), qPrintable(found.version));
    QVERIFY(!found.interpreter.isEmpty());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile wrapper(dir.filePath(QStringLiteral("python")));
    QVERIFY(wrapper.open(QIODevice::WriteOnly));
    wrapper.write("#!/bin/sh\nexec /usr/bin/python3 -S \"$@\"\n");
    wrapper.close();
    wrapper.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    const LocalTorchProbe::Found none = LocalTorchProbe::ofProgram(wrapper.fileName());
    QVERIFY(none.version.isEmpty());
    QVERIFY2(none.interpreter.contains(QLatin1String("python")), qPrintable(none.interpreter));
}

void tst_CheckAdvice::localLauncherVersion()
{
    // This machine's torchrun (Debian's python3-torch, the test oracle) is found by its #! line.
    if (QStandardPaths::findExecutable(QStringLiteral("torchrun")).isEmpty())
        QSKIP("no torchrun on PATH");
    const QString version = LocalTorchProbe::version(JobSpec::guideExample());
    QVERIFY2(TorchVersion::parse(version).has_value(), qPrintable(version));
    JobSpec launch = JobSpec::guideExample();
    launch.launcher = Launcher::DistributedLaunch;
    launch.python = QStringLiteral("/nonexistent/python");
    QCOMPARE(LocalTorchProbe::version(launch), QString());
}

QTEST_GUILESS_MAIN(tst_CheckAdvice)
#include "tst_CheckAdvice.moc"
