#include "InProcessCli.h"
#include "cli/CliMain.h"
#include "model/JobFile.h"

#include <QBuffer>
#include <QTemporaryDir>
#include <QtTest>

using namespace ddpw;

// ddpwizard-cli generate, run in-process: exit codes, stdout/stderr separation, flags.
class TestCliGenerate : public QObject
{
    Q_OBJECT

private slots:
    void exitCodes_data();
    void exitCodes();
    void scriptArgumentsAfterDoubleDash();
    void jobFileWithOverrides();
    void jsonOutputRoundTrips();

private:
    using Run = test::CliRun;
    static Run run(const QStringList& arguments);
};

TestCliGenerate::Run TestCliGenerate::run(const QStringList& arguments)
{
    return test::runCliInProcess(arguments);
}

void TestCliGenerate::exitCodes_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("errNeedle");

    QTest::newRow("guide") << QStringList{"generate", "--nodes", "2", "--gpus-per-node", "8", "--script", "train.py"}
                           << 0 << QString();
    QTest::newRow("help") << QStringList{"generate", "--help"} << 0 << QString();
    QTest::newRow("version") << QStringList{"--version"} << 0 << QString();
    QTest::newRow("no command") << QStringList{} << 2 << "Usage";
    QTest::newRow("unknown command") << QStringList{"frobnicate"} << 2 << "unknown command";
    QTest::newRow("unknown flag") << QStringList{"generate", "--frob"} << 2 << "frob";
    QTest::newRow("nodes 0") << QStringList{"generate", "--nodes", "0"} << 2
                             << "--nodes: \"0\" is not a node count from 1 to";
    QTest::newRow("nodes text") << QStringList{"generate", "--nodes", "two"} << 2 << "not a node count";
    QTest::newRow("port 70000") << QStringList{"generate", "--port", "70000"} << 2 << "--port";
    QTest::newRow("port 70000 fix") << QStringList{"generate", "--port", "70000"} << 2 << "(fix: Use port 29500)";
    QTest::newRow("bad launcher") << QStringList{"generate", "--launcher", "deepspeed"} << 2 << "torchrun, launch";
    QTest::newRow("bad torch") << QStringList{"generate", "--torch", "latest"} << 2 << "--torch";
    QTest::newRow("torch 3.1") << QStringList{"generate", "--torch", "3.1"} << 2 << "3.1";
    QTest::newRow("bad elastic") << QStringList{"generate", "--elastic", "1-4"} << 2 << "MIN:MAX";
    QTest::newRow("bad env") << QStringList{"generate", "--env", "NOVALUE"} << 2 << "NAME=VALUE";
    QTest::newRow("script and module") << QStringList{"generate", "--script", "a.py", "--module", "b"} << 2
                                       << "exclude";
    QTest::newRow("stray positional") << QStringList{"generate", "train.py"} << 2 << "after --";
    QTest::newRow("bad format") << QStringList{"generate", "--format", "xml"} << 2 << "--format";
    QTest::newRow("framework tensorflow") << QStringList{"generate", "--framework", "tensorflow"} << 2 << "Other";
    QTest::newRow("elastic static fix") << QStringList{"generate", "--rdzv-backend", "static", "--elastic", "1:2"} << 2
                                        << "(fix: Use the c10d backend)";
    QTest::newRow("missing job file") << QStringList{"generate", "--job", "/nonexistent.json"} << 2 << "--job";
}

void TestCliGenerate::exitCodes()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, code);
    QFETCH(QString, errNeedle);
    const Run result = run(arguments);
    QCOMPARE(result.code, code);
    if (code == 0) {
        QVERIFY(result.err.isEmpty());
        QVERIFY(!result.out.isEmpty());
    } else {
        QVERIFY(result.out.isEmpty());
        QVERIFY2(result.err.contains(errNeedle), qPrintable(result.err));
        QCOMPARE(result.err.count(u'\n'), arguments.isEmpty() ? result.err.count(u'\n') : 1);
    }
}

void TestCliGenerate::scriptArgumentsAfterDoubleDash()
{
    const Run result =
        run({"generate", "--torch", "2.6", "--script", "train.py", "--", "--lr", "0.1", "--nodes", "a b"});
    QCOMPARE(result.code, 0);
    QVERIFY2(result.out.endsWith(QStringLiteral("    train.py \\\n    --lr 0.1 --nodes 'a b'\n")),
             qPrintable(result.out));
    QVERIFY(result.out.contains(QStringLiteral("--nnodes=2")));
}

void TestCliGenerate::jobFileWithOverrides()
{
    QTemporaryDir dir;
    JobSpec job;
    job.nodeCount = 5;
    job.scriptArgs = {QStringLiteral("--from-file")};
    const QString path = dir.filePath(QStringLiteral("job.json"));
    QVERIFY(JobFile::save(job, path).isEmpty());

    Run result = run({"generate", "--job", path, "--gpus-per-node", "4"});
    QCOMPARE(result.code, 0);
    QVERIFY(result.out.contains(QStringLiteral("--nnodes=5")));
    QVERIFY(result.out.contains(QStringLiteral("--nproc-per-node=4")));
    QVERIFY(result.out.contains(QStringLiteral("--from-file")));

    result = run({"generate", "--job", path, "--"});
    QCOMPARE(result.code, 0);
    QVERIFY(!result.out.contains(QStringLiteral("--from-file")));
}

void TestCliGenerate::jsonOutputRoundTrips()
{
    const Run result = run({"generate", "--format", "json", "--nodes", "3", "--env", "A=1", "--env", "A=2", "--", "x"});
    QCOMPARE(result.code, 0);
    const JobFileResult read = JobFile::fromJson(result.out.toUtf8());
    QVERIFY(read.ok());
    QCOMPARE(read.job->nodeCount, 3);
    QCOMPARE(read.job->env.size(), 1);
    QCOMPARE(read.job->env.first().value, QStringLiteral("2"));
    QCOMPARE(read.job->scriptArgs, QStringList{QStringLiteral("x")});
}

QTEST_GUILESS_MAIN(TestCliGenerate)
#include "tst_CliGenerate.moc"
