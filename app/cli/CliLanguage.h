#pragma once

#include <QByteArray>
#include <QLocale>
#include <QString>

namespace ddpw {

// The language of ddpwizard-cli's messages. English is the source language and needs no
// translator, so the English path (validate runs once per keystroke in editors) costs nothing
// more than reading two environment variables.
class CliLanguage
{
public:
    // "en" or "zh_CN": DDPW_LANG when it names one of them (en, zh, zh_CN), else the system
    // locale (QLocale::system(): LC_ALL, LC_MESSAGES, LANG), where any Chinese locale gets
    // Simplified Chinese, the only translation there is, as in the GUI.
    static QString resolve(const QByteArray& ddpwLang, const QLocale& system);
    static QString resolve();

    // Installs the translator of resolve()'s language from :/i18n/ddpwizard_<lang>.qm, which
    // ddpwizard-cli embeds (for English: the plural forms only). Call once, after QCoreApplication
    // exists.
    static void install();

    // Machine-readable output (--format json, --list-codes --format markdown) is English in
    // every locale, byte for byte what scripts and docs/validate.md expect: installs the
    // English translator (its plural forms only) for the rest of the process.
    static void useEnglish();

private:
    static bool load(const QString& language);
};

} // namespace ddpw
