// ShellCheck's JSON becomes Diagnostics: SC codes, severities, ranges mapped onto the text,
// the wiki link as text, single-replacement fixes; bad JSON is refused; a missing program is
// reported, never a crash.
#include "validate/ShellCheckRunner.h"

#include <QTest>

using namespace ddpw;

class tst_ShellCheckRunner : public QObject
{
    Q_OBJECT

private slots:
    void parsesFindings();
    void refusesBadJson_data();
    void refusesBadJson();
    void missingProgram();
};

void tst_ShellCheckRunner::parsesFindings()
{
    const QString text = QStringLiteral("cd $dir\ntorchrun train.py\n");
    const QByteArray json = R"([{"file":"-","line":1,"endLine":1,"column":4,"endColumn":8,"level":"info","code":2086,
        "message":"Double quote to prevent globbing and word splitting.",
        "fix":{"replacements":[{"line":1,"endLine":1,"column":4,"endColumn":8,"replacement":"\"$dir\"",
        "precedence":7,"insertionPoint":"afterEnd"}]}},
        {"file":"-","line":1,"endLine":1,"column":1,"endColumn":8,"level":"warning","code":2164,"message":"Use cd ... || exit","fix":null},
        {"file":"-","line":99,"endLine":99,"column":500,"endColumn":900,"level":"error","code":1,"message":"out of range"}])";
    QList<CommandDiagnostic> diagnostics;
    QVERIFY(ShellCheckRunner::parseJson(json, text, diagnostics));
    QCOMPARE(diagnostics.size(), 3);
    QCOMPARE(diagnostics.at(0).code, QStringLiteral("SC2086"));
    QCOMPARE(diagnostics.at(0).severity, Severity::Info);
    QCOMPARE(diagnostics.at(0).range.begin.offset, 3);
    QCOMPARE(diagnostics.at(0).range.end.offset, 7);
    QVERIFY(diagnostics.at(0).message.contains(QLatin1String("https://www.shellcheck.net/wiki/SC2086")));
    QVERIFY(diagnostics.at(0).fix);
    QCOMPARE(applyFixes(text, {*diagnostics.at(0).fix}), QStringLiteral("cd \"$dir\"\ntorchrun train.py\n"));
    QCOMPARE(diagnostics.at(1).severity, Severity::Warning);
    QVERIFY(!diagnostics.at(1).fix);
    // Positions past the text are clamped into it.
    QCOMPARE(diagnostics.at(2).severity, Severity::Error);
    QVERIFY(diagnostics.at(2).range.end.offset <= text.size());
}

void tst_ShellCheckRunner::refusesBadJson_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("object") << QByteArray("{}");
    QTest::newRow("truncated") << QByteArray("[{\"line\":1");
    QTest::newRow("binary") << QByteArray("\xff\x00\x01", 3);
}

void tst_ShellCheckRunner::refusesBadJson()
{
    QFETCH(QByteArray, json);
    QList<CommandDiagnostic> diagnostics;
    QVERIFY(!ShellCheckRunner::parseJson(json, QStringLiteral("x"), diagnostics));
    // Wrong types inside a valid array are skipped or defaulted, not a crash.
    QVERIFY(ShellCheckRunner::parseJson(R"([1, "x", {"line":"a","code":"b","level":3,"fix":{"replacements":[1]}}])",
                                        QStringLiteral("x"), diagnostics));
}

void tst_ShellCheckRunner::missingProgram()
{
    const ShellCheckRunner runner(QStringLiteral("/nonexistent/shellcheck"), 1000);
    QVERIFY(!runner.isAvailable());
    const ShellCheckRunner::Outcome outcome = runner.run(QStringLiteral("echo hi\n"));
    QVERIFY(!outcome.ran);
    QVERIFY(!outcome.error.isEmpty());
}

QTEST_GUILESS_MAIN(tst_ShellCheckRunner)
#include "tst_ShellCheckRunner.moc"
