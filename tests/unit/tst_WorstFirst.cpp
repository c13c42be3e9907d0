// Every list of problems has one order, decided in core (model/WorstFirst.h): errors, then
// warnings, then infos; within a severity by where it is in the command (or, for diagnose, root
// cause first), ties as they came. validate's findings, its text and JSON output, and diagnose's
// findings over the log corpus follow it.
#include "InProcessCli.h"
#include "MixedSeverityCommands.h"
#include "logdiagnosis/LogDiagnoser.h"
#include "model/WorstFirst.h"
#include "validate/CommandValidator.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

using namespace ddpw;

Q_DECLARE_METATYPE(ddpw::Severity)

namespace {

struct Item
{
    Severity severity;
    int position;
    QString name;
};

QStringList namesOf(const QList<Item>& items)
{
    QStringList names;
    for (const Item& item : items)
        names.append(item.name);
    return names;
}

// Worst first, and by position within a severity.
QString orderProblem(const QList<CommandDiagnostic>& diagnostics)
{
    for (qsizetype i = 1; i < diagnostics.size(); ++i) {
        const CommandDiagnostic& a = diagnostics[i - 1];
        const CommandDiagnostic& b = diagnostics[i];
        if (isWorse(b.severity, a.severity) ||
            (a.severity == b.severity && b.range.begin.offset < a.range.begin.offset))
            return QStringLiteral("%1 (%2 at %3) before %4 (%5 at %6)")
                .arg(a.code, severityName(a.severity))
                .arg(a.range.begin.offset)
                .arg(b.code, severityName(b.severity))
                .arg(b.range.begin.offset);
    }
    return {};
}

} // namespace

class TestWorstFirst : public QObject
{
    Q_OBJECT

private slots:
    void sortsWorstFirst_data()
    {
        QTest::addColumn<QList<int>>("severities"); // 0 error, 1 warning, 2 info
        QTest::addColumn<QList<int>>("positions");
        QTest::addColumn<QStringList>("expected");
        // The names are the input order, a to e.
        QTest::newRow("info, error, warning (seen in the preview)")
            << QList<int>{2, 0, 1} << QList<int>{0, 10, 20} << QStringList{"b", "c", "a"};
        QTest::newRow("by position within a severity")
            << QList<int>{1, 1, 0, 1} << QList<int>{30, 10, 40, 20} << QStringList{"c", "b", "d", "a"};
        QTest::newRow("ties keep their order")
            << QList<int>{2, 0, 2, 0, 2} << QList<int>{5, 5, 5, 5, 1} << QStringList{"b", "d", "e", "a", "c"};
        QTest::newRow("already in order") << QList<int>{0, 1, 2} << QList<int>{9, 5, 1} << QStringList{"a", "b", "c"};
        QTest::newRow("empty") << QList<int>{} << QList<int>{} << QStringList{};
    }

    void sortsWorstFirst()
    {
        QFETCH(QList<int>, severities);
        QFETCH(QList<int>, positions);
        QFETCH(QStringList, expected);
        QList<Item> items;
        for (qsizetype i = 0; i < severities.size(); ++i)
            items.append(Item{Severity(severities[i]), positions[i], QString(QChar(char16_t(u'a' + i)))});
        QList<Item> byPosition = items;
        sortWorstFirst(byPosition, [](const Item& item) { return item.position; });
        QCOMPARE(namesOf(byPosition), expected);
        // Without a key: by severity only, in the order they came.
        QList<Item> bySeverity = items;
        sortWorstFirst(bySeverity);
        for (qsizetype i = 1; i < bySeverity.size(); ++i) {
            QVERIFY(!isWorse(bySeverity[i].severity, bySeverity[i - 1].severity));
            if (bySeverity[i].severity == bySeverity[i - 1].severity)
                QVERIFY(bySeverity[i - 1].name < bySeverity[i].name);
        }
    }

    void validatorIsWorstFirst_data()
    {
        QTest::addColumn<QString>("command");
        for (const auto& [name, command] : test::mixedSeverityCommands())
            QTest::newRow(name) << command;
    }

    void validatorIsWorstFirst()
    {
        QFETCH(QString, command);
        const ValidationResult result = CommandValidator(ValidationOptions{}).validate(command);
        QSet<Severity> severities;
        for (const CommandDiagnostic& diagnostic : result.diagnostics)
            severities.insert(diagnostic.severity);
        QVERIFY2(severities.size() >= 2, "the case is meant to have findings of more than one severity");
        const QString problem = orderProblem(result.diagnostics);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // validate's text and JSON list the same findings in the same order as the validator.
    void cliOutputFollowsTheOrder_data() { validatorIsWorstFirst_data(); }

    void cliOutputFollowsTheOrder()
    {
        QFETCH(QString, command);
        const ValidationResult result = CommandValidator(ValidationOptions{}).validate(command);
        QStringList expected;
        for (const CommandDiagnostic& diagnostic : result.diagnostics)
            expected.append(severityName(diagnostic.severity) + u' ' + diagnostic.code);

        const test::CliRun text =
            test::runCliInProcess({QStringLiteral("validate"), QStringLiteral("-")}, command.toUtf8());
        QStringList fromText;
        static const QRegularExpression line(
            QStringLiteral("^<stdin>:\\d+:\\d+: (error|warning|info): .*\\[(\\w+)\\]$"),
            QRegularExpression::MultilineOption);
        for (auto it = line.globalMatch(text.out); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            fromText.append(match.captured(1) + u' ' + match.captured(2));
        }
        QCOMPARE(fromText, expected);

        const test::CliRun json = test::runCliInProcess(
            {QStringLiteral("validate"), QStringLiteral("-"), QStringLiteral("--format"), QStringLiteral("json")},
            command.toUtf8());
        QStringList fromJson;
        const QJsonArray diagnostics =
            QJsonDocument::fromJson(json.out.toUtf8()).object().value(u"diagnostics").toArray();
        for (const QJsonValue& value : diagnostics)
            fromJson.append(value[u"severity"].toString() + u' ' + value[u"code"].toString());
        QCOMPARE(fromJson, expected);
    }

    // diagnose: errors before warnings before infos in every log of the corpus, and within the
    // errors the root cause first (what no other error explains comes before what one does).
    void diagnoseIsWorstFirst_data()
    {
        QTest::addColumn<QString>("path");
        const QDir recorded(QStringLiteral(DDPW_TEST_DATA_DIR "/diagnose-corpus/recorded"));
        const QDir modelled(QStringLiteral(DDPW_TEST_DATA_DIR "/diagnose-corpus/modelled"));
        for (const QDir& dir : {recorded, modelled}) {
            for (const QString& name : dir.entryList({QStringLiteral("*.log")}, QDir::Files, QDir::Name))
                QTest::newRow(qPrintable(dir.dirName() + u'/' + name)) << dir.filePath(name);
        }
    }

    void diagnoseIsWorstFirst()
    {
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const LogDiagnosisReport report = LogDiagnoser::diagnose(file.readAll());
        for (qsizetype i = 1; i < report.findings.size(); ++i) {
            const LogFinding& a = report.findings[i - 1];
            const LogFinding& b = report.findings[i];
            QVERIFY2(!isWorse(b.severity, a.severity),
                     qPrintable(QStringLiteral("finding %1 is worse than the one before it").arg(i)));
            if (a.severity == b.severity)
                QVERIFY2(!a.explained || b.explained,
                         qPrintable(QStringLiteral("an explained finding before its cause at %1").arg(i)));
        }
    }
};

QTEST_GUILESS_MAIN(TestWorstFirst)
#include "tst_WorstFirst.moc"
