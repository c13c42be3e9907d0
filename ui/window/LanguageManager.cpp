#include "window/LanguageManager.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace ddpw {

namespace {

const QString kSettingsKey = QStringLiteral("language");

} // namespace

QStringList LanguageManager::available()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

LanguageManager::LanguageManager(QObject* parent) : QObject(parent) {}

QString LanguageManager::savedChoice()
{
    return QSettings().value(kSettingsKey).toString();
}

QString LanguageManager::resolve(const QString& choice)
{
    if (available().contains(choice))
        return choice;
    // English is the source language; any Chinese locale gets Simplified Chinese, the only
    // translation there is.
    const QLocale system = QLocale::system();
    return system.language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

void LanguageManager::setLanguage(const QString& choice)
{
    m_choice = available().contains(choice) ? choice : QString();
    const QString language = resolve(m_choice);
    if (language == m_effective && m_app)
        return;
    removeTranslators();
    m_effective = language;
    if (language != QLatin1String("en")) {
        m_qt = new QTranslator(this);
        if (m_qt->load(QStringLiteral("qtbase_") + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(m_qt);
    }
    // English is the source language; its translation holds only the plural forms ("1 node",
    // "2 nodes" for "%n node(s)").
    m_app = new QTranslator(this);
    if (m_app->load(QStringLiteral(":/i18n/ddpwizard_") + language))
        QCoreApplication::installTranslator(m_app);
}

void LanguageManager::chooseLanguage(const QString& choice)
{
    setLanguage(choice);
    QSettings().setValue(kSettingsKey, m_choice);
}

void LanguageManager::removeTranslators()
{
    for (QTranslator** translator : {&m_app, &m_qt}) {
        if (*translator) {
            QCoreApplication::removeTranslator(*translator);
            delete *translator;
            *translator = nullptr;
        }
    }
}

} // namespace ddpw
