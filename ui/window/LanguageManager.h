#pragma once

#include <QObject>
#include <QString>

class QTranslator;

namespace ddpw {

// Installs the app's and Qt's own translators for the chosen language and swaps them at run
// time; every widget then gets QEvent::LanguageChange and retranslates itself.
class LanguageManager : public QObject
{
    Q_OBJECT

public:
    // "" follows the system locale; otherwise "en" or "zh_CN".
    static QString systemChoice() { return {}; }
    static QStringList available();

    explicit LanguageManager(QObject* parent = nullptr);

    // Applies the language (start-up, tests); chooseLanguage() also remembers it.
    void setLanguage(const QString& choice);
    // The user's choice from the menu: applied and remembered in QSettings.
    void chooseLanguage(const QString& choice);
    QString choice() const { return m_choice; }
    // The remembered choice from QSettings ("" when none).
    static QString savedChoice();

private:
    static QString resolve(const QString& choice);
    void removeTranslators();

    QString m_choice;
    QString m_effective = QStringLiteral("en");
    QTranslator* m_app = nullptr;
    QTranslator* m_qt = nullptr;
};

} // namespace ddpw
