#include "AppStyle.h"
#include "LanguageManager.h"
#include "MainWindow.h"
#include "Prompt.h"
#include "generate/CommandGenerator.h"
#include "util/BuildInfo.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QEvent>
#include <QFontDatabase>
#include <QIcon>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QStyle>
#include <QTimer>

#include <cstdio>

namespace {

// Options for tools/screenshots.sh and the start-up benchmark; hidden from --help.
struct HiddenOptions
{
    QCommandLineOption screenshot{QStringLiteral("screenshot"), QString(), QStringLiteral("file")};
    QCommandLineOption step{QStringLiteral("step"), QString(), QStringLiteral("index")};
    QCommandLineOption view{QStringLiteral("view"), QString(), QStringLiteral("index")};
    QCommandLineOption language{QStringLiteral("language"), QString(), QStringLiteral("code")};
    QCommandLineOption quitAfterShow{QStringLiteral("quit-after-show")};
    QCommandLineOption emptyWindow{QStringLiteral("empty-window")};
    QCommandLineOption textWindow{QStringLiteral("text-window")};

    void addTo(QCommandLineParser& parser)
    {
        for (QCommandLineOption* option :
             {&screenshot, &step, &view, &language, &quitAfterShow, &emptyWindow, &textWindow}) {
            option->setFlags(QCommandLineOption::HiddenFromHelp);
            parser.addOption(*option);
        }
    }
};

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

// The start-up benchmark's baselines, in the same process: an empty QMainWindow, or
// (withText) the least a window showing the app's text costs: a word-wrapped label in the
// desktop font beside the guide's command in the fixed font. Against the second, the benchmark
// tells the window's own cost from what drawing any text costs.
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

void takeScreenshot(ddpw::MainWindow& window, const QString& path)
{
    // Let layouts and the preview settle for a moment before grabbing.
    QTimer::singleShot(300, &window, [&window, path] {
        if (!window.grab().save(path))
            std::fprintf(stderr, "ddpwizard: cannot write %s\n", qPrintable(path));
        QApplication::exit(0);
    });
}

} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("ddpwizard"));
    QApplication::setOrganizationName(QStringLiteral("ddpwizard"));
    QApplication::setApplicationDisplayName(QStringLiteral("DDP Wizard"));
    QApplication::setApplicationVersion(QStringLiteral(DDPW_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/ddpwizard.svg")));
    // The desktop's style (or -style's) with the app's own SVG status icons.
    QApplication::setStyle(new ddpw::AppStyle(QApplication::style()->name()));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("DDP Wizard: multi-node PyTorch DDP start commands"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("job"), QStringLiteral("a job file to open"), QStringLiteral("[job]"));
    HiddenOptions hidden;
    hidden.addTo(parser);
    parser.process(app);

    if (parser.isSet(hidden.emptyWindow) || parser.isSet(hidden.textWindow))
        return runBaselineWindow(app, parser.isSet(hidden.textWindow));

    ddpw::LanguageManager languages;
    languages.setLanguage(parser.isSet(hidden.language) ? parser.value(hidden.language)
                                                        : ddpw::LanguageManager::savedChoice());
    const bool scripted = parser.isSet(hidden.screenshot) || parser.isSet(hidden.quitAfterShow);
    if (scripted)
        ddpw::Prompt::setInteractive(false);

    ddpw::MainWindow window(&languages);
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().constFirst());
    if (parser.isSet(hidden.step))
        window.showStep(parser.value(hidden.step).toInt());
    if (parser.isSet(hidden.view))
        window.showView(parser.value(hidden.view).toInt());
    QuitAfterFirstPaint quitter;
    if (parser.isSet(hidden.quitAfterShow))
        window.installEventFilter(&quitter);
    window.show();

    if (parser.isSet(hidden.screenshot)) {
        window.resize(1280, 800);
        takeScreenshot(window, parser.value(hidden.screenshot));
    } else if (!parser.isSet(hidden.quitAfterShow)) {
        // After the first paint: an unclean exit's job is offered back.
        QTimer::singleShot(0, &window, &ddpw::MainWindow::offerAutosaveRestore);
    }
    return app.exec();
}
