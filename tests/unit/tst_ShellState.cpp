#include "expand/ShellState.h"
#include "expand/StaticExpander.h"
#include "shell/ShellReader.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace ddpw;

namespace {

// What the launcher receives when real bash runs `snippet` in an empty folder (a fresh
// container's working directory), torchrun standing in as a function that prints its arguments.
QStringList bashArgv(const QString& snippet)
{
    QTemporaryDir folder;
    QProcess bash;
    bash.setWorkingDirectory(folder.path());
    bash.start(QStringLiteral("bash"),
               {QStringLiteral("-c"), QStringLiteral("torchrun() { printf '%s\\0' \"$@\"; }\n") + snippet});
    if (!bash.waitForFinished(-1) || bash.exitStatus() != QProcess::NormalExit)
        return {QStringLiteral("<bash did not finish>")};
    QStringList words = QString::fromUtf8(bash.readAllStandardOutput()).split(QChar(0));
    words.removeLast(); // after the last NUL
    return words;
}

} // namespace

// The node's shell state: a subshell's variables, functions and options are its own, its
// files are the node's; a path of an if owns its files until the paths are merged. Each
// snippet is run by real bash too, and the interpreter must give the launcher what bash gives.
class tst_ShellState : public QObject
{
    Q_OBJECT

private slots:
    void subshellSharesOnlyTheFiles();
    void alternativeOwnsItsFiles();
    void asBashRunsIt_data();
    void asBashRunsIt();
};

void tst_ShellState::subshellSharesOnlyTheFiles()
{
    ShellState shell;
    shell.variables()[QStringLiteral("A")].value = ShellValue::string(QStringLiteral("1"));
    shell.files().write(QStringLiteral("hosts"), QStringLiteral("a\n"), false);
    {
        ShellState sub = shell.subshell();
        QCOMPARE(sub.variables().value(QStringLiteral("A")).value.text(), QStringLiteral("1"));
        sub.variables()[QStringLiteral("A")].value = ShellValue::string(QStringLiteral("2"));
        sub.variables()[QStringLiteral("B")].value = ShellValue::string(QStringLiteral("3"));
        sub.functions().insert(QStringLiteral("f"), ShellFunction{});
        sub.options().errexit = true;
        sub.files().write(QStringLiteral("hosts"), QStringLiteral("b\n"), true);
    }
    QCOMPARE(shell.variables().value(QStringLiteral("A")).value.text(), QStringLiteral("1"));
    QVERIFY(!shell.variables().contains(QStringLiteral("B")));
    QVERIFY(shell.functions().isEmpty());
    QVERIFY(!shell.options().errexit);
    QVERIFY(shell.files().read(QStringLiteral("hosts")));
    QCOMPARE(*shell.files().read(QStringLiteral("hosts")), QStringLiteral("a\nb\n"));
}

void tst_ShellState::alternativeOwnsItsFiles()
{
    ShellState shell(QHash<QString, QString>{{QStringLiteral("/etc/volcano/VC_WORKER_HOSTS"), QStringLiteral("w0")}});
    shell.files().write(QStringLiteral("f"), QStringLiteral("x"), false);
    ShellState path = shell.alternative();
    path.files().write(QStringLiteral("f"), QStringLiteral("y"), false);
    path.files().write(QStringLiteral("g"), QStringLiteral("z"), false);
    QCOMPARE(*shell.files().read(QStringLiteral("f")), QStringLiteral("x"));
    QVERIFY(!shell.files().read(QStringLiteral("g")));
    // Merged: only the node knows which path ran, so a file they left different is unknown,
    // and appending to it leaves it unknown; the one they agree on stays.
    shell.files().merge(path.files());
    QVERIFY(!shell.files().read(QStringLiteral("f")));
    QVERIFY(!shell.files().read(QStringLiteral("g")));
    shell.files().write(QStringLiteral("f"), QStringLiteral("more"), true);
    QVERIFY(!shell.files().read(QStringLiteral("f")));
    QCOMPARE(*shell.files().read(QStringLiteral("/etc/volcano/VC_WORKER_HOSTS")), QStringLiteral("w0"));
}

void tst_ShellState::asBashRunsIt_data()
{
    QTest::addColumn<QString>("snippet");
    QTest::newRow("a file written in $( ) is there after it")
        << QStringLiteral("x=$(echo b > f; echo done)\ntorchrun \"$x\" \"$(cat f)\"");
    QTest::newRow("a here-document written in $( ) is there after it")
        << QStringLiteral("x=$(cat > run.cfg <<EOF\nport=29500\nEOF\n)\ntorchrun \"$(cat run.cfg)\" \"$x\"");
    QTest::newRow("( ): its assignment stays inside, its file does not")
        << QStringLiteral("A=1\n(A=2; echo sub > f)\ntorchrun \"$A\" \"$(cat f)\"");
    QTest::newRow("$( ): its assignment stays inside")
        << QStringLiteral("A=1\nB=$(A=2; echo \"$A\")\ntorchrun \"$A\" \"$B\"");
    QTest::newRow("$( ): a function it defines stays inside")
        << QStringLiteral("g() { echo outer; }\nx=$(g() { echo inner; }; g)\ntorchrun \"$x\" \"$(g)\"");
    QTest::newRow("$( ) keeps set -o pipefail and drops set -e") << QStringLiteral(
        "set -eo pipefail\nx=$(false | true && echo ok || echo failed; false; echo on)\ntorchrun \"$x\"");
    QTest::newRow("a pipeline's last command writes the file")
        << QStringLiteral("echo a | cat > f\ntorchrun \"$(cat f)\"");
    QTest::newRow("a file appended to in a loop of ( )")
        << QStringLiteral("for h in w0 w1; do (echo \"$h\" >> hosts); done\ntorchrun $(cat hosts)");
}

void tst_ShellState::asBashRunsIt()
{
    QFETCH(QString, snippet);
    const StaticExpansion expansion = StaticExpander({}).expand(ShellReader().read(snippet));
    QVERIFY2(expansion.launcherFound, qPrintable(expansion.unresolved.join(u'\n')));
    QVERIFY2(expansion.unresolved.isEmpty(), qPrintable(expansion.unresolved.join(u'\n')));
    QCOMPARE(expansion.argv.mid(1), bashArgv(snippet));
}

QTEST_GUILESS_MAIN(tst_ShellState)
#include "tst_ShellState.moc"
