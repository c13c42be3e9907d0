#include "cli/CliLanguage.h"

#include <QCoreApplication>
#include <QTranslator>

namespace ddpw {

namespace {

QTranslator* g_translator = nullptr;
QString g_language;

} // namespace

QString CliLanguage::resolve(const QByteArray& ddpwLang, const QLocale& system)
{
    if (ddpwLang == "en" || ddpwLang.startsWith("en_") || ddpwLang == "C")
        return QStringLiteral("en");
    if (ddpwLang == "zh" || ddpwLang.startsWith("zh_"))
        return QStringLiteral("zh_CN");
    return system.language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

QString CliLanguage::resolve()
{
    const QByteArray ddpwLang = qgetenv("DDPW_LANG");
    // QLocale::system() costs ~30k instructions (callgrind) on first use, ~0.3% of a validate run;
    // it only reads these variables, so when none names Chinese the answer is English without it.
    bool chineseLocale = false;
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"})
        chineseLocale = chineseLocale || qgetenv(name).contains("zh");
    if (ddpwLang.isEmpty() && !chineseLocale)
        return QStringLiteral("en");
    return resolve(ddpwLang, chineseLocale ? QLocale::system() : QLocale::c());
}

// Replaces the installed translator (if any) with LANGUAGE's; false when it cannot be loaded.
bool CliLanguage::load(const QString& language)
{
    if (g_translator && g_language == language)
        return true;
    if (g_translator) {
        QCoreApplication::removeTranslator(g_translator);
        delete g_translator;
        g_translator = nullptr;
    }
    auto* translator = new QTranslator(QCoreApplication::instance());
    if (!translator->load(QStringLiteral(":/i18n/ddpwizard_") + language) ||
        !QCoreApplication::installTranslator(translator)) {
        delete translator;
        return false;
    }
    g_translator = translator;
    g_language = language;
    return true;
}

void CliLanguage::install()
{
    // English too: its translation holds the plural forms of "%n node(s)".
    if (!g_translator)
        load(resolve());
}

void CliLanguage::useEnglish()
{
    // The English translator stays: it is what turns "%n node(s)" into "2 nodes", so machine
    // output says what the English GUI says, in every locale.
    load(QStringLiteral("en"));
}

} // namespace ddpw
