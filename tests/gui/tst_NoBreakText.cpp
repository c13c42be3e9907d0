// A shell word shown in a label stays one word: Qt's own line breaking, given the narrowest
// width, keeps it on one line (a path with a space, an option with its dashes), where the plain
// escaped text breaks; a word too long for a line is cut in its middle.
#include "GuiTestBase.h"
#include "widgets/NoBreakText.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextOption>

using namespace ddpw;

namespace {

int linesAtNarrowestWidth(const QString& html)
{
    QTextDocument document;
    QTextOption wrapAtWords; // as a word-wrapping QLabel lays out its rich text
    wrapAtWords.setWrapMode(QTextOption::WordWrap);
    document.setDefaultTextOption(wrapAtWords);
    document.setHtml(html);
    document.setTextWidth(1); // every break opportunity is taken
    document.size();          // lays the text out
    int lines = 0;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        lines += block.layout()->lineCount();
    return lines;
}

} // namespace

class tst_NoBreakText : public test::GuiTestBase
{
    Q_OBJECT

private slots:
    void oneLine_data()
    {
        QTest::addColumn<QString>("word");
        QTest::newRow("path with a space") << QStringLiteral("/mnt/my data");
        QTest::newRow("option") << QStringLiteral("--local_rank");
        QTest::newRow("option with dashes") << QStringLiteral("--nproc-per-node=8");
        QTest::newRow("url-like") << QStringLiteral("s3://bucket/run-01/ckpt");
        QTest::newRow("markup") << QStringLiteral("<a&b> \"q\"");
    }

    void oneLine()
    {
        QFETCH(QString, word);
        QCOMPARE(linesAtNarrowestWidth(NoBreakText::html(word)), 1);
        // And it reads as the word itself (only invisible joiners added).
        QTextDocument document;
        document.setHtml(NoBreakText::html(word));
        QString plain = document.toPlainText();
        plain.remove(QChar(0x2060));
        plain.replace(QChar::Nbsp, u' ');
        QCOMPARE(plain, word);
    }

    // The reason for the class: without it Qt breaks these words.
    void plainTextBreaks()
    {
        QVERIFY(linesAtNarrowestWidth(QStringLiteral("/mnt/my data").toHtmlEscaped()) > 1);
        QVERIFY(linesAtNarrowestWidth(QStringLiteral("--local-rank")) > 1);
    }

    void elideMiddle_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<int>("max");
        QTest::addColumn<QString>("expected");
        QTest::newRow("fits") << QStringLiteral("/mnt/data") << 48 << QStringLiteral("/mnt/data");
        QTest::newRow("exactly") << QStringLiteral("abcdef") << 6 << QStringLiteral("abcdef");
        QTest::newRow("cut") << QStringLiteral("abcdefghij") << 7 << QStringLiteral("abc…hij");
        QTest::newRow("floor of 5") << QStringLiteral("abcdefghij") << 1 << QStringLiteral("ab…ij");
    }

    void elideMiddle()
    {
        QFETCH(QString, word);
        QFETCH(int, max);
        QFETCH(QString, expected);
        QCOMPARE(NoBreakText::elideMiddle(word, max), expected);
    }
};

QTEST_MAIN(tst_NoBreakText)
#include "tst_NoBreakText.moc"
