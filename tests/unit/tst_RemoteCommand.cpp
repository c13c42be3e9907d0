#include "ssh/RemoteCommand.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <signal.h>

using namespace ddpw;

// What the remote login shell reads must give back exactly the argv words: proven with real
// bash (sshd runs "$SHELL -c LINE"), for words full of shell syntax.
class TestRemoteCommand : public QObject
{
    Q_OBJECT

private slots:
    void wordsSurviveBash_data();
    void wordsSurviveBash();
    void groupedLineReportsPgidAndKeepsWords();
    void killGroupKillsChildren();
    void takePgidLine_data();
    void takePgidLine();
};

namespace {

QStringList hostileWords()
{
    return {QStringLiteral("$(touch /tmp/ddpw-remote-pwned)"),
            QStringLiteral("`id`"),
            QStringLiteral("a b"),
            QStringLiteral("it's"),
            QStringLiteral("\"q\""),
            QStringLiteral("*"),
            QStringLiteral("~"),
            QStringLiteral("x;y&&z|w"),
            QStringLiteral("$HOME"),
            QStringLiteral("line1\nline2"),
            QStringLiteral(""),
            QStringLiteral("--flag=va lue"),
            QStringLiteral("训练"),
            QStringLiteral("\\"),
            QStringLiteral("!event")};
}

// Runs bash -c LINE; returns stdout split at NUL.
QStringList runBash(const QString& line, QByteArray* stderrData = nullptr)
{
    QProcess bash;
    bash.start(QStringLiteral("bash"), {QStringLiteral("-c"), line});
    bash.waitForFinished(10000);
    if (stderrData)
        *stderrData = bash.readAllStandardError();
    QStringList words;
    for (const QByteArray& part : bash.readAllStandardOutput().split('\0'))
        words << QString::fromUtf8(part);
    words.removeLast(); // after the last NUL
    return words;
}

} // namespace

void TestRemoteCommand::wordsSurviveBash_data()
{
    QTest::addColumn<QString>("word");
    for (const QString& word : hostileWords())
        QTest::newRow(qPrintable(QStringLiteral("[%1]").arg(word).replace(u'\n', QLatin1String("\\n")))) << word;
}

void TestRemoteCommand::wordsSurviveBash()
{
    QFETCH(QString, word);
    QFile::remove(QStringLiteral("/tmp/ddpw-remote-pwned"));
    const QString line = RemoteCommand::commandLine({QStringLiteral("printf"), QStringLiteral("%s\\0"), word, word});
    QCOMPARE(runBash(line), QStringList({word, word}));
    QVERIFY(!QFile::exists(QStringLiteral("/tmp/ddpw-remote-pwned")));
}

void TestRemoteCommand::groupedLineReportsPgidAndKeepsWords()
{
    QStringList argv{QStringLiteral("printf"), QStringLiteral("%s\\0")};
    argv += hostileWords();
    QByteArray err;
    QCOMPARE(runBash(RemoteCommand::groupedCommandLine(argv), &err), hostileWords());
    const std::optional<qint64> pgid = RemoteCommand::takePgidLine(err);
    QVERIFY(pgid.has_value());
    QVERIFY(*pgid > 1);
    QVERIFY(err.isEmpty());
}

void TestRemoteCommand::killGroupKillsChildren()
{
    // A command that starts a child and waits: killing the group must end both.
    QTemporaryDir dir;
    const QString marker = dir.filePath(QStringLiteral("child.pid"));
    QProcess remote;
    remote.start(
        QStringLiteral("bash"),
        {QStringLiteral("-c"), RemoteCommand::groupedCommandLine({QStringLiteral("sh"), QStringLiteral("-c"),
                                                                  QStringLiteral("sleep 30 & echo $! > \"$1\"; wait"),
                                                                  QStringLiteral("x"), marker})});
    QVERIFY(remote.waitForStarted());
    QByteArray err;
    std::optional<qint64> pgid;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 5000 && !(pgid && *pgid > 0 && QFile::exists(marker))) {
        remote.waitForReadyRead(100);
        err += remote.readAllStandardError();
        if (!pgid || *pgid == 0)
            pgid = RemoteCommand::takePgidLine(err);
    }
    QVERIFY(pgid && *pgid > 1);
    QTRY_VERIFY_WITH_TIMEOUT(QFile(marker).size() > 0, 5000);
    QFile file(marker);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const qint64 child = file.readAll().trimmed().toLongLong();
    QVERIFY(child > 1);
    QVERIFY(::kill(pid_t(child), 0) == 0);

    // dash is the strictest kill(1) of the usual /bin/sh's ("kill -- -PGID" is an error there).
    QProcess killer;
    killer.start(QStringLiteral("dash"),
                 {QStringLiteral("-c"), RemoteCommand::commandLine(RemoteCommand::killGroupArgv(*pgid))});
    QVERIFY(killer.waitForFinished(5000));
    QCOMPARE(killer.exitCode(), 0);
    QVERIFY(remote.waitForFinished(5000));
    QTRY_VERIFY_WITH_TIMEOUT(::kill(pid_t(child), 0) != 0, 3000);
}

void TestRemoteCommand::takePgidLine_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<qint64>("expected"); // -1: nullopt
    QTest::addColumn<QByteArray>("rest");
    QTest::newRow("complete") << QByteArray("ddpw-pgid=1234\nerror text") << qint64(1234) << QByteArray("error text");
    QTest::newRow("incomplete") << QByteArray("ddpw-pgid=12") << qint64(-1) << QByteArray("ddpw-pgid=12");
    QTest::newRow("prefix only") << QByteArray("ddpw") << qint64(-1) << QByteArray("ddpw");
    QTest::newRow("empty") << QByteArray() << qint64(-1) << QByteArray();
    QTest::newRow("other output") << QByteArray("sh: setsid: not found\n") << qint64(0)
                                  << QByteArray("sh: setsid: not found\n");
    QTest::newRow("garbage number") << QByteArray("ddpw-pgid=12x\n") << qint64(0) << QByteArray("ddpw-pgid=12x\n");
    QTest::newRow("pgid 1 refused") << QByteArray("ddpw-pgid=1\n") << qint64(0) << QByteArray("ddpw-pgid=1\n");
    QTest::newRow("binary") << QByteArray("\xff\xfe\0\n", 4) << qint64(0) << QByteArray("\xff\xfe\0\n", 4);
}

void TestRemoteCommand::takePgidLine()
{
    QFETCH(QByteArray, input);
    QFETCH(qint64, expected);
    QFETCH(QByteArray, rest);
    const std::optional<qint64> got = RemoteCommand::takePgidLine(input);
    QCOMPARE(got.has_value() ? *got : qint64(-1), expected);
    QCOMPARE(input, rest);
}

QTEST_GUILESS_MAIN(TestRemoteCommand)
#include "tst_RemoteCommand.moc"
