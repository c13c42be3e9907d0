#pragma once

// The main window as the GUI tests drive it, set up one way for every test of the whole window
// (tst_MainWindow, tst_LogDiagnosisDialog, tst_Languages, tst_Lists, tst_FixRows, tst_InputSafety): the application
// configured as main.cpp does (the app's style and wheel guard, test-mode settings and paths, dialogs never shown:
// Prompt answers only what a test queued), no settings or autosave left by an earlier test, English unless the test
// switches.

#include "document/Autosaver.h"
#include "document/JobDocument.h"
#include "widgets/Prompt.h"
#include "widgets/WheelGuard.h"
#include "window/AppStyle.h"
#include "window/LanguageManager.h"
#include "window/MainWindow.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMouseEvent>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>

#include <memory>

namespace ddpw::test {

// In initTestCase(): the application's settings and style, named for the test.
inline void prepareMainWindowTests(const QString& testName)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ddpwizard-tests"));
    QCoreApplication::setApplicationName(testName);
    Prompt::setInteractive(false);
    QApplication::setStyle(new AppStyle(QApplication::style()->name())); // as the app does
    WheelGuard::install(); // the wheel guard too, as AppSetup::configure installs it
}

// A new window on a clean slate (no settings, no queued answers, no autosave), in English; not
// yet shown, so a test can give it a job or a size first.
inline void newMainWindow(std::unique_ptr<LanguageManager>& languages, std::unique_ptr<MainWindow>& window)
{
    QSettings().clear();
    Prompt::reset();
    QDir(Autosaver::folder()).removeRecursively();
    languages = std::make_unique<LanguageManager>();
    languages->setLanguage(QStringLiteral("en"));
    window = std::make_unique<MainWindow>(languages.get());
    // The first size comes from the screen (WindowPlacement); the offscreen screen is 800x600, so
    // the tests give every window the same size a desk screen would.
    window->resize(1200, 760);
}

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

// Closes the window; whatever the test edited is dropped without a question.
inline void closeMainWindow(std::unique_ptr<MainWindow>& window)
{
    if (window->document()->isModified())
        Prompt::setNextAnswer(QMessageBox::Discard);
    window->close();
    window.reset();
}

} // namespace ddpw::test
