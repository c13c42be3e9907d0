#include "expand/ArithmeticEvaluator.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTest>

using namespace ddpw;

namespace {

// The variables every row may read, as bash and the evaluator see them: values that are
// expressions of their own to bash (a host name, an address, a brace range that did not expand).
const QList<std::pair<QString, QString>>& variables()
{
    static const QList<std::pair<QString, QString>> values{
        {QStringLiteral("X"), QStringLiteral("09")},
        {QStringLiteral("N"), QStringLiteral("3")},
        {QStringLiteral("H"), QStringLiteral("job-worker-0")},
        {QStringLiteral("IP"), QStringLiteral("10.1.0.10")},
        {QStringLiteral("E"), QStringLiteral("N * 2")},
        {QStringLiteral("B"), QStringLiteral("{0..4}")},
        {QStringLiteral("P"), QStringLiteral("(1 + 2")},
        {QStringLiteral("S"), QStringLiteral(" 5 ")},
        {QStringLiteral("Z"), QStringLiteral("")},
    };
    return values;
}

// What real bash prints for `echo $((expression))` with variables() set: the value, or its error
// after "bash: line 2: ".
QString bashSays(const QString& expression)
{
    QString assignments;
    for (const auto& [name, value] : variables())
        assignments += QStringLiteral("%1='%2' ").arg(name, value);
    QProcess bash;
    bash.start(QStringLiteral("bash"),
               {QStringLiteral("-c"), assignments + QStringLiteral("\necho $((") + expression + QStringLiteral("))")});
    if (!bash.waitForFinished(-1) || bash.exitStatus() != QProcess::NormalExit)
        return QStringLiteral("<bash did not finish>");
    const QString out = QString::fromUtf8(bash.readAllStandardOutput()).trimmed();
    if (!out.isEmpty())
        return out;
    // "bash: line 2: " (or the path bash was started by): bash's prefix, not its message.
    static const QRegularExpression prefix(QStringLiteral("^\\S*bash: line 2: "));
    return QString::fromUtf8(bash.readAllStandardError()).trimmed().remove(prefix);
}

} // namespace

// $((...)) as bash evaluates it: every row is run by real bash too, and the evaluator must give
// bash's value, or the error at which bash gives up the line, in bash's words.
class tst_ArithmeticEvaluator : public QObject
{
    Q_OBJECT

private slots:
    void asBash_data();
    void asBash();
};

void tst_ArithmeticEvaluator::asBash_data()
{
    QTest::addColumn<QString>("expression");
    for (const char* expression :
         {"1 + 2 * 3",   "(1 + 2) * 3", "7 / 2",  "-7 % 3", "2 ** 10",    "1 << 4 | 1", "N > 2 && N < 5",
          "N ? 10 : 20", "010",         "0x1f",   "10#010", "10#$X + 1",  "16#ff",      "2#1011",
          "36#zZ",       "37#A",        "64#@_",  "08",     "1 + 08 * 2", "0x1G + 1",   "2#102 * 3",
          "1 + 2#2 * 5", "1#0",         "65#1",   "10#",    "10# + 1",    "X + 1",      "1 +",
          "1 +* 2",      "1.5 * 2",     "a b",    "1 ? 2",  "1 / 0",      "5 % 0",      "0 && 1 / 0",
          "2 ** -1",     "H + 1",       "IP + 1", "E + 1",  "B",          "0 && B",     "1 || B",
          "N ? 1 : B",   "P",           "S * 2",  "3 = 4",  "(1 + 2) 3",  " ",          "Z",
          "Z + 1",       "+ 1"})
        QTest::newRow(expression) << QString::fromLatin1(expression);
}

void tst_ArithmeticEvaluator::asBash()
{
    QFETCH(QString, expression);
    QString expanded = expression;
    expanded.replace(QStringLiteral("$X"), QStringLiteral("09"));
    ArithmeticEvaluator evaluator([](const QString& name) -> std::optional<QString> {
        for (const auto& [known, value] : variables()) {
            if (known == name)
                return value;
        }
        return QString();
    });
    QString error;
    const std::optional<qint64> value = evaluator.evaluate(expanded, &error);
    const QString tool =
        value ? QString::number(*value) : evaluator.fatal().value_or(QStringLiteral("<") + error + u'>');
    QCOMPARE(tool, bashSays(expression));
}

QTEST_GUILESS_MAIN(tst_ArithmeticEvaluator)
#include "tst_ArithmeticEvaluator.moc"
