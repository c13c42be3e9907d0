#include "shell/ShellReader.h"

#include <QRandomGenerator>
#include <QTest>

#include <limits>

using namespace ddpw;

Q_DECLARE_METATYPE(ddpw::ShellOperator)

namespace {

QStringList values(const ShellCommand& command)
{
    QStringList out;
    for (const ShellWord& word : command.words)
        out.append(word.value);
    return out;
}

} // namespace

class tst_ShellReader : public QObject
{
    Q_OBJECT

private slots:
    void words_data();
    void words();
    void hasExpansion_data();
    void hasExpansion();
    void operators_data();
    void operators();
    void ranges();
    void assignments();
    void setOptions_data();
    void setOptions();
    void kinds();
    void redirectionsAndHereDocuments();
    void compound();
    void diagnostics_data();
    void extglobAfterShopt_data();
    void extglobAfterShopt();
    void diagnostics();
    void garbageNeverCrashes();
    void deepNesting_data();
    void deepNesting();
    void largeInputIsRead();
};

void tst_ShellReader::words_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("plain") << QStringLiteral("torchrun a b") << QStringList{u"torchrun"_qs, u"a"_qs, u"b"_qs};
    QTest::newRow("blanks") << QStringLiteral("  a \t b  ") << QStringList{u"a"_qs, u"b"_qs};
    QTest::newRow("single quotes") << QStringLiteral("a 'b c' 'd'e") << QStringList{u"a"_qs, u"b c"_qs, u"de"_qs};
    QTest::newRow("single keeps all") << QStringLiteral("'$X \\ \"'") << QStringList{u"$X \\ \""_qs};
    QTest::newRow("double escapes") << QStringLiteral("\"a\\\"b\\$c\\\\d\\n\"") << QStringList{u"a\"b$c\\d\\n"_qs};
    QTest::newRow("double keeps expansion") << QStringLiteral("\"--x=${A}:1\"") << QStringList{u"--x=${A}:1"_qs};
    QTest::newRow("backslash unquoted") << QStringLiteral("a\\ b \\$X \\\\")
                                        << QStringList{u"a b"_qs, u"$X"_qs, u"\\"_qs};
    QTest::newRow("continuation") << QStringLiteral("a \\\n b") << QStringList{u"a"_qs, u"b"_qs};
    QTest::newRow("continuation in word") << QStringLiteral("--n=\\\n2") << QStringList{u"--n=2"_qs};
    QTest::newRow("continuation in dq") << QStringLiteral("\"a\\\nb\"") << QStringList{u"ab"_qs};
    QTest::newRow("comment") << QStringLiteral("a # b c") << QStringList{u"a"_qs};
    QTest::newRow("hash inside word") << QStringLiteral("a#b c") << QStringList{u"a#b"_qs, u"c"_qs};
    QTest::newRow("empty strings") << QStringLiteral("a '' \"\"") << QStringList{u"a"_qs, QString(), QString()};
    QTest::newRow("ansi-c") << QStringLiteral("$'a\\tb\\x41\\'") + QStringLiteral("'") << QStringList{u"a\tbA'"_qs};
    // Octal and \x escapes are bytes: a run of them that is UTF-8 is its text (printf %q's quoting
    // in the C locale), else each byte is read as Latin-1.
    QTest::newRow("ansi-c utf-8 bytes") << QStringLiteral("$'\\343\\203\\216 \\xe3\\x83\\xbc!'")
                                        << QStringList{u"\u30ce \u30fc!"_qs};
    QTest::newRow("ansi-c stray bytes") << QStringLiteral("$'\\351t\\xe9\\x'") << QStringList{u"\u00e9t\u00e9\\x"_qs};
    QTest::newRow("locale string") << QStringLiteral("$\"x $Y\"") << QStringList{u"x $Y"_qs};
    QTest::newRow("command substitution") << QStringLiteral("x a=$(echo \"$(b c)\" | d) e")
                                          << QStringList{u"x"_qs, u"a=$(echo \"$(b c)\" | d)"_qs, u"e"_qs};
    QTest::newRow("backticks") << QStringLiteral("`echo \\`x\\``  y") << QStringList{u"`echo \\`x\\``"_qs, u"y"_qs};
    QTest::newRow("parameter forms") << QStringLiteral("${A%%,*} ${B:-x y} ${C#\"}\"}")
                                     << QStringList{u"${A%%,*}"_qs, u"${B:-x y}"_qs, u"${C#\"}\"}"_qs};
    QTest::newRow("arithmetic") << QStringLiteral("$(( (1+2) * 3 )) z") << QStringList{u"$(( (1+2) * 3 ))"_qs, u"z"_qs};
    QTest::newRow("lone dollar") << QStringLiteral("$ a$") << QStringList{u"$"_qs, u"a$"_qs};
    QTest::newRow("special parameters") << QStringLiteral("$1 $@ $?") << QStringList{u"$1"_qs, u"$@"_qs, u"$?"_qs};
    QTest::newRow("guide MASTER line") << QStringLiteral(
                                              "export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`")
                                       << QStringList{u"export"_qs,
                                                      u"MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`"_qs};
    QTest::newRow("unicode") << QStringLiteral("héllo '日本'") << QStringList{u"héllo"_qs, u"日本"_qs};
}

void tst_ShellReader::words()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    const ShellScript script = ShellReader().read(text);
    QVERIFY2(script.diagnostics.isEmpty(), qPrintable(script.diagnostics.value(0).message));
    QCOMPARE(script.commands.size(), 1);
    QCOMPARE(values(script.commands.constFirst()), expected);
}

void tst_ShellReader::hasExpansion_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("expansion");
    QTest::newRow("plain") << QStringLiteral("x") << false;
    QTest::newRow("single quoted") << QStringLiteral("'$X'") << false;
    QTest::newRow("escaped") << QStringLiteral("\\$X") << false;
    QTest::newRow("variable") << QStringLiteral("a$X") << true;
    QTest::newRow("braces in dq") << QStringLiteral("\"${X}\"") << true;
    QTest::newRow("substitution") << QStringLiteral("$(x)") << true;
    QTest::newRow("backtick") << QStringLiteral("`x`") << true;
    QTest::newRow("ansi-c") << QStringLiteral("$'\\n'") << false;
}

void tst_ShellReader::hasExpansion()
{
    QFETCH(QString, text);
    QFETCH(bool, expansion);
    const ShellScript script = ShellReader().read(QStringLiteral("cmd ") + text);
    QCOMPARE(script.commands.constFirst().words.at(1).hasExpansion, expansion);
}

void tst_ShellReader::operators_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<ShellOperator>>("expected");
    using O = ShellOperator;
    QTest::newRow("newline") << QStringLiteral("a\nb") << QList<O>{O::Newline, O::End};
    QTest::newRow("semicolon") << QStringLiteral("a; b;") << QList<O>{O::Semicolon, O::Semicolon};
    QTest::newRow("and or") << QStringLiteral("a && b || c") << QList<O>{O::And, O::Or, O::End};
    QTest::newRow("pipes") << QStringLiteral("a | b |& c") << QList<O>{O::Pipe, O::PipeStderr, O::End};
    QTest::newRow("background") << QStringLiteral("a & b") << QList<O>{O::Background, O::End};
    QTest::newRow("and then newline") << QStringLiteral("a &&\n\n b") << QList<O>{O::And, O::End};
    QTest::newRow("comment ends line") << QStringLiteral("a # x ; y\nb") << QList<O>{O::Newline, O::End};
    QTest::newRow("quoted operators") << QStringLiteral("a ';' \"&&\" \\|") << QList<O>{O::End};
}

void tst_ShellReader::operators()
{
    QFETCH(QString, text);
    QFETCH(QList<ShellOperator>, expected);
    const ShellScript script = ShellReader().read(text);
    QVERIFY(script.diagnostics.isEmpty());
    QList<ShellOperator> actual;
    for (const ShellCommand& command : script.commands)
        actual.append(command.followedBy);
    QCOMPARE(actual, expected);
}

void tst_ShellReader::ranges()
{
    const ShellScript script = ShellReader().read(QStringLiteral("export A=1\ntorchrun \\\n  --x=\"a b\" c\n"));
    QCOMPARE(script.commands.size(), 2);
    const ShellWord& word = script.commands.at(1).words.at(1);
    QCOMPARE(word.raw, QStringLiteral("--x=\"a b\""));
    QCOMPARE(word.range.begin.line, 3);
    QCOMPARE(word.range.begin.column, 3);
    QCOMPARE(word.range.begin.offset, 24);
    QCOMPARE(word.range.end.line, 3);
    QCOMPARE(word.range.end.column, 12);
    const ShellWord& first = script.commands.at(1).words.at(0);
    QCOMPARE(first.range.begin.line, 2);
    QCOMPARE(first.range.begin.column, 1);
    QCOMPARE(script.commands.at(1).range.begin.line, 2);
    QCOMPARE(script.commands.at(1).range.end.line, 3);
}

void tst_ShellReader::assignments()
{
    const ShellScript script = ShellReader().read(QStringLiteral("A=1 B+=\"x y\" torchrun C=3\nD=$(x)"));
    QCOMPARE(script.commands.size(), 2);
    const ShellCommand& first = script.commands.at(0);
    QCOMPARE(first.assignments.size(), 2);
    QCOMPARE(first.assignments.at(0).name, QStringLiteral("A"));
    QCOMPARE(first.assignments.at(0).value.value, QStringLiteral("1"));
    QCOMPARE(first.assignments.at(1).name, QStringLiteral("B"));
    QVERIFY(first.assignments.at(1).append);
    QCOMPARE(first.assignments.at(1).value.value, QStringLiteral("x y"));
    QCOMPARE(first.assignments.at(1).value.range.begin.column, 8);
    QCOMPARE(values(first), (QStringList{u"torchrun"_qs, u"C=3"_qs}));
    QVERIFY(script.commands.at(1).words.isEmpty());
    QVERIFY(script.commands.at(1).assignments.at(0).value.hasExpansion);
    // A quoted name is not an assignment.
    const ShellScript quoted = ShellReader().read(QStringLiteral("'A'=1"));
    QCOMPARE(quoted.commands.constFirst().words.size(), 1);
}

void tst_ShellReader::setOptions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("e") << QStringLiteral("set -e") << QStringList{u"+errexit"_qs};
    QTest::newRow("euo") << QStringLiteral("set -euo pipefail")
                         << QStringList{u"+errexit"_qs, u"+nounset"_qs, u"+pipefail"_qs};
    QTest::newRow("plus x") << QStringLiteral("set +x -o errexit") << QStringList{u"-xtrace"_qs, u"+errexit"_qs};
    QTest::newRow("positional") << QStringLiteral("set -- -e") << QStringList{};
}

void tst_ShellReader::setOptions()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    const ShellScript script = ShellReader().read(text);
    QCOMPARE(script.commands.constFirst().kind, ShellCommandKind::Set);
    QStringList actual;
    for (const ShellSetOption& option : script.commands.constFirst().setOptions)
        actual.append((option.enabled ? u"+"_qs : u"-"_qs) + option.name);
    QCOMPARE(actual, expected);
}

void tst_ShellReader::kinds()
{
    const ShellScript script = ShellReader().read(
        QStringLiteral("export A=1; unset B; declare -x C; exec x; source f; . g; eval h; torchrun"));
    QList<ShellCommandKind> kinds;
    for (const ShellCommand& command : script.commands)
        kinds.append(command.kind);
    using K = ShellCommandKind;
    QCOMPARE(kinds, (QList<K>{K::Export, K::Unset, K::Declaration, K::Exec, K::Source, K::Source, K::Eval, K::Simple}));
}

void tst_ShellReader::redirectionsAndHereDocuments()
{
    const ShellScript script = ShellReader().read(QStringLiteral(
        "torchrun a 2>&1 >log | tee x &\ncat <<EOF <<-'END' >out\nline $X\nEOF\n\tq\n\tEND\nnext <<< \"$V\""));
    QCOMPARE(script.diagnostics.size(), 0);
    QCOMPARE(script.commands.size(), 4);
    const ShellCommand& launcher = script.commands.at(0);
    QCOMPARE(values(launcher), (QStringList{u"torchrun"_qs, u"a"_qs}));
    QCOMPARE(launcher.redirections.size(), 2);
    QCOMPARE(launcher.redirections.at(0).fd, 2);
    QCOMPARE(launcher.redirections.at(0).op, QStringLiteral(">&"));
    QCOMPARE(launcher.redirections.at(0).target.value, QStringLiteral("1"));
    QCOMPARE(launcher.redirections.at(1).op, QStringLiteral(">"));
    QVERIFY(launcher.inPipeline);
    QVERIFY(launcher.background); // `a | b &` puts the whole pipeline in the background
    QCOMPARE(launcher.operatorRange.begin.column, 30);
    QVERIFY(script.commands.at(1).background);
    QVERIFY(script.commands.at(1).inPipeline);
    const ShellCommand& cat = script.commands.at(2);
    QCOMPARE(cat.redirections.size(), 3);
    QCOMPARE(cat.redirections.at(0).hereDocument, QStringLiteral("line $X\n"));
    QVERIFY(!cat.redirections.at(0).hereDocumentQuoted);
    QCOMPARE(cat.redirections.at(1).hereDocument, QStringLiteral("q\n"));
    QVERIFY(cat.redirections.at(1).hereDocumentQuoted);
    QCOMPARE(script.commands.at(3).redirections.constFirst().op, QStringLiteral("<<<"));
}

void tst_ShellReader::compound()
{
    const ShellScript script =
        ShellReader().read(QStringLiteral("if [ -z \"$A\" ]; then\n  export A=1\nfi\nfor h in a b; do echo $h; done\n( "
                                          "export S=1 )\nf() { x; }\ntorchrun t"));
    QVERIFY2(script.diagnostics.isEmpty(), qPrintable(script.diagnostics.value(0).message));
    QStringList firstWords;
    for (const ShellCommand& command : script.commands)
        firstWords.append(command.words.isEmpty() ? QString() : command.words.constFirst().value);
    QCOMPARE(firstWords, (QStringList{u"["_qs, u"export"_qs, u"for"_qs, u"echo"_qs, u"export"_qs, u"f"_qs, u"x"_qs,
                                      u"torchrun"_qs}));
    QVERIFY(script.commands.at(1).conditional);
    QCOMPARE(script.commands.at(1).depth, 1);
    QVERIFY(script.commands.at(3).conditional);
    QVERIFY(script.commands.at(4).subshell);
    QVERIFY(!script.commands.at(4).conditional);
    QVERIFY(script.commands.at(6).conditional); // function body
    QVERIFY(!script.commands.at(7).conditional);
    QCOMPARE(script.commands.at(7).depth, 0);
}

void tst_ShellReader::diagnostics_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::newRow("single quote") << QStringLiteral("a 'b") << QStringLiteral("unterminated single quote") << 1 << 3;
    QTest::newRow("double quote") << QStringLiteral("a\n  \"b c") << QStringLiteral("unterminated double quote") << 2
                                  << 3;
    QTest::newRow("command substitution") << QStringLiteral("x $(echo a") << QStringLiteral("$(") << 1 << 3;
    QTest::newRow("backtick") << QStringLiteral("x `echo") << QStringLiteral("backtick") << 1 << 3;
    QTest::newRow("parameter") << QStringLiteral("x ${A") << QStringLiteral("${") << 1 << 3;
    QTest::newRow("arithmetic") << QStringLiteral("x $((1+") << QStringLiteral("$((") << 1 << 3;
    QTest::newRow("ansi-c") << QStringLiteral("x $'abc") << QStringLiteral("$'...'") << 1 << 3;
    QTest::newRow("nested innermost") << QStringLiteral("x \"$(echo '") << QStringLiteral("single quote") << 1 << 11;
    QTest::newRow("paren in substitution") << QStringLiteral("x $(a (b)") << QStringLiteral("function") << 1 << 8;
    QTest::newRow("leading operator") << QStringLiteral("&& a") << QStringLiteral("no command before") << 1 << 1;
    QTest::newRow("double semicolon") << QStringLiteral("a; ; b") << QStringLiteral("no command before") << 1 << 4;
    QTest::newRow("trailing and") << QStringLiteral("a &&") << QStringLiteral("must follow") << 1 << 3;
    QTest::newRow("trailing pipe") << QStringLiteral("a |\n") << QStringLiteral("must follow") << 1 << 3;
    QTest::newRow("redirection target") << QStringLiteral("a >") << QStringLiteral("no target") << 1 << 3;
    QTest::newRow("here-document") << QStringLiteral("cat <<EOF\nx\n") << QStringLiteral("here-document") << 1 << 5;
    QTest::newRow("unclosed if") << QStringLiteral("if a; then b") << QStringLiteral("'if' is never closed") << 1 << 1;
    QTest::newRow("unexpected fi") << QStringLiteral("a\nfi") << QStringLiteral("unexpected 'fi'") << 2 << 1;
    QTest::newRow("unclosed subshell") << QStringLiteral("( a") << QStringLiteral("'(' is never closed") << 1 << 1;
    QTest::newRow("unexpected paren") << QStringLiteral("a )") << QStringLiteral("unexpected ')'") << 1 << 3;
    QTest::newRow("stray then") << QStringLiteral("then a") << QStringLiteral("outside an if") << 1 << 1;
}

// bash reads a line, runs it, then reads the next: `shopt -s extglob` on an earlier line makes
// +( ) a word's pattern on the later ones (each row's outcome is bash 5.2 running the text).
void tst_ShellReader::extglobAfterShopt_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("accepted");
    const QString patternCase = QStringLiteral("case x in +([0-9])) echo a ;; esac");
    QTest::newRow("line before") << QStringLiteral("shopt -s extglob\n") + patternCase << true;
    QTest::newRow("same line") << QStringLiteral("shopt -s extglob; ") + patternCase << false;
    QTest::newRow("never set") << patternCase << false;
    QTest::newRow("unset again") << QStringLiteral("shopt -s extglob\nshopt -u extglob\n") + patternCase << false;
    QTest::newRow("among other names") << QStringLiteral("shopt -s nullglob extglob\necho @(a|b)x") << true;
    QTest::newRow("shopt -o is set's") << QStringLiteral("shopt -so extglob\n") + patternCase << false;
}

void tst_ShellReader::extglobAfterShopt()
{
    QFETCH(QString, text);
    QFETCH(bool, accepted);
    const ShellScript script = ShellReader().read(text);
    const bool failed = std::any_of(script.diagnostics.cbegin(), script.diagnostics.cend(),
                                    [](const ShellDiagnostic& d) { return !d.warning; });
    QCOMPARE(!failed, accepted);
    if (accepted && text.contains(QLatin1String("@(a|b)x")))
        QCOMPARE(script.commands.constLast().words.constLast().raw, QStringLiteral("@(a|b)x"));
}

void tst_ShellReader::diagnostics()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    QFETCH(int, line);
    QFETCH(int, column);
    const ShellScript script = ShellReader().read(text);
    QVERIFY(!script.diagnostics.isEmpty());
    const ShellDiagnostic& diagnostic = script.diagnostics.constFirst();
    QVERIFY2(diagnostic.message.contains(message), qPrintable(diagnostic.message));
    QCOMPARE(diagnostic.range.begin.line, line);
    QCOMPARE(diagnostic.range.begin.column, column);
}

void tst_ShellReader::garbageNeverCrashes()
{
    // Random bytes (decoded leniently, as the CLI does) and random shell-ish characters.
    QRandomGenerator random(20261129);
    const QString alphabet = QStringLiteral("$(){}`'\"\\;&|<>#=!*?[] \t\n-aZ09,%:~@^");
    for (int round = 0; round < 3000; ++round) {
        QString text;
        const int length = int(random.bounded(200));
        if (round % 2 == 0) {
            QByteArray bytes(length, Qt::Uninitialized);
            for (char& byte : bytes)
                byte = char(random.bounded(256));
            text = QString::fromUtf8(bytes);
        } else {
            for (int k = 0; k < length; ++k)
                text += alphabet.at(random.bounded(alphabet.size()));
        }
        const ShellScript script = ShellReader().read(text);
        for (const ShellDiagnostic& diagnostic : script.diagnostics) {
            QVERIFY(diagnostic.range.begin.offset <= diagnostic.range.end.offset);
            QVERIFY(diagnostic.range.end.offset <= text.size());
            QVERIFY(!diagnostic.message.isEmpty());
        }
        for (const ShellCommand& command : script.commands) {
            for (const ShellWord& word : command.words)
                QCOMPARE(text.mid(word.range.begin.offset, word.range.end.offset - word.range.begin.offset), word.raw);
        }
    }
}

void tst_ShellReader::deepNesting_data()
{
    QTest::addColumn<QString>("open");
    QTest::addColumn<QString>("close");
    QTest::newRow("command substitution") << QStringLiteral("$(") << QStringLiteral(")");
    QTest::newRow("parameter") << QStringLiteral("${A:-") << QStringLiteral("}");
    QTest::newRow("double quote in substitution") << QStringLiteral("\"$(") << QStringLiteral(")\"");
    QTest::newRow("subshell") << QStringLiteral("( ") << QStringLiteral(" )");
    QTest::newRow("if") << QStringLiteral("if a; then ") << QStringLiteral("; fi");
    QTest::newRow("arithmetic") << QStringLiteral("$((") << QStringLiteral("))");
}

void tst_ShellReader::deepNesting()
{
    QFETCH(QString, open);
    QFETCH(QString, close);
    const int depth = 100000;
    const QString closed = open.repeated(depth) + QStringLiteral("y") + close.repeated(depth);
    ShellScript script = ShellReader().read(closed);
    QVERIFY2(script.diagnostics.isEmpty(), qPrintable(script.diagnostics.value(0).message));
    // Unclosed: one diagnostic, not one per level.
    script = ShellReader().read(open.repeated(depth));
    QCOMPARE(script.diagnostics.size(), 1);
}

void tst_ShellReader::largeInputIsRead()
{
    // How fast it is read (linear growth, microseconds for the guide's snippet) is measured by
    // tests/bench/bench_ShellReader.cpp (BM_ReadLarge, BM_ReadGuideSnippet), not asserted here:
    // a time limit in a functional test fails on a busy machine without saying anything.
    const QString line = QStringLiteral("export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`; torchrun "
                                        "--x=\"$(a \"b\" ${C%%,*})\" 'y' \\\n");
    const QString large = line.repeated(1024 * 1024 / int(line.size()));
    const ShellScript script = ShellReader().read(large);
    QVERIFY(script.commands.size() > 1000);
}

QTEST_GUILESS_MAIN(tst_ShellReader)
#include "tst_ShellReader.moc"
