#pragma once

#include <QString>
#include <QStringList>

#include <memory>

class QApplication;

namespace ddpw {

class LanguageManager;
class MainWindow;

// How the desktop app starts, shared by app/gui/main.cpp and the test driver that takes the
// screenshots and times the start-up (tests/driver/): the same names, icon, style, language and
// window, so what the driver measures is what a user starts.
class AppSetup
{
public:
    // Application and organisation names (settings, data folder), version, icon, the style, the
    // wheel guard (WheelGuard).
    static void configure(QApplication& app);
    // The window in the saved (or given) language, with the job files to open (the first one).
    static std::unique_ptr<MainWindow> createWindow(LanguageManager& languages, const QString& language,
                                                    const QStringList& jobFiles);
};

} // namespace ddpw
