#include "shell/ArgumentLine.h"

#include <QProcess>
#include <QtTest>

using namespace ddpw;

// A line of script arguments is split as bash splits it; real bash is the oracle for every
// line without expansions, and what bash would expand or refuse is said.
class tst_ArgumentLine : public QObject
{
    Q_OBJECT

private slots:
    void splitLikeBash_data();
    void splitLikeBash();
    void expansionsPassVerbatim_data();
    void expansionsPassVerbatim();
    void refused_data();
    void refused();
    void writeReadsBack_data();
    void writeReadsBack();

private:
    static QStringList bashSplit(const QString& line);
};

QStringList tst_ArgumentLine::bashSplit(const QString& line)
{
    // bash reads the line after a command name; the function prints the words it gets.
    QProcess bash;
    bash.start(
        QStringLiteral("bash"),
        {QStringLiteral("-c"), QStringLiteral("words() { [ $# -eq 0 ] || printf '%s\\0' \"$@\"; }; words ") + line});
    if (!bash.waitForFinished(10000))
        return {QStringLiteral("<bash timed out>")};
    QStringList words = QString::fromUtf8(bash.readAllStandardOutput()).split(QChar(0));
    words.removeLast(); // after the last NUL, or the empty output
    return words;
}

void tst_ArgumentLine::splitLikeBash_data()
{
    QTest::addColumn<QString>("line");
    QTest::newRow("options and values") << "--lr 0.1 --data /mnt/data";
    QTest::newRow("blanks and tabs") << "  --epochs\t3   --batch-size=64  ";
    QTest::newRow("double quotes") << R"(--name "my run" --note "say \"hi\"")";
    QTest::newRow("single quotes") << "--pattern 'a b' --x 'it'\\''s'";
    QTest::newRow("backslashes") << R"(a\ b c\\d \"e)";
    QTest::newRow("empty words") << R"(--tag "" --other '')";
    QTest::newRow("an assignment is an argument") << "lr=0.1 --flag";
    QTest::newRow("comment dropped") << "--a 1 # the rest is a comment";
    QTest::newRow("unicode") << QStringLiteral("--数据 '路径 一'");
    QTest::newRow("equals and commas") << "--gpus=0,1,2 --kv a=b,c=d";
    QTest::newRow("keywords are plain words") << "if then fi --for do";
}

void tst_ArgumentLine::splitLikeBash()
{
    QFETCH(QString, line);
    const ArgumentLineReading reading = ArgumentLine::read(line);
    QVERIFY2(reading.ok(), qPrintable(reading.error));
    QCOMPARE(reading.words, bashSplit(line));
    QVERIFY(reading.verbatim.isEmpty());
}

void tst_ArgumentLine::expansionsPassVerbatim_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QStringList>("verbatim");
    QTest::newRow("variable") << "--data $DATA_DIR" << QStringList{"--data", "$DATA_DIR"} << QStringList{"$DATA_DIR"};
    QTest::newRow("quoted variable") << R"(--out "${HOME}/x")" << QStringList{"--out", "${HOME}/x"}
                                     << QStringList{"${HOME}/x"};
    QTest::newRow("substitution") << "--id $(date +%s)" << QStringList{"--id", "$(date +%s)"}
                                  << QStringList{"$(date +%s)"};
    QTest::newRow("glob") << "--files *.json" << QStringList{"--files", "*.json"} << QStringList{"*.json"};
    QTest::newRow("tilde") << "--cache ~/cache" << QStringList{"--cache", "~/cache"} << QStringList{"~/cache"};
    QTest::newRow("quoted glob is literal anyway")
        << "--files '*.json'" << QStringList{"--files", "*.json"} << QStringList{};
    QTest::newRow("single-quoted dollar is literal") << "'$x'" << QStringList{"$x"} << QStringList{};
}

void tst_ArgumentLine::expansionsPassVerbatim()
{
    QFETCH(QString, line);
    QFETCH(QStringList, words);
    QFETCH(QStringList, verbatim);
    const ArgumentLineReading reading = ArgumentLine::read(line);
    QVERIFY2(reading.ok(), qPrintable(reading.error));
    QCOMPARE(reading.words, words);
    QCOMPARE(reading.verbatim, verbatim);
}

void tst_ArgumentLine::refused_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("why");
    QTest::newRow("open double quote") << R"(--name "my run)"
                                       << "double quote";
    QTest::newRow("open single quote") << "--name 'x"
                                       << "single quote";
    QTest::newRow("semicolon") << "--a 1; rm -rf x"
                               << ";";
    QTest::newRow("pipe") << "--a | tee"
                          << "|";
    QTest::newRow("and") << "--a && b"
                         << "&";
    QTest::newRow("background") << "--a &"
                                << "&";
    QTest::newRow("redirection") << "--a > out.txt"
                                 << ">";
    QTest::newRow("line break") << "--a\n--b"
                                << "line breaks";
}

void tst_ArgumentLine::refused()
{
    QFETCH(QString, line);
    QFETCH(QString, why);
    const ArgumentLineReading reading = ArgumentLine::read(line);
    QVERIFY(!reading.ok());
    QVERIFY2(reading.error.contains(why), qPrintable(reading.error));
}

void tst_ArgumentLine::writeReadsBack_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::newRow("plain") << QStringList{"--lr", "0.1"};
    QTest::newRow("hostile") << QStringList{"a b", "it's", "$HOME", "`x`", "", "~/x", "*", "\\", "\"", "a;b", "#c"};
    QTest::newRow("none") << QStringList{};
}

void tst_ArgumentLine::writeReadsBack()
{
    QFETCH(QStringList, words);
    const QString line = ArgumentLine::write(words);
    const ArgumentLineReading reading = ArgumentLine::read(line);
    QVERIFY2(reading.ok(), qPrintable(reading.error));
    QCOMPARE(reading.words, words);
    QVERIFY2(reading.verbatim.isEmpty(), qPrintable(reading.verbatim.join(u'|')));
    QCOMPARE(bashSplit(line), words);
}

QTEST_GUILESS_MAIN(tst_ArgumentLine)
#include "tst_ArgumentLine.moc"
