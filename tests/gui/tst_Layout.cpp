// The window as a first-time user sees it, at the smallest size it is made for (1024x768) and on
// a large screen, in English and in Chinese, with every inline message a job can show: every step
// and every view fits its pane (nothing outside it, nothing cut), nothing scrolls sideways, and
// an inline message that appears moves only what is below it. Runs in CI (offscreen).
#include "GuiTestBase.h"
#include "LayoutCheck.h"
#include "logs/LogDiagnosisDialog.h"
#include "logs/LogFindingCard.h"
#include "openjob/JobDocument.h"
#include "pages/FormPage.h"
#include "pages/FormSteps.h"
#include "window/JobStatusBanner.h"
#include "window/MainWindow.h"

#include <QApplication>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QTest>

#include <memory>

using namespace ddpw;

namespace {

// A job with a problem, a fix button or a note on as many fields as one job can have at once.
JobSpec jobWithEveryMessage()
{
    JobSpec job = JobSpec::guideExample();
    job.jobName.clear();                                   // error
    job.computeFramework = ComputeFramework::PyTorch;      // error
    job.roleName = QStringLiteral("Worker_1");             // error with a fix
    job.launcher = Launcher::DistributedLaunch;            // info with a fix
    job.localRankFrom = LocalRankFrom::UnderscoreArgument; // torch 2.6: error with a fix
    job.python = QStringLiteral("my python");              // error
    job.rendezvousBackend = RendezvousBackend::Static;     // with elastic: error with a fix
    job.elastic = ElasticRange{1, 2};
    job.port = 80;                                                   // warning with a fix
    job.nprocPerNode = {NprocPerNode::Kind::Number, 16};             // error with a fix
    job.entry.clear();                                               // error
    job.env = {{QStringLiteral("LOCAL_RANK"), QStringLiteral("3")}}; // warning with a fix
    job.scriptArgs = {QStringLiteral("--data"),
                      QStringLiteral("/a/very/long/path/without/any/break/") + QString(80, u'x')};
    return job;
}

} // namespace

class tst_Layout : public test::GuiTestBase
{
    Q_OBJECT

private slots:
    void everyPaneFits_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("step");
        QTest::addColumn<int>("view");
        QTest::addColumn<bool>("roundTrip"); // the other language first, then back
        for (const QSize size : {QSize(1024, 768), QSize(1920, 1080)}) {
            for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
                for (const bool roundTrip : {false, true}) {
                    const char* trip = roundTrip ? " after a round trip" : "";
                    for (int step = 0; step < FormSteps::kCount; ++step)
                        QTest::addRow("%dx%d %s step %d%s", size.width(), size.height(), qPrintable(language), step + 1,
                                      trip)
                            << size << language << step << 0 << roundTrip;
                    for (int view = 1; view <= 2; ++view)
                        QTest::addRow("%dx%d %s view %d%s", size.width(), size.height(), qPrintable(language), view,
                                      trip)
                            << size << language << 3 << view << roundTrip;
                }
            }
        }
    }

    void everyPaneFits()
    {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        QFETCH(int, step);
        QFETCH(int, view);
        QFETCH(bool, roundTrip);
        const QString other = language == QLatin1String("en") ? QStringLiteral("zh_CN") : QStringLiteral("en");
        const std::unique_ptr<MainWindow> owned = newWindow(roundTrip ? other : language);
        MainWindow& window = *owned;
        window.document()->setJob(jobWithEveryMessage());
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY2(window.width() <= size.width(), "the window does not fit the screen size it is made for");
        window.showStep(step);
        window.showView(view);
        if (roundTrip) {
            // Every page and view built and shown in the other language, then the switch back.
            for (int shown = 0; shown < FormSteps::kCount; ++shown)
                window.showStep(shown);
            for (int shown = 2; shown >= 0; --shown)
                window.showView(shown);
            QCoreApplication::processEvents();
            window.setLanguage(language);
            window.showStep(step);
            window.showView(view);
        }
        FormPage* page = window.pages()[step];
        // The inline messages that need a user's action to appear.
        if (step == FormSteps::Command) {
            auto* line = window.findChild<QLineEdit*>(QStringLiteral("scriptArgs"));
            line->setFocus();
            QTest::keyClicks(line, QStringLiteral(" --name \"unfinished"));
        }
        if (step == FormSteps::Check) {
            QTest::mouseClick(window.findChild<QRadioButton*>(QStringLiteral("sshMode")), Qt::LeftButton, {},
                              QPoint(8, 8));
            window.findChild<QLineEdit*>(QStringLiteral("pasteHosts"))->setText(QStringLiteral("a,,b"));
            QTest::mouseClick(window.findChild<QPushButton*>(QStringLiteral("pasteButton")), Qt::LeftButton);
        }
        // Until the layouts settle: a change of size goes up one parent per round of events.
        for (int round = 0; round < 10; ++round)
            QCoreApplication::processEvents();
        QVERIFY(window.document()->problems().size() >= 10);

        QStringList problems;
        auto* scroll = qobject_cast<QScrollArea*>(page->parentWidget()->parentWidget());
        QVERIFY(scroll);
        QVERIFY2(page->width() <= scroll->viewport()->width(),
                 qPrintable(
                     QStringLiteral("page %1 px in a %2 px pane").arg(page->width()).arg(scroll->viewport()->width())));
        problems += test::layoutProblems(page, scroll->viewport());
        QWidget* column = window.findChild<QWidget*>(QStringLiteral("stepColumn"));
        problems += test::layoutProblems(column, column);
        QWidget* banner = window.statusBanner();
        problems += test::layoutProblems(banner, banner);
        auto* views = window.findChild<QTabWidget*>(QStringLiteral("views"));
        problems += test::layoutProblems(views, views);
        problems += test::sidewaysScrolling(&window);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // The Diagnose view, opened on a small and a large screen with the logs of a failed job (a
    // root cause, what it explains, a one-click fix) and a line shown in the viewer: it fits the
    // screen, its cards wrap to their pane, nothing is cut and nothing scrolls sideways.
    void diagnoseViewFits_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<QString>("language");
        for (const QSize size : {QSize(1024, 768), QSize(1920, 1080)})
            for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
                QTest::addRow("%dx%d %s", size.width(), size.height(), qPrintable(language)) << size << language;
    }

    void diagnoseViewFits()
    {
        QFETCH(QSize, screen);
        QFETCH(QString, language);
        const std::unique_ptr<MainWindow> owned = newWindow(language);
        MainWindow& window = *owned;
        window.resize(screen);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        LogDiagnosisDialog* dialog = LogDiagnosisDialog::showFor(window.document(), &window);
        dialog->resize(LogDiagnosisDialog::initialSize(screen));
        const QString corpus = QStringLiteral(DDPW_SOURCE_DIR "/tests/data/diagnose-corpus/recorded/");
        dialog->addFiles({corpus + QStringLiteral("restart-after-crash/node0.log"),
                          corpus + QStringLiteral("restart-after-crash/node1.log"),
                          corpus + QStringLiteral("dash-spelling.log")});
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isDiagnosing(), 120000); // read on a worker thread
        QVERIFY(dialog->cards().size() >= 3);
        QTest::mouseClick(dialog->cards().first()->evidenceButtons().first(), Qt::LeftButton);
        QVERIFY2(dialog->frameGeometry().width() <= screen.width() &&
                     dialog->frameGeometry().height() <= screen.height(),
                 "the Diagnose view does not fit the screen");
        auto* cards = dialog->findChild<QScrollArea*>();
        QVERIFY(cards);
        const auto problemsNow = [dialog, cards] {
            return test::layoutProblems(dialog, dialog) + test::layoutProblems(cards->widget(), cards->viewport()) +
                   test::sidewaysScrolling(dialog);
        };
        // Cards made while the view is shown settle over a few passes of the event loop (the
        // vertical scroll bar appears and their labels wrap again at the narrower width), as
        // they do on screen before anyone sees them. What is still wrong then is a problem.
        (void)QTest::qWaitFor([&problemsNow] { return problemsNow().isEmpty(); }, 10000);
        const QStringList problems = problemsNow();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        dialog->close();
    }

    // A message appearing under a field moves what is below it, and nothing else: the field
    // being typed into, the fields above it and every width stay where they were.
    void messagesDoNotMoveTheField()
    {
        const std::unique_ptr<MainWindow> owned = newWindow();
        MainWindow& window = *owned;
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showStep(FormSteps::Command);
        FormPage* page = window.pages()[FormSteps::Command];
        auto* port = window.findChild<QWidget*>(QStringLiteral("port"));
        auto* launcher = window.findChild<QWidget*>(QStringLiteral("launcher"));
        auto* entry = window.findChild<QWidget*>(QStringLiteral("entry"));
        QCoreApplication::processEvents();
        const QRect portBefore(port->mapTo(page, QPoint(0, 0)), port->size());
        const QRect launcherBefore(launcher->mapTo(page, QPoint(0, 0)), launcher->size());
        const QRect entryBefore(entry->mapTo(page, QPoint(0, 0)), entry->size());
        const int pageWidth = page->width();
        port->setFocus();
        QTest::keyClick(port, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(port, QStringLiteral("80")); // a privileged port: a warning and its fix
        QCoreApplication::processEvents();
        QVERIFY(window.findChild<QWidget*>(QStringLiteral("fix_port"))->isVisible());
        QCOMPARE(QRect(port->mapTo(page, QPoint(0, 0)), port->size()), portBefore);
        QCOMPARE(QRect(launcher->mapTo(page, QPoint(0, 0)), launcher->size()), launcherBefore);
        const QRect entryAfter(entry->mapTo(page, QPoint(0, 0)), entry->size());
        QVERIFY(entryAfter.top() > entryBefore.top()); // below the message: pushed down
        QCOMPARE(entryAfter.left(), entryBefore.left());
        QCOMPARE(entryAfter.width(), entryBefore.width());
        QCOMPARE(page->width(), pageWidth); // the scroll bar's room was kept: no reflow
    }
};

QTEST_MAIN(tst_Layout)
#include "tst_Layout.moc"
