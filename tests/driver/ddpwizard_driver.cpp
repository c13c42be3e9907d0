// ddpwizard-driver: the desktop app started exactly as app/gui/main.cpp starts it (AppSetup),
// plus what only tests and docs need: a screenshot of a given step or view, quitting after the
// first frame (the start-up benchmark), and the benchmark's two baseline windows. Not installed.
//   ddpwizard-driver [--language L] [--step N] [--view N] [--size WxH] (--screenshot FILE | --quit-after-show) [job]
//   ddpwizard-driver --empty-window | --text-window
#include "AppSetup.h"
#include "LanguageManager.h"
#include "MainWindow.h"
#include "Prompt.h"
#include "generate/CommandGenerator.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTimer>

#include <cstdio>

namespace {

// Ends a start-up benchmark run at the window's first frame: the repaint manager paints the
// window and all its children in one pass, so when the window's own paint event arrives, a
// zero timer runs after the whole frame is drawn. It prints "shown" for the timing parent.
class QuitAfterFirstPaint : public QObject
{
public:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && !m_seen) {
            m_seen = true;
            QTimer::singleShot(0, watched, [] {
                std::fputs("shown\n", stdout);
                std::fflush(stdout);
                QApplication::quit();
            });
        }
        return false;
    }

private:
    bool m_seen = false;
};

// The start-up benchmark's baselines: an empty QMainWindow, or (withText) the least a window
// showing the app's text costs: a word-wrapped label in the desktop font beside the guide's
// command in the fixed font. Against the second, the benchmark tells the window's own cost from
// what drawing any text costs.
int runBaselineWindow(QApplication& app, bool withText)
{
    QMainWindow window;
    if (withText) {
        auto* splitter = new QSplitter(&window);
        auto* label = new QLabel(QStringLiteral("The job's name, the image and the torch version in it: the start "
                                                "command's options depend on that version."),
                                 splitter);
        label->setWordWrap(true);
        auto* editor = new QPlainTextEdit(splitter);
        editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        editor->setPlainText(ddpw::CommandGenerator(ddpw::JobSpec::guideExample()).platformCommand());
        window.setCentralWidget(splitter);
    }
    QuitAfterFirstPaint quitter;
    window.installEventFilter(&quitter);
    window.resize(1200, 760);
    window.show();
    return app.exec();
}

QSize parseSize(const QString& text)
{
    const QStringList parts = text.split(u'x');
    return parts.size() == 2 ? QSize(parts[0].toInt(), parts[1].toInt()) : QSize(1280, 800);
}

} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    ddpw::AppSetup::configure(app);

    QCommandLineParser parser;
    const QCommandLineOption screenshot{QStringLiteral("screenshot"), QStringLiteral("save a PNG and quit"),
                                        QStringLiteral("file")};
    const QCommandLineOption step{QStringLiteral("step"), QStringLiteral("show this step"), QStringLiteral("index")};
    const QCommandLineOption view{QStringLiteral("view"), QStringLiteral("show this view"), QStringLiteral("index")};
    const QCommandLineOption language{QStringLiteral("language"), QStringLiteral("en or zh_CN"),
                                      QStringLiteral("code")};
    const QCommandLineOption size{QStringLiteral("size"), QStringLiteral("window size for --screenshot"),
                                  QStringLiteral("WxH"), QStringLiteral("1280x800")};
    const QCommandLineOption quitAfterShow{QStringLiteral("quit-after-show"), QStringLiteral("quit after one frame")};
    const QCommandLineOption emptyWindow{QStringLiteral("empty-window"), QStringLiteral("baseline: empty window")};
    const QCommandLineOption textWindow{QStringLiteral("text-window"), QStringLiteral("baseline: text window")};
    parser.addOptions({screenshot, step, view, language, size, quitAfterShow, emptyWindow, textWindow});
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("job"), QStringLiteral("a job file to open"), QStringLiteral("[job]"));
    parser.process(app);

    if (parser.isSet(emptyWindow) || parser.isSet(textWindow))
        return runBaselineWindow(app, parser.isSet(textWindow));

    ddpw::Prompt::setInteractive(false); // a script: never wait on a dialog
    ddpw::LanguageManager languages;
    const std::unique_ptr<ddpw::MainWindow> window =
        ddpw::AppSetup::createWindow(languages, parser.value(language), parser.positionalArguments());
    if (parser.isSet(step))
        window->showStep(parser.value(step).toInt());
    if (parser.isSet(view))
        window->showView(parser.value(view).toInt());
    QuitAfterFirstPaint quitter;
    if (parser.isSet(quitAfterShow))
        window->installEventFilter(&quitter);
    window->show();
    if (parser.isSet(screenshot)) {
        window->resize(parseSize(parser.value(size)));
        const QString path = parser.value(screenshot);
        // Let layouts and the preview settle for a moment before grabbing.
        QTimer::singleShot(300, window.get(), [&window, path] {
            if (!window->grab().save(path))
                std::fprintf(stderr, "ddpwizard-driver: cannot write %s\n", qPrintable(path));
            QApplication::exit(0);
        });
    }
    return app.exec();
}
