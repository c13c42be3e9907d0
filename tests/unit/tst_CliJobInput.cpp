#include "InProcessCli.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace ddpw;
using namespace ddpw::test;

// Every subcommand that takes a job, a torch release or the check options treats the same input
// the same way (CliJobInput, CliTorchOption, CliCheckOptions): a refused value is exit 2 with the
// option named, whichever subcommand reads it. Nothing here reaches a node: each row fails (or
// passes) before a connection is made.
class tst_CliJobInput : public QObject
{
    Q_OBJECT

private slots:
    void sameInputSameAnswer_data();
    void sameInputSameAnswer();

private:
    QTemporaryDir m_dir;
};

void tst_CliJobInput::sameInputSameAnswer_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("needle"); // in stderr for exit 2, else in stdout

    // The command heads that take --torch, each given the same refused values.
    const QList<QPair<QString, QStringList>> torchTakers{
        {QStringLiteral("check"), {QStringLiteral("check"), QStringLiteral("--hosts"), QStringLiteral("a")}},
        {QStringLiteral("dryrun"), {QStringLiteral("dryrun"), QStringLiteral("--local")}},
        {QStringLiteral("diagnose"), {QStringLiteral("diagnose")}},
        {QStringLiteral("validate"), {QStringLiteral("validate"), QStringLiteral("-")}},
        {QStringLiteral("explain"), {QStringLiteral("explain"), QStringLiteral("-")}},
        {QStringLiteral("generate"), {QStringLiteral("generate")}},
    };
    for (const auto& [name, head] : torchTakers) {
        for (const QString& value : {QStringLiteral("9.9"), QStringLiteral("2.15"), QString(), QStringLiteral("x")}) {
            QTest::addRow("%s --torch '%s'", qPrintable(name), qPrintable(value))
                << head + QStringList{QStringLiteral("--torch"), value} << 2 << QStringLiteral("--torch:");
        }
    }
    QTest::newRow("validate --torch unknown") << QStringList{"validate", "-", "--torch", "unknown"} << 0 << QString();
    QTest::newRow("validate --torch 1.13.1+cpu")
        << QStringList{"validate", "-", "--torch", "1.13.1+cpu"} << 0 << QString();

    // --job is a job file wherever it is taken.
    const QList<QPair<QString, QStringList>> jobTakers{
        {QStringLiteral("check"), {QStringLiteral("check"), QStringLiteral("--hosts"), QStringLiteral("a")}},
        {QStringLiteral("dryrun"), {QStringLiteral("dryrun"), QStringLiteral("--local")}},
        {QStringLiteral("diagnose"), {QStringLiteral("diagnose")}},
        {QStringLiteral("generate"), {QStringLiteral("generate")}},
    };
    // A FIFO without a writer (opening it to read waits forever) and a folder: one clear error.
    QVERIFY(m_dir.isValid());
    const QString fifo = m_dir.filePath(QStringLiteral("fifo.json"));
    QVERIFY(QFile::exists(fifo) || ::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    for (const auto& [name, head] : jobTakers) {
        QTest::addRow("%s --job missing file", qPrintable(name))
            << head + QStringList{QStringLiteral("--job"), QStringLiteral("/nonexistent/job.json")} << 2
            << QStringLiteral("--job:");
        QTest::addRow("%s --job a FIFO", qPrintable(name))
            << head + QStringList{QStringLiteral("--job"), fifo} << 2 << QStringLiteral("not a regular file");
        QTest::addRow("%s --job a folder", qPrintable(name))
            << head + QStringList{QStringLiteral("--job"), m_dir.path()} << 2 << QStringLiteral("not a regular file");
    }
    for (const QString& name : {QStringLiteral("check"), QStringLiteral("dryrun"), QStringLiteral("diagnose")}) {
        const QStringList head = name == QLatin1String("check")    ? QStringList{name, "--hosts", "a"}
                                 : name == QLatin1String("dryrun") ? QStringList{name, "--hosts", "a"}
                                                                   : QStringList{name};
        QTest::addRow("%s --job and --command", qPrintable(name))
            << head + QStringList{"--job", "a.json", "--command", "b.sh"} << 2 << QStringLiteral("exclude each other");
        QTest::addRow("%s --command missing file", qPrintable(name))
            << head + QStringList{"--command", "/nonexistent/start.sh"} << 2 << QStringLiteral("--command:");
    }
    // A job's name is --job-name, never --job.
    QTest::newRow("validate --job-name bad")
        << QStringList{"validate", "-", "--job-name", "Bad_Name"} << 2 << QStringLiteral("--job-name:");
    QTest::newRow("explain --job-name bad")
        << QStringList{"explain", "-", "--job-name", "Bad_Name"} << 2 << QStringLiteral("--job-name:");
    QTest::newRow("validate --job-name ok") << QStringList{"validate", "-", "--job-name", "train-1"} << 0 << QString();
    QTest::newRow("check --platform-env without a job")
        << QStringList{"check", "--hosts", "a", "--platform-env", "MA_NUM_GPUS=8"} << 2
        << QStringLiteral("--platform-env:");

    // --nodes and --role are read once, by one reader: the same refusal wherever they are taken.
    const QList<QStringList> nodeTakers{
        {QStringLiteral("generate")},
        {QStringLiteral("validate"), QStringLiteral("-")},
        {QStringLiteral("explain"), QStringLiteral("-")},
        {QStringLiteral("dryrun"), QStringLiteral("--local")},
        {QStringLiteral("expand"), QStringLiteral("-"), QStringLiteral("--hosts"), QStringLiteral("a,b"),
         QStringLiteral("--node"), QStringLiteral("0")},
    };
    for (const QStringList& head : nodeTakers) {
        for (const QString& value : {QStringLiteral("0"), QStringLiteral("two"), QStringLiteral("100000")}) {
            QTest::addRow("%s --nodes %s", qPrintable(head.first()), qPrintable(value))
                << head + QStringList{QStringLiteral("--nodes"), value} << 2
                << QStringLiteral("--nodes: \"%1\" is not a node count from 1 to").arg(value);
        }
        QTest::addRow("%s --role 'a b'", qPrintable(head.first()))
            << head + QStringList{QStringLiteral("--role"), QStringLiteral("a b")} << 2
            << QStringLiteral("--role: \"a b\" is not a role name");
    }
    // A command runs as written: a field of a job built from options is refused beside it.
    QTest::newRow("dryrun --command --launcher")
        << QStringList{"dryrun", "--local", "--command", "-", "--launcher", "launch"} << 2
        << QStringLiteral("--launcher is a field of a job built from options");
    // The SSH port is --ssh-port; check still reads its older --port as it.
    for (const QString& name : {QStringLiteral("check"), QStringLiteral("dryrun")}) {
        QTest::addRow("%s --ssh-port x", qPrintable(name))
            << QStringList{name, "--hosts", "a", "--ssh-port", "x"} << 2 << QStringLiteral("--ssh-port: \"x\"");
    }
    QTest::newRow("check --port x (older spelling)") << QStringList{"check", "--hosts", "a", "--port", "x"} << 2
                                                     << QStringLiteral("--port: \"x\" is not a TCP port");

    // The check options: one integer --timeout and --quiet/--verbose, on check and dryrun alike.
    for (const QString& name : {QStringLiteral("check"), QStringLiteral("dryrun")}) {
        const QStringList head{name, QStringLiteral("--hosts"), QStringLiteral("a")};
        for (const QString& value : {QStringLiteral("1.5"), QStringLiteral("0"), QStringLiteral("-3"),
                                     QStringLiteral("86401"), QStringLiteral("soon")}) {
            QTest::addRow("%s --timeout %s", qPrintable(name), qPrintable(value))
                << head + QStringList{QStringLiteral("--timeout"), value} << 2 << QStringLiteral("--timeout:");
        }
        QTest::addRow("%s --quiet --verbose", qPrintable(name))
            << head + QStringList{QStringLiteral("--quiet"), QStringLiteral("--verbose")} << 2
            << QStringLiteral("exclude each other");
    }
}

void tst_CliJobInput::sameInputSameAnswer()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, code);
    QFETCH(QString, needle);
    const CliRun run = runCliInProcess(arguments, QByteArray("torchrun --nproc_per_node=2 train.py\n"));
    QVERIFY2(run.code == code, qPrintable(QStringLiteral("code %1\n%2%3").arg(run.code).arg(run.out, run.err)));
    QVERIFY2((code == 2 ? run.err : run.out).contains(needle), qPrintable(run.out + run.err));
}

QTEST_GUILESS_MAIN(tst_CliJobInput)
#include "tst_CliJobInput.moc"
