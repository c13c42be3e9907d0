// What each thing a user does changes, and nothing else: the test types, picks, switches the
// language and clicks as a person would, in English and Chinese, at 1024x768 and 1920x1080, and
// compares the job (its JSON, key by key), the command the preview shows and what the window
// draws (the status line, the step marks, the topology's zoom) before and after.
#include "GuiTestBase.h"
#include "TestJobs.h"
#include "logs/LogViewer.h"
#include "model/JobFile.h"
#include "openjob/JobDocument.h"
#include "pages/FormPage.h"
#include "pages/FormSteps.h"
#include "preview/CommandPreview.h"
#include "preview/OpenCommandDialog.h"
#include "preview/PreviewPane.h"
#include "topology/TopologyView.h"
#include "validate/CommandValidator.h"
#include "widgets/FixButtonDelegate.h"
#include "window/FileActions.h"
#include "window/JobStatusBanner.h"

#include <QAction>
#include <QComboBox>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>
#include <QTreeWidget>

#include <memory>

using namespace ddpw;

namespace {

// A command the form cannot hold (--tee has no field): it stays as typed.
const QString kTyped = QStringLiteral("torchrun --nnodes=2 --nproc-per-node=8 --tee=3 train.py");

// The columns of every table below: what the user does, in which language, at which size, and
// the job's keys it changes.
void addColumns()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QStringList>("changed");
}

void addLanguageAndSizeRows(const char* action, const QStringList& more = {})
{
    for (const char* language : {"en", "zh_CN"}) {
        for (const QSize& size : {QSize(1024, 768), QSize(1920, 1080)}) {
            QTest::addRow("%s, %s, %dx%d", action, language, size.width(), size.height())
                << QString::fromLatin1(action) << QString::fromLatin1(language) << size << more;
        }
    }
}

} // namespace

class TestUserActions : public test::GuiTestBase
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void typedCommandIsNeverLost_data();
    void typedCommandIsNeverLost();
    void languageSwitchRightAfterTyping();
    void statusLineGoesWithTheTypedCommand_data();
    void statusLineGoesWithTheTypedCommand();
    void eachActionChangesOnlyItsFields_data();
    void eachActionChangesOnlyItsFields();
    void stepsMarkTheirWorstProblem_data();
    void stepsMarkTheirWorstProblem();
    void topologyOpensFitted_data();
    void topologyOpensFitted();
    void tabLeavesTheEnvironmentTable();
    void fixRowsSayWhatTheyDo_data();
    void fixRowsSayWhatTheyDo();
    void listKeepsItsPlaceAfterAFix();
    void logLineIsHighlightedWhole();

private:
    template <typename T>
    T* child(const char* name) const
    {
        return test::namedChild<T>(*m_window, name);
    }
    QString shownCommand() const { return child<CommandPreview>("commandPreview")->commandText(); }
    JobSpec job() const { return m_window->document()->job(); }
    void open(const QString& language, const QSize& size);
    void typeIntoPreview(const QString& text);
    void showStepOf(JobField field);
    void act(const QString& action);

    std::unique_ptr<MainWindow> m_window;
};

void TestUserActions::init()
{
    m_window = newWindow();
}

void TestUserActions::cleanup()
{
    closeWindow(m_window);
}

void TestUserActions::open(const QString& language, const QSize& size)
{
    m_window->setLanguage(language);
    m_window->resize(size);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestUserActions::typeIntoPreview(const QString& text)
{
    // A paste over the whole command, as a person replaces it; read back after the debounce.
    auto* preview = child<CommandPreview>("commandPreview");
    preview->editor()->setFocus();
    preview->editor()->selectAll();
    preview->editor()->insertPlainText(text);
    QTRY_COMPARE(m_window->document()->typedCommand(), text);
}

void TestUserActions::showStepOf(JobField field)
{
    m_window->showStep(FormSteps::stepOf(field));
}

// One thing a user does, by name ("A, then B": both, in that order).
void TestUserActions::act(const QString& action)
{
    if (action.contains(QLatin1String(", then "))) {
        for (const QString& one : action.split(QStringLiteral(", then ")))
            act(one);
        return;
    }
    if (action == QLatin1String("language")) {
        m_window->setLanguage(languages().choice() == QLatin1String("en") ? QStringLiteral("zh_CN")
                                                                          : QStringLiteral("en"));
    } else if (action.startsWith(QLatin1String("image"))) {
        showStepOf(JobField::Image);
        auto* image = child<QLineEdit>("image");
        image->setFocus();
        QTest::keyClicks(image, action == QLatin1String("image without a tag") ? QStringLiteral("my-org/trainer")
                                : action == QLatin1String("image with an NGC tag")
                                    ? QStringLiteral("nvcr.io/nvidia/pytorch:23.10-py3")
                                    : QStringLiteral("pytorch/pytorch:1.13.1-cuda11.6-cudnn8-runtime"));
    } else if (action == QLatin1String("torch")) {
        showStepOf(JobField::TorchVersion);
        auto* torch = child<QComboBox>("torchVersion");
        torch->setCurrentIndex(torch->findData(QStringLiteral("2.3")));
    } else if (action == QLatin1String("nodes")) {
        showStepOf(JobField::NodeCount);
        auto* nodes = child<QSpinBox>("nodeCount");
        nodes->setFocus();
        nodes->selectAll();
        QTest::keyClicks(nodes, QStringLiteral("3"));
    } else if (action == QLatin1String("launcher")) {
        showStepOf(JobField::Launcher);
        auto* launcher = child<QComboBox>("launcher");
        launcher->setCurrentIndex(launcher->findData(int(Launcher::DistributedLaunch)));
    } else if (action == QLatin1String("script argument in the preview")) {
        QString text = shownCommand();
        text.replace(JobSpec().entry, JobSpec().entry + QStringLiteral(" --lr 0.1"));
        auto* preview = child<CommandPreview>("commandPreview");
        preview->editor()->selectAll();
        preview->editor()->insertPlainText(text);
        QTRY_COMPARE(m_window->document()->job().scriptArgs,
                     (QStringList{QStringLiteral("--lr"), QStringLiteral("0.1")}));
    } else if (action == QLatin1String("every step")) {
        for (int step = 0; step < FormSteps::kCount; ++step)
            m_window->showStep(step);
    } else if (action == QLatin1String("every view")) {
        for (int view = 2; view >= 0; --view)
            m_window->showView(view);
    }
}

// 1. A command typed into the preview survives a language switch, and a change in the form that
// regenerates it is one undo step from bringing it back.
void TestUserActions::typedCommandIsNeverLost_data()
{
    addColumns();
    addLanguageAndSizeRows("language", {});
    addLanguageAndSizeRows("image with a torch tag", {QStringLiteral("image"), QStringLiteral("torch_version")});
    addLanguageAndSizeRows("torch", {QStringLiteral("torch_version")});
    addLanguageAndSizeRows("nodes", {QStringLiteral("node_count")});
}

void TestUserActions::typedCommandIsNeverLost()
{
    QFETCH(QString, action);
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QFETCH(QStringList, changed);
    open(language, size);
    typeIntoPreview(kTyped);
    QCOMPARE(m_window->document()->typedCommand(), kTyped);
    const JobSpec before = job();

    act(action);
    QCOMPARE(test::changedKeys(before, job()), changed);
    if (changed.isEmpty()) {
        // A language switch: the typed text stays what the preview shows and what Check runs.
        QCOMPARE(shownCommand(), kTyped);
        QCOMPARE(m_window->document()->typedCommand(), kTyped);
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("--tee=3")));
        return;
    }
    // The change regenerated the command: one undo brings back the job and the typed text.
    QVERIFY(shownCommand() != kTyped);
    m_window->findChild<QAction*>(QStringLiteral("undo"))->trigger();
    QCOMPARE(test::changedKeys(before, job()), QStringList());
    QCOMPARE(shownCommand(), kTyped);
    QCOMPARE(m_window->document()->typedCommand(), kTyped);
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("--tee=3")));
    // And redo the change again.
    m_window->findChild<QAction*>(QStringLiteral("redo"))->trigger();
    QCOMPARE(test::changedKeys(before, job()), changed);
    QVERIFY(shownCommand() != kTyped);
}

// 1. A switch of language within the moment the preview waits before reading what was typed
// (its debounce) keeps the text too.
void TestUserActions::languageSwitchRightAfterTyping()
{
    open(QStringLiteral("en"), QSize(1024, 768));
    auto* preview = child<CommandPreview>("commandPreview");
    preview->editor()->setFocus();
    preview->editor()->selectAll();
    preview->editor()->insertPlainText(kTyped);
    m_window->setLanguage(QStringLiteral("zh_CN")); // the debounce is still pending
    QCoreApplication::processEvents();              // the language change arrives
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("--tee=3")));
    QCOMPARE(shownCommand(), kTyped);
    QCOMPARE(m_window->document()->typedCommand(), kTyped);
}

// 7. The status line about a command kept as typed goes when the command is no longer the typed one.
void TestUserActions::statusLineGoesWithTheTypedCommand_data()
{
    addColumns();
    addLanguageAndSizeRows("new");
    addLanguageAndSizeRows("import");
    addLanguageAndSizeRows("regenerate");
}

void TestUserActions::statusLineGoesWithTheTypedCommand()
{
    QFETCH(QString, action);
    QFETCH(QString, language);
    QFETCH(QSize, size);
    open(language, size);
    typeIntoPreview(kTyped);
    const QString note = m_window->statusBar()->currentMessage();
    QVERIFY2(note.contains(QStringLiteral("--tee=3")), qPrintable(note));
    if (action == QLatin1String("new")) {
        m_window->files()->newAction()->trigger();
    } else if (action == QLatin1String("import")) {
        m_window->findChild<QAction*>(QStringLiteral("openCommand"))->trigger();
        auto* dialog = m_window->findChild<OpenCommandDialog*>(QStringLiteral("openCommandDialog"));
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        dialog->setCommand(QStringLiteral("torchrun --nnodes=6 --nproc_per_node=8 imported.py\n"));
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("importIntoForm")), Qt::LeftButton);
        QCOMPARE(m_window->document()->job().nodeCount, 6);
    } else {
        act(QStringLiteral("nodes"));
    }
    QVERIFY(m_window->document()->typedCommand().isEmpty());
    QVERIFY2(m_window->statusBar()->currentMessage() != note, qPrintable(m_window->statusBar()->currentMessage()));
}

// No action changes a job field the user did not touch.
void TestUserActions::eachActionChangesOnlyItsFields_data()
{
    addColumns();
    addLanguageAndSizeRows("language", {});
    addLanguageAndSizeRows("every step", {});
    addLanguageAndSizeRows("every view", {});
    addLanguageAndSizeRows("image without a tag", {QStringLiteral("image")});
    // 2. The torch version follows the tag, in the same step.
    addLanguageAndSizeRows("image with a torch tag", {QStringLiteral("image"), QStringLiteral("torch_version")});
    // An NGC release the table does not list: the torch version stays, and the banner says so.
    addLanguageAndSizeRows("image with an NGC tag", {QStringLiteral("image")});
    addLanguageAndSizeRows("torch", {QStringLiteral("torch_version")});
    addLanguageAndSizeRows("nodes", {QStringLiteral("node_count")});
    addLanguageAndSizeRows("launcher", {QStringLiteral("launcher")});
    // 3. Reading a command back changes only what the text changed (not how the script reads
    // its local rank, which torchrun's command never shows).
    addLanguageAndSizeRows("script argument in the preview", {QStringLiteral("script_args")});
    addLanguageAndSizeRows("script argument in the preview, then launcher",
                           {QStringLiteral("launcher"), QStringLiteral("script_args")});
}

void TestUserActions::eachActionChangesOnlyItsFields()
{
    QFETCH(QString, action);
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QFETCH(QStringList, changed);
    open(language, size);
    const JobSpec before = job();
    const int steps = m_window->document()->history().undoCount();
    act(action);
    QCOMPARE(test::changedKeys(before, job()), changed);
    // One undo step per action, whatever it changed; undo takes all of it back.
    const int actions = changed.isEmpty() ? 0 : int(action.count(QStringLiteral(", then "))) + 1;
    QCOMPARE(m_window->document()->history().undoCount(), steps + actions);
    if (action == QLatin1String("image with a torch tag")) {
        // Said in the banner, and the command is the image's: torch 1.13's underscore spellings.
        QVERIFY2(m_window->statusBanner()->change().contains(QStringLiteral("1.13")) ||
                     m_window->statusBanner()->change().contains(QStringLiteral("torch")),
                 qPrintable(m_window->statusBanner()->change()));
        QVERIFY2(shownCommand().contains(QStringLiteral("--nproc_per_node=")), qPrintable(shownCommand()));
    }
    if (action == QLatin1String("image with an NGC tag")) {
        QTRY_COMPARE(m_window->statusBanner()->state(), JobStatusBanner::State::Warnings);
        QVERIFY2(m_window->statusBanner()->message().contains(QStringLiteral("23.10")),
                 qPrintable(m_window->statusBanner()->message()));
    }
    if (action.endsWith(QLatin1String("launcher"))) {
        // The script torchrun ran reads LOCAL_RANK: launch is told so (--use-env on torch 2.6).
        QVERIFY2(shownCommand().contains(QStringLiteral("--use-env")), qPrintable(shownCommand()));
    }
    for (int step = 0; step < actions; ++step)
        m_window->findChild<QAction*>(QStringLiteral("undo"))->trigger();
    QCOMPARE(test::changedKeys(before, job()), QStringList());
}

// 5. The step list marks each step with its worst problem: an error in the command's text is the
// Start command step's, and the banner's Show goes to that step and the words.
void TestUserActions::stepsMarkTheirWorstProblem_data()
{
    addColumns();
    addLanguageAndSizeRows("typed error");
}

void TestUserActions::stepsMarkTheirWorstProblem()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    open(language, size);
    auto* steps = child<QListWidget>("steps");
    const auto mark = [&](int step) { return steps->item(step)->data(Qt::UserRole).toInt(); };
    QVERIFY(mark(FormSteps::Command) != int(Severity::Error)); // the generated command is clean
    // An option torch does not have: an error in the command's text, no field's.
    typeIntoPreview(QStringLiteral("torchrun --nnodes=2 --nproc-per-node=8 --bogus=1 train.py"));
    QTRY_COMPARE(mark(FormSteps::Command), int(Severity::Error));
    QCOMPARE(m_window->statusBanner()->state(), JobStatusBanner::State::Errors);
    QCOMPARE(m_window->currentStep(), int(FormSteps::Basic));
    auto* show = m_window->statusBanner()->findChild<QPushButton*>(QStringLiteral("showProblem"));
    QVERIFY(show);
    QTest::mouseClick(show, Qt::LeftButton);
    QCOMPARE(m_window->currentStep(), int(FormSteps::Command));
    auto* preview = child<CommandPreview>("commandPreview");
    QVERIFY(preview->isVisible());
    const QString selected = preview->editor()->textCursor().selectedText();
    QVERIFY2(selected.contains(QStringLiteral("bogus")), qPrintable(selected));
}

// 4. The topology opens fitted: the whole picture, at least half the view's width or height, on a
// fresh start, and stays fitted when the window or the job changes until the user zooms.
void TestUserActions::topologyOpensFitted_data()
{
    addColumns();
    addLanguageAndSizeRows("open");
    for (const char* language : {"en", "zh_CN"})
        QTest::addRow("1280x800, %s", language)
            << "open" << QString::fromLatin1(language) << QSize(1280, 800) << QStringList();
}

void TestUserActions::topologyOpensFitted()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    open(language, size);
    m_window->showView(1);
    auto* topology = child<TopologyView>("topology");
    auto* view = topology->findChild<QGraphicsView*>();
    QVERIFY(view);
    const auto check = [&](const char* when) {
        const QRectF picture = view->mapFromScene(view->sceneRect()).boundingRect();
        const QSize area = view->viewport()->size();
        const bool whole = picture.width() <= area.width() + 1 && picture.height() <= area.height() + 1;
        const bool large = picture.width() >= area.width() / 2.0 || picture.height() >= area.height() / 2.0;
        QVERIFY2(whole && large, qPrintable(QStringLiteral("%1: picture %2x%3 in %4x%5 (zoom %6)")
                                                .arg(QLatin1String(when))
                                                .arg(picture.width())
                                                .arg(picture.height())
                                                .arg(area.width())
                                                .arg(area.height())
                                                .arg(topology->zoom())));
    };
    QTRY_VERIFY(view->viewport()->width() > 100);
    check("opened");
    m_window->resize(size.width() * 3 / 4, size.height() * 3 / 4);
    QTRY_VERIFY(view->viewport()->width() < size.width() / 2);
    check("window made smaller");
    m_window->document()->edit([](JobSpec& job) { job.nodeCount = 4; });
    check("job changed");
}

// 10. Tab leaves the environment-variables table, as in any Qt form (arrows move in it).
void TestUserActions::tabLeavesTheEnvironmentTable()
{
    open(QStringLiteral("en"), QSize(1024, 768));
    showStepOf(JobField::Env);
    QTest::mouseClick(child<QPushButton>("addEnv"), Qt::LeftButton);
    auto* table = child<QTableWidget>("env");
    QVERIFY(table->rowCount() > 0);
    QVERIFY(!table->tabKeyNavigation());
    table->setFocus();
    QTRY_VERIFY(table->hasFocus());
    QTest::keyClick(table, Qt::Key_Tab);
    QVERIFY(!table->hasFocus());
    QVERIFY(!table->isAncestorOf(QApplication::focusWidget()));
}

// 8. A fix's row says, in words, every change its button makes; the click makes exactly those,
// and no finding comes with them.
void TestUserActions::fixRowsSayWhatTheyDo_data()
{
    addColumns();
    addLanguageAndSizeRows("no endpoint");
}

void TestUserActions::fixRowsSayWhatTheyDo()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    open(language, size);
    // c10d without an endpoint, nothing setting MASTER: the fix writes the endpoint and the lines
    // that set MASTER, three lines changed by one click.
    const QString command = QStringLiteral("torchrun --nnodes=2 --nproc-per-node=8 --rdzv-backend=c10d --rdzv-id=0 "
                                           "--tee=3 train.py");
    typeIntoPreview(command);
    auto* preview = child<CommandPreview>("commandPreview");
    QTreeWidget* list = preview->diagnosticList();
    QTreeWidgetItem* row = nullptr;
    PreviewDiagnostic fixed;
    for (int i = 0; i < list->topLevelItemCount() && !row; ++i) {
        const int index = list->topLevelItem(i)->data(0, DiagnosticList::kDiagnosticRole).toInt();
        if (preview->diagnostics().value(index).code == QLatin1String("DDP405")) {
            row = list->topLevelItem(i);
            fixed = preview->diagnostics().value(index);
        }
    }
    QVERIFY2(row, "DDP405 is not listed");
    QVERIFY(fixed.hasFix);
    QVERIFY(fixed.edits.size() >= 2);
    // Every line every edit writes is named in the row, under its button.
    const QString said = row->data(DiagnosticList::FixColumn, FixButtonDelegate::kWordsRole).toString();
    QString expected = command;
    QList<PreviewEdit> edits = fixed.edits;
    std::sort(edits.begin(), edits.end(),
              [](const PreviewEdit& a, const PreviewEdit& b) { return a.beginOffset > b.beginOffset; });
    for (const PreviewEdit& edit : std::as_const(edits)) {
        for (const QString& line : edit.text.split(u'\n', Qt::SkipEmptyParts))
            QVERIFY2(said.contains(line.trimmed()), qPrintable(line + QStringLiteral(" not in: ") + said));
        expected.replace(edit.beginOffset, edit.endOffset - edit.beginOffset, edit.text);
    }
    QVERIFY2(row->toolTip(DiagnosticList::FixColumn).contains(QStringLiteral("${MASTER}:29500")),
             qPrintable(row->toolTip(DiagnosticList::FixColumn)));
    // The click makes exactly those changes.
    QCoreApplication::processEvents();
    list->scrollToItem(row);
    const QRect button = preview->diagnosticList()->fixButtonRect(list->indexOfTopLevelItem(row));
    QVERIFY(!button.isEmpty());
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, button.center());
    QTRY_COMPARE(preview->commandText(), expected);
    // No finding the pasted command did not have (an unquoted ${MASTER} would be SC2086's).
    const auto codes = [](const QString& text) {
        QStringList result;
        ValidationOptions options;
        options.torch = TorchVersion::of(2, 6);
        options.nodes = 2;
        options.gpusPerNode = 8;
        for (const CommandDiagnostic& finding : CommandValidator(options).validate(text).diagnostics)
            result.append(finding.code);
        return result;
    };
    for (const QString& code : codes(expected))
        QVERIFY2(codes(command).contains(code), qPrintable(code + QStringLiteral(" came with the fix:\n") + expected));
    QVERIFY2(expected.contains(QStringLiteral("\"${MASTER}:29500\"")), qPrintable(expected));
}

// 8. After a fix the list stays where the user was, not back at its top.
void TestUserActions::listKeepsItsPlaceAfterAFix()
{
    open(QStringLiteral("en"), QSize(1024, 768));
    JobSpec job = JobSpec::guideExample();
    job.jobName.clear();
    job.roleName = QStringLiteral("Worker_1");
    job.launcher = Launcher::DistributedLaunch;
    job.localRankFrom = LocalRankFrom::UnderscoreArgument;
    job.port = 80;
    job.nprocPerNode = {NprocPerNode::Kind::Number, 16};
    job.env = {{QStringLiteral("LOCAL_RANK"), QStringLiteral("3")}};
    m_window->document()->setJob(job);
    auto* preview = child<CommandPreview>("commandPreview");
    QTreeWidget* list = preview->diagnosticList();
    QTRY_VERIFY(list->verticalScrollBar()->maximum() > 0);
    list->verticalScrollBar()->setValue(list->verticalScrollBar()->maximum());
    const int scrolled = list->verticalScrollBar()->value();
    // The lowest row whose button is in sight.
    int row = -1;
    for (int i = list->topLevelItemCount() - 1; i >= 0 && row < 0; --i) {
        const QRect button = preview->diagnosticList()->fixButtonRect(i);
        if (!button.isEmpty() && list->viewport()->rect().contains(button.center()))
            row = i;
    }
    QVERIFY(row >= 0);
    const JobSpec before = m_window->document()->job();
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, preview->diagnosticList()->fixButtonRect(row).center());
    QTRY_VERIFY(m_window->document()->job() != before);
    QCoreApplication::processEvents();
    QCOMPARE(list->verticalScrollBar()->value(), std::min(scrolled, list->verticalScrollBar()->maximum()));
    QVERIFY(list->verticalScrollBar()->value() > 0);
}

// 9. A finding's line in the Diagnose view is highlighted whole, every row it wraps to.
void TestUserActions::logLineIsHighlightedWhole()
{
    LogViewer viewer;
    const QByteArray wrapped = "RuntimeError: " + QByteArray(600, 'x') + " the end of the long line";
    viewer.setLog({QStringLiteral("rank0.log"), QString(), "first line\n" + wrapped + "\nlast line\n"});
    viewer.resize(500, 400);
    viewer.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewer));
    viewer.showLine(2);
    QPlainTextEdit* text = viewer.text();
    const QTextBlock block = text->document()->findBlockByNumber(1);
    const QImage image = text->viewport()->grab().toImage(); // painted, and so laid out
    QVERIFY(block.layout()->lineCount() > 2);                // the line wraps
    // What is drawn: every row the line wraps to has the mark at its far right, the last one too;
    // the lines around it have none.
    const QColor base = text->palette().color(QPalette::Base);
    const auto rightEdge = [&](int y) {
        const qreal ratio = image.devicePixelRatio();
        return image.pixelColor(int((text->viewport()->width() - 4) * ratio), int(y * ratio));
    };
    for (int row = 0; row < block.layout()->lineCount(); ++row) {
        QTextCursor at(block);
        at.setPosition(block.position() + block.layout()->lineAt(row).textStart() + 1); // inside the row
        const int y = text->cursorRect(at).center().y();
        QVERIFY2(rightEdge(y) != base, qPrintable(QStringLiteral("row %1 of the line is not marked").arg(row)));
    }
    QVERIFY(rightEdge(text->cursorRect(QTextCursor(block.previous())).center().y()) == base);
    QVERIFY(rightEdge(text->cursorRect(QTextCursor(block.next())).center().y()) == base);
}

QTEST_MAIN(TestUserActions)
#include "tst_UserActions.moc"
