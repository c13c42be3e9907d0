// The lists of problems as a user reads them: the start command's preview, the Open command
// dialog, the Diagnose cards and the Check step's advice show core's one order (errors,
// warnings, infos; model/WorstFirst.h), the banner names the preview list's first row, each list
// shows at least five rows on a 1024x768 screen and in the dialog at its default size, and how
// the user divided the command and the list is kept per window when it is closed and reopened.
#include "GuiTestBase.h"
#include "MixedSeverityCommands.h"
#include "check/CheckSuggestionsView.h"
#include "logs/LogDiagnosisDialog.h"
#include "logs/LogFindingCard.h"
#include "model/WorstFirst.h"
#include "nodecheck/CheckAdvice.h"
#include "preview/CommandPreview.h"
#include "preview/OpenCommandDialog.h"
#include "preview/PreviewPane.h"
#include "widgets/SplitterMemory.h"
#include "window/JobStatusBanner.h"
#include "window/WindowPlacement.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QTest>
#include <QTreeWidget>

#include <memory>

using namespace ddpw;

Q_DECLARE_METATYPE(ddpw::JobSpec)

namespace {

// Jobs whose preview lists the job's own problems and the command's findings of every severity.
JobSpec jobWithManyProblems()
{
    JobSpec job = JobSpec::guideExample();
    job.jobName.clear();                                             // error
    job.roleName = QStringLiteral("Worker_1");                       // error with a fix
    job.launcher = Launcher::DistributedLaunch;                      // info with a fix
    job.localRankFrom = LocalRankFrom::UnderscoreArgument;           // error with a fix on torch 2.6
    job.port = 80;                                                   // warning with a fix
    job.nprocPerNode = {NprocPerNode::Kind::Number, 16};             // error with a fix
    job.env = {{QStringLiteral("LOCAL_RANK"), QStringLiteral("3")}}; // warning with a fix
    return job;
}

JobSpec jobWithWarnings()
{
    JobSpec job = JobSpec::guideExample();
    job.port = 80;                                                   // warning with a fix
    job.env = {{QStringLiteral("LOCAL_RANK"), QStringLiteral("3")}}; // warning with a fix
    job.launcher = Launcher::DistributedLaunch;                      // info with a fix
    return job;
}

// What is wrong with the list's order: a row worse than the one above it, or, in a severity,
// one that starts earlier in the command.
QString orderProblem(const QList<PreviewDiagnostic>& diagnostics)
{
    for (qsizetype i = 1; i < diagnostics.size(); ++i) {
        const PreviewDiagnostic& a = diagnostics[i - 1];
        const PreviewDiagnostic& b = diagnostics[i];
        if (isWorse(b.severity, a.severity) || (a.severity == b.severity && b.beginOffset < a.beginOffset))
            return QStringLiteral("row %1 (%2) before row %3 (%4)").arg(i - 1).arg(a.code).arg(i).arg(b.code);
    }
    return {};
}

int severityCount(const QList<PreviewDiagnostic>& diagnostics)
{
    QSet<Severity> severities;
    for (const PreviewDiagnostic& diagnostic : diagnostics)
        severities.insert(diagnostic.severity);
    return int(severities.size());
}

// The rows of the list as drawn, top to bottom, are the preview's diagnostics in their order.
void verifyRowsShowTheOrder(const CommandPreview& preview)
{
    QTreeWidget* list = preview.diagnosticList();
    QCOMPARE(list->topLevelItemCount(), int(preview.diagnostics().size()));
    for (int row = 0; row < list->topLevelItemCount(); ++row) {
        QTreeWidgetItem* item = list->topLevelItem(row);
        QCOMPARE(item->data(DiagnosticList::MessageColumn, DiagnosticList::kDiagnosticRole).toInt(), row);
        // (In a narrow list the code follows the message.)
        QVERIFY(item->text(DiagnosticList::MessageColumn).startsWith(preview.diagnostics()[row].message));
        QCOMPARE(item->text(DiagnosticList::CodeColumn), preview.diagnostics()[row].code);
    }
}

// How many rows the list shows whole, from its first: the viewport's height against the rows'.
int rowsShown(QTreeWidget* list)
{
    const int viewport = list->viewport()->height();
    int shown = 0;
    for (int row = 0; row < list->topLevelItemCount(); ++row) {
        const QRect rect = list->visualItemRect(list->topLevelItem(row));
        if (rect.top() < 0 || rect.bottom() >= viewport)
            break;
        ++shown;
    }
    return shown;
}

JobSpec dialogJob()
{
    JobSpec job = JobSpec::guideExample();
    job.torchVersion = TorchVersion::of(2, 6);
    return job;
}

} // namespace

class TestLists : public test::GuiTestBase
{
    Q_OBJECT

private slots:
    void init() { startClean(); }

    // --- Worst first, and the banner names the first row ---

    void previewListIsWorstFirst_data()
    {
        QTest::addColumn<JobSpec>("job");
        QTest::addColumn<QString>("language");
        QTest::newRow("errors, warnings and infos") << jobWithManyProblems() << QStringLiteral("en");
        QTest::newRow("errors, warnings and infos, Chinese") << jobWithManyProblems() << QStringLiteral("zh_CN");
        QTest::newRow("warnings and an info") << jobWithWarnings() << QStringLiteral("en");
    }

    void previewListIsWorstFirst()
    {
        QFETCH(JobSpec, job);
        QFETCH(QString, language);
        std::unique_ptr<MainWindow> window = newWindow();
        languages().setLanguage(language);
        window->document()->setJob(job);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QCoreApplication::processEvents();
        CommandPreview* preview = window->previewPane()->preview();
        const QList<PreviewDiagnostic> shown = preview->diagnostics();
        QVERIFY2(severityCount(shown) >= 2, "the case is meant to have problems of more than one severity");
        const QString problem = orderProblem(shown);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        verifyRowsShowTheOrder(*preview);

        // The banner summarises that list: its first problem is the first row, and Show goes there.
        JobStatusBanner* banner = window->statusBanner();
        QVERIFY(shown.first().severity != Severity::Info);
        QCOMPARE(banner->state(), shown.first().severity == Severity::Error ? JobStatusBanner::State::Errors
                                                                            : JobStatusBanner::State::Warnings);
        QVERIFY2(banner->message().endsWith(shown.first().message),
                 qPrintable(banner->message() + QStringLiteral(" | first row: ") + shown.first().message));
        QSignalSpy requested(banner, &JobStatusBanner::problemRequested);
        auto* show = test::namedChild<QPushButton>(*banner, "showProblem");
        QVERIFY(show->isVisible());
        show->click();
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.first().first().toInt(), 0);
        languages().setLanguage(QStringLiteral("en"));
        closeWindow(window);
    }

    void openCommandListIsWorstFirst_data()
    {
        QTest::addColumn<QString>("command");
        for (const auto& [name, command] : test::mixedSeverityCommands())
            QTest::newRow(name) << command;
    }

    void openCommandListIsWorstFirst()
    {
        QFETCH(QString, command);
        OpenCommandDialog dialog(dialogJob());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.setCommand(command);
        QCoreApplication::processEvents();
        const QList<PreviewDiagnostic> shown = dialog.preview()->diagnostics();
        QVERIFY2(severityCount(shown) >= 2, "the case is meant to have findings of more than one severity");
        const QString problem = orderProblem(shown);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        verifyRowsShowTheOrder(*dialog.preview());
        // After a fix the list is still worst first.
        for (int row = 0; row < shown.size(); ++row) {
            if (!shown[row].hasFix)
                continue;
            dialog.preview()->applyFix(row);
            QCoreApplication::processEvents();
            const QString after = orderProblem(dialog.preview()->diagnostics());
            QVERIFY2(after.isEmpty(), qPrintable(after));
            verifyRowsShowTheOrder(*dialog.preview());
            break;
        }
    }

    void diagnoseCardsAreWorstFirst_data()
    {
        // Logs read together whose findings have more than one severity, the consequences of
        // the root cause (explained errors) and a warning of something else among them.
        QTest::addColumn<QStringList>("logs");
        const QString corpus = QStringLiteral(DDPW_TEST_DATA_DIR "/diagnose-corpus/");
        const auto nodes = [&](const QString& folder) {
            return QStringList{corpus + folder + QStringLiteral("/node0.log"),
                               corpus + folder + QStringLiteral("/node1.log")};
        };
        QTest::newRow("restart after a crash") << nodes(QStringLiteral("recorded/restart-after-crash"));
        QTest::newRow("a name that does not resolve, and a shared host's failed bind")
            << nodes(QStringLiteral("recorded/reverse-lookup")) + nodes(QStringLiteral("recorded/healthy-2node-c10d"));
        QTest::newRow("a loopback interface, and a shared host's failed bind")
            << nodes(QStringLiteral("recorded/gloo-loopback-alias")) +
                   nodes(QStringLiteral("recorded/healthy-2node-c10d"));
    }

    void diagnoseCardsAreWorstFirst()
    {
        QFETCH(QStringList, logs);
        std::unique_ptr<MainWindow> window = newWindow();
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        LogDiagnosisDialog* dialog = LogDiagnosisDialog::showFor(window->document(), window.get());
        dialog->addFiles(logs);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isDiagnosing(), 120000);
        const QList<LogFindingCard*> cards = dialog->cards();
        QSet<Severity> severities;
        for (const LogFindingCard* card : cards)
            severities.insert(card->finding().severity);
        QVERIFY2(severities.size() >= 2, "the case is meant to have findings of more than one severity");
        QCOMPARE(cards.size(), dialog->report().findings.size());
        for (qsizetype i = 0; i < cards.size(); ++i) {
            QCOMPARE(cards[i]->finding().summary, dialog->report().findings[i].summary);
            if (i > 0) {
                const LogFinding& above = cards[i - 1]->finding();
                const LogFinding& here = cards[i]->finding();
                QVERIFY2(!isWorse(here.severity, above.severity),
                         qPrintable(QStringLiteral("card %1 is worse than the one above it").arg(i)));
                if (here.severity == above.severity)
                    QVERIFY2(!above.explained || here.explained, "an explained finding above its cause");
            }
        }
        // The root cause, an error no other explains, leads when there is one.
        if (cards.first()->finding().severity == Severity::Error)
            QVERIFY(!cards.first()->finding().explained);
        dialog->close();
        closeWindow(window);
    }

    // The Check step's advice: core's order (a job that cannot start on these nodes before one
    // that runs other than meant), each row with its severity's mark.
    void checkAdviceIsWorstFirst()
    {
        CheckOutcome outcome;
        PreflightReport report;
        for (int i = 0; i < 2; ++i) {
            NodeReport node;
            node.host = QStringLiteral("node-%1").arg(i);
            node.versions = {{QStringLiteral("torch"), QStringLiteral("1.13.1")},
                             {QStringLiteral("gpus"), QStringLiteral("4")}};
            report.nodes.append(node);
        }
        outcome.preflight = report;
        const QList<CheckSuggestion> suggestions = CheckAdvice::suggestions(outcome, JobSpec::guideExample());
        QCOMPARE(suggestions.size(), 2);
        QCOMPARE(suggestions[0].severity, Severity::Error);   // 8 GPUs asked of nodes with 4
        QCOMPARE(suggestions[1].severity, Severity::Warning); // torch 2.6 written, 1.13 run
        CheckSuggestionsView view;
        view.showSuggestions(suggestions);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.fixButtons().size(), 2);
        int previousTop = -1;
        for (int i = 0; i < 2; ++i) {
            auto* text = view.findChild<QLabel*>(QStringLiteral("suggestionText_%1").arg(i));
            auto* mark = view.findChild<QLabel*>(QStringLiteral("suggestionSeverity_%1").arg(i));
            QVERIFY(text && mark);
            QCOMPARE(text->text(), suggestions[i].finding);
            QCOMPARE(view.fixButtons()[i]->text(), suggestions[i].fix.label);
            QCOMPARE(mark->accessibleName(), i == 0 ? QStringLiteral("Error") : QStringLiteral("Warning"));
            const int top = text->mapTo(&view, QPoint(0, 0)).y();
            QVERIFY2(top > previousTop, "the rows are not drawn in core's order");
            previousTop = top;
        }
    }

    // --- Five rows at least ---

    // The main window as WindowPlacement opens it on a 1024x768 screen (and a large one), with a
    // job of many problems: the preview's list shows five whole rows or more.
    void previewShowsFiveRows_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<QString>("language");
        for (const QSize screen : {QSize(1024, 768), QSize(1920, 1080)}) {
            for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
                QTest::addRow("%dx%d %s", screen.width(), screen.height(), qPrintable(language)) << screen << language;
        }
    }

    void previewShowsFiveRows()
    {
        QFETCH(QSize, screen);
        QFETCH(QString, language);
        std::unique_ptr<MainWindow> window = newWindow();
        languages().setLanguage(language);
        window->document()->setJob(jobWithManyProblems());
        window->resize(WindowPlacement::firstSize(screen, window->minimumSizeHint()));
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QCoreApplication::processEvents();
        QVERIFY2(window->width() <= screen.width() && window->height() <= screen.height(), "larger than the screen");
        QTreeWidget* list = window->previewPane()->preview()->diagnosticList();
        QVERIFY(list->topLevelItemCount() >= 6);
        QVERIFY(list->isVisible());
        const int shown = rowsShown(list);
        QVERIFY2(shown >= 5, qPrintable(QStringLiteral("%1 whole rows in a %2 px list of %3 rows")
                                            .arg(shown)
                                            .arg(list->viewport()->height())
                                            .arg(list->topLevelItemCount())));
        languages().setLanguage(QStringLiteral("en"));
        closeWindow(window);
    }

    // The Open command dialog at the size it opens with, a command of six findings or more.
    void openCommandShowsFiveRows_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }

    void openCommandShowsFiveRows()
    {
        QFETCH(QString, language);
        languages().setLanguage(language);
        OpenCommandDialog dialog(dialogJob());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.setCommand(test::mixedSeverityCommands().last().second);
        QCoreApplication::processEvents();
        QTreeWidget* list = dialog.preview()->diagnosticList();
        QVERIFY2(list->topLevelItemCount() >= 6, qPrintable(QString::number(list->topLevelItemCount())));
        const int shown = rowsShown(list);
        QVERIFY2(shown >= 5, qPrintable(QStringLiteral("%1 whole rows in a %2 px list of %3 rows (dialog %4x%5)")
                                            .arg(shown)
                                            .arg(list->viewport()->height())
                                            .arg(list->topLevelItemCount())
                                            .arg(dialog.width())
                                            .arg(dialog.height())));
        languages().setLanguage(QStringLiteral("en"));
    }

    // --- The division the user chose is kept, per window ---

    void mainWindowKeepsTheDivision_data()
    {
        QTest::addColumn<QString>("splitter");
        QTest::addColumn<int>("handle");
        QTest::addColumn<int>("by");
        QTest::newRow("command and list") << QStringLiteral("editorSplitter") << 1 << 60;
        QTest::newRow("command and explanation") << QStringLiteral("previewPane") << 1 << 50;
        QTest::newRow("form and preview") << QStringLiteral("mainSplitter") << 2 << 40;
    }

    void mainWindowKeepsTheDivision()
    {
        QFETCH(QString, splitter);
        QFETCH(int, handle);
        QFETCH(int, by);
        std::unique_ptr<MainWindow> window = newWindow();
        window->document()->setJob(jobWithManyProblems());
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QCoreApplication::processEvents();
        auto* divided = window->findChild<QSplitter*>(splitter);
        QVERIFY(divided);
        const QList<int> before = divided->sizes();
        test::dragSplitterHandle(divided, handle, by);
        const QList<int> dragged = divided->sizes();
        QVERIFY2(dragged != before, "the drag moved nothing");
        closeWindow(window);

        // A new window (same settings, as the next start of the app): the same division, once the
        // job's problems fill the list.
        window = nextWindow();
        window->resize(1200, 760);
        window->document()->setJob(jobWithManyProblems());
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QCoreApplication::processEvents();
        QCOMPARE(window->findChild<QSplitter*>(splitter)->sizes(), dragged);
        closeWindow(window);
    }

    void openCommandKeepsItsOwnDivision()
    {
        QList<int> dragged;
        {
            OpenCommandDialog dialog(dialogJob());
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            dialog.setCommand(test::mixedSeverityCommands().last().second);
            QCoreApplication::processEvents();
            QSplitter* splitter = dialog.preview()->splitter();
            const QList<int> before = splitter->sizes();
            test::dragSplitterHandle(splitter, 1, 70);
            dragged = splitter->sizes();
            QVERIFY(dragged != before);
            dialog.close();
        }
        OpenCommandDialog again(dialogJob());
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        again.setCommand(test::mixedSeverityCommands().last().second);
        QCoreApplication::processEvents();
        QCOMPARE(again.preview()->splitter()->sizes(), dragged);
        // The main window's preview has its own: the dialog's drag is not it.
        QVERIFY(QSettings().contains(SplitterMemory::key(QStringLiteral("openCommand"), again.preview()->splitter())));
        QVERIFY(!QSettings().contains(SplitterMemory::key(QStringLiteral("window"), again.preview()->splitter())));
    }
};

QTEST_MAIN(TestLists)
#include "tst_Lists.moc"
