// ddpwizard-driver: the desktop app started exactly as app/gui/main.cpp starts it (AppSetup),
// plus what only tests and docs need: a screenshot of a given step or view, quitting after the
// first frame (the start-up benchmark), and the benchmark's two baseline windows. Not installed.
//   ddpwizard-driver [--language L] [--theme T] [--step N] [--view N] [--size WxH] [--run-check]
//                    [--bandwidth] [--explain WORD] [--diagnose LOG]...
//                    (--screenshot FILE | --quit-after-show) [job]
//   --run-check: on the Check step, click Run (local mode) and grab once the check has ended;
//   --bandwidth ticks "Measure the network" first.
//   --diagnose: open File > Diagnose logs with these logs; the picture is of that view.
//   --explain: click that word of the start command, so the explanation shows.
//   --open-command FILE: File > Open command with the text of FILE pasted; the picture is of
//   that dialog, at the size it opens with.
//   --size screen: the window as WindowPlacement opens it on this screen (no resize).
//   ddpwizard-driver --empty-window | --text-window
//   ddpwizard-driver --edit-job-name NAME [--type-command TEXT] [job]: an edit (and a command kept
//   as typed), then "autosaved" on stdout once the crash copy is written; it runs until killed.
//   ddpwizard-driver --restore yes|no|cancel [job]: the start's offer of a crash copy, answered so;
//   prints what was asked and the job it shows (name, file, modified, typed command), then quits.
#include "generate/CommandGenerator.h"
#include "logs/LogDiagnosisDialog.h"
#include "pages/CheckPage.h"
#include "pages/FormSteps.h"
#include "preview/CommandPreview.h"
#include "preview/OpenCommandDialog.h"
#include "preview/PreviewPane.h"
#include "widgets/AppTheme.h"
#include "widgets/Prompt.h"
#include "window/AppSetup.h"
#include "window/FileActions.h"
#include "window/LanguageManager.h"
#include "window/MainWindow.h"

#include "openjob/JobDocument.h"

#include <QApplication>
#include <QCheckBox>
#include <QCommandLineParser>
#include <QEvent>
#include <QFile>
#include <QFontDatabase>
#include <QLabel>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTextCursor>
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

// Clicks a word of the start command, as a person does to read its explanation.
void explainWord(ddpw::MainWindow& window, const QString& word)
{
    ddpw::CommandPreview* preview = window.previewPane()->preview();
    const qsizetype offset = preview->commandText().indexOf(word);
    if (offset < 0)
        return;
    QTextCursor cursor(preview->editor()->document());
    cursor.setPosition(int(offset) + 1);
    const QPoint point = preview->editor()->cursorRect(cursor).center();
    QWidget* viewport = preview->editor()->viewport();
    QMouseEvent press(QEvent::MouseButtonPress, point, viewport->mapToGlobal(point), Qt::LeftButton, Qt::LeftButton,
                      Qt::NoModifier);
    QMouseEvent release(QEvent::MouseButtonRelease, point, viewport->mapToGlobal(point), Qt::LeftButton, Qt::NoButton,
                        Qt::NoModifier);
    QApplication::sendEvent(viewport, &press);
    QApplication::sendEvent(viewport, &release);
}

QSize parseSize(const QString& text)
{
    const QStringList parts = text.split(u'x');
    return parts.size() == 2 ? QSize(parts[0].toInt(), parts[1].toInt()) : QSize(1280, 800);
}

// As main.cpp offers it after the first paint, answered by `answer`; then what the window shows.
int answerRestore(ddpw::MainWindow& window, const QString& answer)
{
    ddpw::Prompt::setNextAnswer(answer == QLatin1String("yes")  ? QMessageBox::Yes
                                : answer == QLatin1String("no") ? QMessageBox::No
                                                                : QMessageBox::Cancel);
    window.files()->offerAutosaveRestore();
    const ddpw::JobDocument& document = *window.document();
    std::printf("asked: %s\njob: %s\nfile: %s\nmodified: %d\ntyped: %s\n",
                qPrintable(ddpw::Prompt::lastMessage().simplified()), qPrintable(document.job().jobName),
                qPrintable(document.filePath()), int(document.isModified()), qPrintable(document.typedCommand()));
    std::fflush(stdout);
    // A clean exit keeps nothing: the copies left are what the answer left.
    return 0;
}

// Unsaved work, then "autosaved" once the crash copy holds it: a test kills the app then.
void editUntilAutosaved(ddpw::MainWindow& window, const QString& name, const QString& typed)
{
    ddpw::JobDocument* document = window.document();
    document->edit([&name](ddpw::JobSpec& job) { job.jobName = name; });
    if (!typed.isEmpty())
        document->keepTypedCommand(typed);
    auto* poll = new QTimer(&window);
    QObject::connect(poll, &QTimer::timeout, &window, [document, poll] {
        if (!QFile::exists(document->autosavePath()))
            return;
        poll->stop();
        std::fputs("autosaved\n", stdout);
        std::fflush(stdout);
    });
    poll->start(100);
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
    const QCommandLineOption theme{QStringLiteral("theme"), QStringLiteral("system, light or dark"),
                                   QStringLiteral("theme")};
    const QCommandLineOption runCheck{QStringLiteral("run-check"), QStringLiteral("run the Check step first")};
    const QCommandLineOption explain{QStringLiteral("explain"), QStringLiteral("click this word of the command"),
                                     QStringLiteral("word")};
    const QCommandLineOption bandwidth{QStringLiteral("bandwidth"),
                                       QStringLiteral("with --run-check: measure the network")};
    const QCommandLineOption diagnose{QStringLiteral("diagnose"),
                                      QStringLiteral("open the Diagnose view with this log"), QStringLiteral("log")};
    const QCommandLineOption openCommand{QStringLiteral("open-command"),
                                         QStringLiteral("open File > Open command with this file's text"),
                                         QStringLiteral("file")};
    const QCommandLineOption editJobName{QStringLiteral("edit-job-name"),
                                         QStringLiteral("edit the job name, say when the crash copy is written"),
                                         QStringLiteral("name")};
    const QCommandLineOption typeCommand{QStringLiteral("type-command"),
                                         QStringLiteral("with --edit-job-name: keep this command as typed"),
                                         QStringLiteral("text")};
    const QCommandLineOption restore{QStringLiteral("restore"),
                                     QStringLiteral("answer the offer of a crash copy: yes, no or cancel"),
                                     QStringLiteral("answer")};
    parser.addOptions({screenshot, step, view, language, size, quitAfterShow, emptyWindow, textWindow, theme, runCheck,
                       explain, bandwidth, diagnose, openCommand, editJobName, typeCommand, restore});
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("job"), QStringLiteral("a job file to open"), QStringLiteral("[job]"));
    parser.process(app);

    if (parser.isSet(emptyWindow) || parser.isSet(textWindow))
        return runBaselineWindow(app, parser.isSet(textWindow));

    ddpw::Prompt::setInteractive(false); // a script: never wait on a dialog
    if (parser.isSet(theme))
        ddpw::AppTheme::apply(parser.value(theme));
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
    if (parser.isSet(restore))
        return answerRestore(*window, parser.value(restore));
    if (parser.isSet(editJobName))
        editUntilAutosaved(*window, parser.value(editJobName), parser.value(typeCommand));
    if (parser.isSet(screenshot)) {
        if (parser.value(size) != QLatin1String("screen"))
            window->resize(parseSize(parser.value(size)));
        const QString path = parser.value(screenshot);
        // The Diagnose view is its own window: its picture, at the size it opens with.
        QWidget* shown = window.get();
        ddpw::LogDiagnosisDialog* diagnoseView = nullptr;
        if (parser.isSet(diagnose)) {
            diagnoseView = ddpw::LogDiagnosisDialog::showFor(window->document(), window.get());
            diagnoseView->addFiles(parser.values(diagnose));
            shown = diagnoseView;
        }
        if (parser.isSet(openCommand)) {
            QFile file(parser.value(openCommand));
            if (!file.open(QIODevice::ReadOnly)) {
                std::fprintf(stderr, "ddpwizard-driver: cannot read %s\n", qPrintable(parser.value(openCommand)));
                return 2;
            }
            window->files()->openCommandAction()->trigger();
            auto* dialog = window->findChild<ddpw::OpenCommandDialog*>();
            if (!dialog)
                return 2;
            dialog->setCommand(QString::fromUtf8(file.readAll()));
            shown = dialog;
        }
        const auto grab = [shown, path] {
            if (!shown->grab().save(path))
                std::fprintf(stderr, "ddpwizard-driver: cannot write %s\n", qPrintable(path));
            QApplication::exit(0);
        };
        if (parser.isSet(explain)) {
            const QString word = parser.value(explain);
            QTimer::singleShot(100, window.get(), [&window, word] { explainWord(*window, word); });
        }
        if (parser.isSet(runCheck)) {
            // As a person would: the Check step, Run; the picture once the check has ended.
            window->showStep(ddpw::FormSteps::Check);
            auto* page = window->findChild<ddpw::CheckPage*>();
            auto* run = window->findChild<QPushButton*>(QStringLiteral("runButton"));
            if (parser.isSet(bandwidth))
                window->findChild<QCheckBox*>(QStringLiteral("bandwidth"))->setChecked(true);
            QTimer::singleShot(200, window.get(), [run] { run->click(); });
            auto* poll = new QTimer(window.get());
            QObject::connect(poll, &QTimer::timeout, window.get(), [page, poll, grab] {
                if (page->isRunning())
                    return;
                poll->stop();
                QTimer::singleShot(300, grab);
            });
            QTimer::singleShot(400, poll, [poll] { poll->start(100); });
        } else if (diagnoseView) {
            // The logs are read on a worker thread: the picture once the cards are shown.
            QObject::connect(diagnoseView, &ddpw::LogDiagnosisDialog::diagnosed, window.get(),
                             [grab] { QTimer::singleShot(300, grab); });
        } else {
            // Let layouts and the preview settle for a moment before grabbing.
            QTimer::singleShot(parser.isSet(explain) ? 600 : 300, window.get(), grab);
        }
    }
    return app.exec();
}
