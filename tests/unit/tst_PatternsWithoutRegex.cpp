// The word tests that validate's start-up once paid a regular expression for (PCRE2 compiles
// and JIT-compiles each on first use, more than the guide's snippet costs to check) are written
// out as code; each says what its pattern said, on the same strings: hand-picked cases and
// many generated ones (a fixed seed, so every run checks the same).
#include "util/TorchVersion.h"
#include "validate/PlaceholderChecks.h"

#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

using namespace ddpw;

namespace {

// Characters every pattern treats specially, and some it must not (a Unicode digit, a letter
// with an accent, CR beside LF).
const QString kAlphabet = QStringLiteral("0123456789..++--__//aZyYoOuUrRxN \n\r\t<>\u0663\u00e9");

QStringList samples(const QStringList& prefixes)
{
    QStringList out{QString(), QStringLiteral("\n")};
    QRandomGenerator random(20261202);
    for (const QString& prefix : prefixes) {
        for (int i = 0; i < 4000; ++i) {
            QString text = prefix;
            const int length = int(random.bounded(10));
            for (int k = 0; k < length; ++k)
                text += kAlphabet.at(int(random.bounded(kAlphabet.size())));
            out.append(text);
            out.append(text + u'\n');
        }
    }
    return out;
}

} // namespace

class TestPatternsWithoutRegex : public QObject
{
    Q_OBJECT

private slots:
    void torchVersion();
    void yourWord();
    void placeholderName();
    void asciiWords();
};

void TestPatternsWithoutRegex::torchVersion()
{
    const QRegularExpression pattern(QStringLiteral(R"(^(\d{1,3})\.(\d{1,3})(?:\.\d+)?(?:[.+a-zA-Z].*)?$)"));
    QStringList texts = samples({QString(), QStringLiteral("2."), QStringLiteral("2.6"), QStringLiteral("12.34"),
                                 QStringLiteral("1.13."), QStringLiteral("2.6+"), QStringLiteral("1234.5")});
    texts << QStringLiteral("2.6") << QStringLiteral("2.6.0+cu124") << QStringLiteral("2.6a0")
          << QStringLiteral("2.6\n.1") << QStringLiteral("2.6.x\ny") << QStringLiteral("2.\u0663")
          << QStringLiteral("2.1234") << QStringLiteral("  2.6  ") << QStringLiteral("unknown")
          << QStringLiteral("UNKNOWN");
    for (const QString& text : texts) {
        const QString trimmed = text.trimmed();
        std::optional<TorchVersion> expected;
        if (trimmed.isEmpty() || trimmed.compare(QLatin1String("unknown"), Qt::CaseInsensitive) == 0) {
            expected = TorchVersion();
        } else if (const QRegularExpressionMatch match = pattern.match(trimmed); match.hasMatch()) {
            expected = TorchVersion::of(match.captured(1).toInt(), match.captured(2).toInt());
        }
        const std::optional<TorchVersion> parsed = TorchVersion::parse(text);
        QVERIFY2(parsed.has_value() == expected.has_value(), qPrintable(text));
        if (parsed)
            QVERIFY2(parsed->major() == expected->major() && parsed->minor() == expected->minor(), qPrintable(text));
    }
}

void TestPatternsWithoutRegex::yourWord()
{
    const QRegularExpression pattern(QStringLiteral("(^|/)(YOUR|[Yy]our)[_-][A-Za-z0-9_.-]+$"));
    QStringList texts = samples({QString(), QStringLiteral("YOUR_"), QStringLiteral("your-"), QStringLiteral("Your_"),
                                 QStringLiteral("YOur_"), QStringLiteral("a/YOUR_"), QStringLiteral("/your_x/"),
                                 QStringLiteral("xyour_")});
    texts << QStringLiteral("YOUR_TRAINING_SCRIPT.py") << QStringLiteral("data/your-dir") << QStringLiteral("YOUR_")
          << QStringLiteral("your_x\n") << QStringLiteral("your_x\n\n") << QStringLiteral("a/b/your_c");
    for (const QString& text : texts)
        QVERIFY2(PlaceholderChecks::isYourWord(text) == pattern.match(text).hasMatch(), qPrintable(text));
}

void TestPatternsWithoutRegex::placeholderName()
{
    const QRegularExpression pattern(QStringLiteral("^([A-Z][A-Z0-9_]*|[A-Za-z])$"));
    QStringList texts = samples({QString(), QStringLiteral("N"), QStringLiteral("NUM_"), QStringLiteral("x")});
    texts << QStringLiteral("NUM_GPUS") << QStringLiteral("x") << QStringLiteral("xy") << QStringLiteral("N\n");
    for (const QString& text : texts)
        QVERIFY2(PlaceholderChecks::isPlaceholderName(text) == pattern.match(text).hasMatch(), qPrintable(text));
}

void TestPatternsWithoutRegex::asciiWords()
{
    const QRegularExpression separators(QStringLiteral("[^a-z0-9]+"));
    QStringList texts = samples({QString(), QStringLiteral("your_random_port"), QStringLiteral("--")});
    for (const QString& text : texts) {
        const QString key = text.toLower();
        QCOMPARE(PlaceholderChecks::asciiWords(key), key.split(separators, Qt::SkipEmptyParts));
    }
}

QTEST_GUILESS_MAIN(TestPatternsWithoutRegex)
#include "tst_PatternsWithoutRegex.moc"
