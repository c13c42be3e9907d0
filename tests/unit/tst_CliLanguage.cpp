#include "InProcessCli.h"
#include "cli/CliLanguage.h"
#include "cli/CliMain.h"

#include <QBuffer>
#include <QtTest>

using namespace ddpw;

// Which language ddpwizard-cli speaks: DDPW_LANG first, then the locale; English otherwise.
// The translation itself is embedded in the executable only: tests/shell/test_cli_chinese.sh
// runs the real CLI.
class TestCliLanguage : public QObject
{
    Q_OBJECT

private slots:
    void resolve_data();
    void resolve();
    void noTranslationLeavesEnglish();
};

void TestCliLanguage::resolve_data()
{
    QTest::addColumn<QByteArray>("ddpwLang");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("language");

    const auto row = [](const char* name, const char* ddpwLang, const char* locale, const char* language) {
        QTest::newRow(name) << QByteArray(ddpwLang) << QString::fromLatin1(locale) << QString::fromLatin1(language);
    };
    row("C locale", "", "C", "en");
    row("English locale", "", "en_US", "en");
    row("German locale", "", "de_DE", "en");
    row("Chinese locale", "", "zh_CN", "zh_CN");
    row("Taiwan locale", "", "zh_TW", "zh_CN");
    row("Singapore locale", "", "zh_SG", "zh_CN");
    row("DDPW_LANG=en beats a Chinese locale", "en", "zh_CN", "en");
    row("DDPW_LANG=en_US", "en_US", "zh_CN", "en");
    row("DDPW_LANG=C", "C", "zh_CN", "en");
    row("DDPW_LANG=zh_CN in the C locale", "zh_CN", "C", "zh_CN");
    row("DDPW_LANG=zh", "zh", "en_US", "zh_CN");
    row("DDPW_LANG=zh_CN.UTF-8", "zh_CN.UTF-8", "C", "zh_CN");
    row("unknown DDPW_LANG: the locale decides", "fr", "zh_CN", "zh_CN");
    row("unknown DDPW_LANG, English locale", "klingon", "C", "en");
}

void TestCliLanguage::resolve()
{
    QFETCH(QByteArray, ddpwLang);
    QFETCH(QString, locale);
    QFETCH(QString, language);
    QCOMPARE(CliLanguage::resolve(ddpwLang, QLocale(locale)), language);
}

void TestCliLanguage::noTranslationLeavesEnglish()
{
    // No :/i18n in this executable: asking for Chinese must not break anything.
    qputenv("DDPW_LANG", "zh_CN");
    CliLanguage::install();
    CliLanguage::useEnglish();
    CliLanguage::useEnglish();
    qunsetenv("DDPW_LANG");
    const test::CliRun run =
        test::runCliInProcess({QStringLiteral("validate"), QStringLiteral("--explain"), QStringLiteral("DDP503")});
    QCOMPARE(run.code, 0);
    const QString& out = run.out;
    QVERIFY2(out.startsWith(QLatin1String("DDP503 (error): --nproc_per_node disagrees")), qPrintable(out));
}

QTEST_GUILESS_MAIN(TestCliLanguage)
#include "tst_CliLanguage.moc"
