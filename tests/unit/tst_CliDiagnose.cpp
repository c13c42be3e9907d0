#include "InProcessCli.h"
#include "model/JobFile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace ddpw;

namespace {

const QString kCorpus = QStringLiteral(DDPW_SOURCE_DIR "/tests/data/diagnose-corpus");

} // namespace

// ddpwizard-cli diagnose, run in-process: exit codes, the JSON shape, text output,
// standard input, several logs, and the ties to --job / --command.
class tst_CliDiagnose : public QObject
{
    Q_OBJECT

    using Run = test::CliRun;

    static Run run(const QStringList& arguments, const QByteArray& stdinBytes = {})
    {
        return test::runCliInProcess(arguments, stdinBytes);
    }

private slots:
    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("needle"); // in stdout (0/1) or stderr (2)
        const QString recorded = kCorpus + QStringLiteral("/recorded/");
        QTest::newRow("healthy") << QStringList{"diagnose", recorded + "healthy-single.log"} << 0 << "no failure found";
        QTest::newRow("failed") << QStringList{"diagnose", recorded + "port-in-use.log"} << 1 << "port-in-use";
        QTest::newRow("two logs") << QStringList{"diagnose", recorded + "restart-after-crash/node0.log",
                                                 recorded + "restart-after-crash/node1.log"}
                                  << 1 << "worker-failed";
        QTest::newRow("help") << QStringList{"diagnose", "--help"} << 0 << "diagnose";
        QTest::newRow("missing file") << QStringList{"diagnose", "/nonexistent/node0.log"} << 2 << "cannot read";
        QTest::newRow("directory") << QStringList{"diagnose", kCorpus} << 2 << "is a directory";
        QTest::newRow("bad format") << QStringList{"diagnose", "--format", "xml"} << 2 << "--format";
        QTest::newRow("bad torch") << QStringList{"diagnose", "--torch", "seven"} << 2 << "--torch";
        QTest::newRow("job and command") << QStringList{"diagnose", "--job", "a", "--command", "b"} << 2
                                         << "exclude each other";
        QTest::newRow("bad job file") << QStringList{"diagnose", "--job", "/nonexistent.json"} << 2 << "--job";
        QTest::newRow("two stdins") << QStringList{"diagnose", "-", "-"} << 2 << "once";
        QTest::newRow("kinds") << QStringList{"diagnose", "--list-kinds"} << 0 << "hostname-resolution";
        QTest::newRow("patterns") << QStringList{"diagnose", "--list-patterns"} << 0 << "address already in use";
    }

    void exitCodes()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, code);
        QFETCH(QString, needle);
        const Run result = run(arguments);
        QCOMPARE(result.code, code);
        QVERIFY2((code == 2 ? result.err : result.out).contains(needle), qPrintable(result.out + result.err));
    }

    // The JSON diagnose prints: {"findings": [{"kind", "severity", "summary", "fix", "node", "rank",
    // "evidence": [{"file", "line", "text"}], "explains": [kinds]}], "lines_read": N}.
    void jsonShape()
    {
        const QString log = kCorpus + QStringLiteral("/recorded/worker-crash.log");
        const Run result = run({"diagnose", "--format", "json", log});
        QCOMPARE(result.code, 1);
        const QJsonObject root = QJsonDocument::fromJson(result.out.toUtf8()).object();
        QCOMPARE(root.value("lines_read").toInt(), 65);
        const QJsonArray findings = root.value("findings").toArray();
        QVERIFY(findings.size() >= 2);
        const QJsonObject first = findings.at(0).toObject();
        for (const char* key : {"kind", "severity", "summary", "fix", "node", "rank", "evidence", "explains"})
            QVERIFY2(first.contains(key), key);
        QCOMPARE(first.value("kind").toString(), QStringLiteral("worker-failed"));
        QCOMPARE(first.value("severity").toString(), QStringLiteral("error"));
        const QJsonObject evidence = first.value("evidence").toArray().at(0).toObject();
        QCOMPARE(evidence.value("file").toString(), log);
        QVERIFY(evidence.value("line").toInt() > 0);
        QVERIFY(evidence.value("text").toString().contains("FileNotFoundError"));
        QVERIFY(first.value("explains").toArray().contains(QJsonValue("peer-lost")));
    }

    // Text: root cause first, evidence as LOG:LINE: text, the fix, "explains: ...".
    void textShape()
    {
        const QByteArray log =
            "WARNING:torch.distributed.run:\n"
            "[W socket.cpp:426] [c10d] The server socket has failed to bind to [::]:29500 (errno: 98 - Address "
            "already in use).\n"
            "RuntimeError: The server socket has failed to listen on any local network address.  (errno: 98 - "
            "Address already in use).\n";
        const Run result = run({"diagnose"}, log);
        QCOMPARE(result.code, 1);
        const QStringList lines = result.out.split(u'\n');
        QVERIFY2(lines.first().startsWith(QLatin1String("error: port-in-use: Port 29500")), qPrintable(result.out));
        QVERIFY(result.out.contains(QLatin1String("  <stdin>:2: [W socket.cpp:426]")));
        QVERIFY(result.out.contains(QLatin1String("  <stdin>:3: RuntimeError")));
        QVERIFY(result.out.contains(QLatin1String("  fix: ")));
    }

    // --job: the finding names the job's setting and its fix.
    void jobLinks()
    {
        QTemporaryDir dir;
        JobSpec job = JobSpec::guideExample();
        job.launcher = Launcher::DistributedLaunch;
        job.torchVersion = TorchVersion::of(1, 13);
        job.localRankFrom = LocalRankFrom::UnderscoreArgument; // what 1.13's launch passes
        const QString path = dir.filePath("job.json");
        QVERIFY(JobFile::save(job, path).isEmpty());
        const Run result = run({"diagnose", "--job", path, kCorpus + QStringLiteral("/recorded/local-rank.log")});
        QCOMPARE(result.code, 1);
        QVERIFY2(result.out.startsWith(QLatin1String("error: local-rank-argument")), qPrintable(result.out));
        QVERIFY2(result.out.contains(QLatin1String("job fix: Pass --use_env")), qPrintable(result.out));
    }

    // --command: validate's text fix for the same start command.
    void commandLinks()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("start.sh");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("python -m torch.distributed.launch --nproc_per_node=2 train.py\n");
        file.close();
        const Run result = run({"diagnose", "--command", path, "--torch", "1.13", "--format", "json",
                                kCorpus + QStringLiteral("/recorded/local-rank.log")});
        QCOMPARE(result.code, 1);
        const QJsonObject first =
            QJsonDocument::fromJson(result.out.toUtf8()).object().value("findings").toArray().at(0).toObject();
        const QJsonObject fix = first.value("job").toObject().value("command_fix").toObject();
        QCOMPARE(fix.value("replacement").toString(), QStringLiteral(" --use_env"));
        QCOMPARE(fix.value("line").toInt(), 1);
    }
};

QTEST_GUILESS_MAIN(tst_CliDiagnose)
#include "tst_CliDiagnose.moc"
