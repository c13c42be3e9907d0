#include "shell/ShellReferences.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

using namespace ddpw;

namespace {

// What bash says when it reads `word` under set -u with the variables `set` exported as "1"
// (and no others besides bash's own): its standard error, empty when every read was set.
QString bashReading(const QString& word, const QStringList& set)
{
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
    for (const QString& name : set)
        environment.insert(name, QStringLiteral("1"));
    QProcess bash;
    bash.setProcessEnvironment(environment);
    bash.start(QStringLiteral("bash"), {QStringLiteral("-c"), QStringLiteral("set -u; : ") + word});
    if (!bash.waitForFinished(-1))
        return QStringLiteral("<bash did not finish>");
    return QString::fromUtf8(bash.readAllStandardError());
}

// "A B C" as a list.
QStringList list(const char* names)
{
    return QString::fromLatin1(names).split(u' ', Qt::SkipEmptyParts);
}

} // namespace

// The parameters a word reads, as bash reads the word: real bash under set -u confirms each
// row, none missed (every listed variable set: bash reads nothing unset) and none extra (each
// one left unset: bash says it is unbound).
class tst_ShellReferences : public QObject
{
    Q_OBJECT

private slots:
    void names_data();
    void names();
    void plainReferences();
    void deepNestingIsBounded();
};

void tst_ShellReferences::names_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QStringList>("names");
    QTest::newRow("plain and braced") << QStringLiteral("$A:${B}") << list("A B");
    QTest::newRow("single quotes are literal") << QStringLiteral("'$A'\"$B\"") << list("B");
    QTest::newRow("single quotes inside double quotes are not") << QStringLiteral("\"'$A'\"") << list("A");
    QTest::newRow("escaped dollar") << QStringLiteral("\\$A$B") << list("B");
    QTest::newRow("ANSI-C quotes are literal") << QStringLiteral("$'$A'$B") << list("B");
    QTest::newRow("inside command substitution") << QStringLiteral("\"$(echo \"$A\" '$B')\"") << list("A");
    QTest::newRow("inside backticks") << QStringLiteral("`echo $A`") << list("A");
    QTest::newRow("arithmetic reads bare names") << QStringLiteral("$((N * 2 + $M + 0x1F))") << list("N M");
    QTest::newRow("operator operands") << QStringLiteral("${A%$B}${#C}") << list("A B C");
    QTest::newRow("name run into text") << QStringLiteral("$A_B${A}_B") << list("A_B A");
}

void tst_ShellReferences::names()
{
    QFETCH(QString, word);
    QFETCH(QStringList, names);
    QCOMPARE(ShellReferences::names(word), names);
    QCOMPARE(bashReading(word, names), QString());
    for (const QString& name : names) {
        QStringList others = names;
        others.removeAll(name);
        const QString said = bashReading(word, others);
        QVERIFY2(said.contains(name + QStringLiteral(": unbound variable")), qPrintable(said));
    }
}

void tst_ShellReferences::plainReferences()
{
    const QList<ShellReference> references = ShellReferences::in(QStringLiteral("x${A}y$B${C:-d}"));
    QCOMPARE(references.size(), 3);
    QCOMPARE(references.at(0).begin, 1);
    QCOMPARE(references.at(0).end, 5);
    QVERIFY(references.at(0).plain);
    QCOMPARE(references.at(1).begin, 6);
    QCOMPARE(references.at(1).end, 8);
    QVERIFY(references.at(1).plain);
    QCOMPARE(references.at(2).name, QStringLiteral("C"));
    QVERIFY(!references.at(2).plain);
}

void tst_ShellReferences::deepNestingIsBounded()
{
    // Nested far deeper than kMaxDepth: read to the end, the deep part stepped over.
    const int depth = 100000;
    const QString word = QStringLiteral("$A") + QStringLiteral("$(").repeated(depth) + QStringLiteral("$B") +
                         QStringLiteral(")").repeated(depth) + QStringLiteral("$C");
    const QStringList names = ShellReferences::names(word);
    QCOMPARE(names.constFirst(), QStringLiteral("A"));
    QCOMPARE(names.constLast(), QStringLiteral("C"));
}

QTEST_GUILESS_MAIN(tst_ShellReferences)
#include "tst_ShellReferences.moc"
