#pragma once

// The base of every GUI test (tests/gui): the application as the app sets itself up
// (AppSetup::configure: names, version, icon, the app's style, the wheel guard), with its settings
// and data (QSettings, the autosave folder) in a temporary folder of the test's own, so that no
// test reads what the user or another test left; dialogs are never shown (Prompt answers only
// what a test queued). Windows are made as the app makes them (AppSetup::createWindow), in the
// language a test names, through the app's translator (LanguageManager, languages()). A widget
// tested alone, outside a window, speaks the source language (no translator, not even English's
// plural forms) unless its test sets one through languages(). The set-up runs when the test
// object is made (QTEST_MAIN makes it after the QApplication), before initTestCase().

#include "openjob/Autosaver.h"
#include "openjob/JobDocument.h"
#include "widgets/Prompt.h"
#include "window/AppSetup.h"
#include "window/LanguageManager.h"
#include "window/MainWindow.h"

#include <QApplication>
#include <QDir>
#include <QMouseEvent>
#include <QObject>
#include <QSettings>
#include <QSplitter>
#include <QTemporaryDir>

#include <memory>

namespace ddpw::test {

class GuiTestBase : public QObject
{
protected:
    GuiTestBase()
    {
        if (!m_home.isValid())
            qFatal("no temporary folder for the test's settings: %s", qPrintable(m_home.errorString()));
        AppSetup::configure(*qApp);
        // Where Qt puts the user's settings and data on Linux; read on every use, so set before
        // the first one. Programs the test starts (the CLI, the driver) inherit them.
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_home.filePath(QStringLiteral("config"))));
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_home.filePath(QStringLiteral("data"))));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_home.filePath(QStringLiteral("config")));
        if (!QSettings().fileName().startsWith(m_home.path()) || !Autosaver::folder().startsWith(m_home.path()))
            qFatal("the test's settings or autosaves would not be in its temporary folder");
        Prompt::setInteractive(false);
    }

    // No settings, queued answers or autosaved jobs left by an earlier test function.
    static void startClean()
    {
        QSettings().clear();
        Prompt::reset();
        QDir(Autosaver::folder()).removeRecursively();
    }

    // A new window on a clean slate (startClean), as the app makes it, in `language`; not yet
    // shown, so a test can give it a job or a size first. The first size comes from the screen
    // (WindowPlacement); the offscreen screen is 800x600, so every such window gets the size a
    // desk screen would.
    std::unique_ptr<MainWindow> newWindow(const QString& language = QStringLiteral("en"))
    {
        startClean();
        std::unique_ptr<MainWindow> window = AppSetup::createWindow(m_languages, language, {});
        window->resize(1200, 760);
        return window;
    }

    // Another window as the app's next start makes it: the settings, autosaves and size as
    // earlier windows left them.
    std::unique_ptr<MainWindow> nextWindow(const QString& language = QStringLiteral("en"))
    {
        return AppSetup::createWindow(m_languages, language, {});
    }

    // The app's translator: a test switches a lone widget's language (or a window's without its
    // menu) here.
    LanguageManager& languages() { return m_languages; }

    // Closes the window; whatever the test edited is dropped without a question.
    static void closeWindow(std::unique_ptr<MainWindow>& window)
    {
        if (window->document()->isModified())
            Prompt::setNextAnswer(QMessageBox::Discard);
        window->close();
        window.reset();
    }

private:
    QTemporaryDir m_home;
    LanguageManager m_languages; // outlives the windows the test keeps (members of the test)
};

// The widget of that object name under `parent`; the test stops at once if there is none
// (a renamed widget would otherwise crash on a null pointer far from the cause).
template <typename T>
T* namedChild(const QObject& parent, const char* name)
{
    T* widget = parent.findChild<T*>(QLatin1String(name));
    if (!widget)
        qFatal("no widget named %s", name);
    return widget;
}

// A drag of the splitter's handle before widget `index` by `by` pixels, as the mouse does it
// (a drag is what the window remembers; a size set by code is not the user's).
inline void dragSplitterHandle(QSplitter* splitter, int index, int by)
{
    QSplitterHandle* handle = splitter->handle(index);
    const QPoint start = handle->rect().center();
    const QPoint end = start + (splitter->orientation() == Qt::Vertical ? QPoint(0, by) : QPoint(by, 0));
    QMouseEvent press(QEvent::MouseButtonPress, start, handle->mapToGlobal(start), Qt::LeftButton, Qt::LeftButton,
                      Qt::NoModifier);
    QMouseEvent move(QEvent::MouseMove, end, handle->mapToGlobal(end), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QMouseEvent release(QEvent::MouseButtonRelease, end, handle->mapToGlobal(end), Qt::LeftButton, Qt::NoButton,
                        Qt::NoModifier);
    QApplication::sendEvent(handle, &press);
    QApplication::sendEvent(handle, &move);
    QApplication::sendEvent(handle, &release);
}

} // namespace ddpw::test
