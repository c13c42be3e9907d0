// Drives the real main window as a person would: typing into the form, clicking steps and
// menu actions, saving and reopening, switching the language. Dialogs are pre-answered through
// Prompt's test seams, so nothing blocks an offscreen run.
#include "FullDisk.h"
#include "GuiTestBase.h"
#include "generate/CommandGenerator.h"
#include "model/JobFile.h"
#include "openjob/Autosaver.h"
#include "openjob/JobDocument.h"
#include "pages/FormPage.h"
#include "pages/FormSteps.h"
#include "preview/CommandDiagnostics.h"
#include "preview/CommandPreview.h"
#include "preview/ExplainPanel.h"
#include "preview/OpenCommandDialog.h"
#include "preview/PerNodeView.h"
#include "topology/TopologyView.h"
#include "validate/CommandValidator.h"
#include "validate/JobChecks.h"
#include "widgets/AppTheme.h"
#include "widgets/NoBreakText.h"
#include "widgets/Prompt.h"
#include "window/AppSetup.h"
#include "window/FileActions.h"
#include "window/JobStatusBanner.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <memory>

using namespace ddpw;

class TestMainWindow : public test::GuiTestBase
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void typingUpdatesPreview_data();
    void typingUpdatesPreview();
    void problemsShownInline_data();
    void problemsShownInline();
    void frameworkChoiceExplains();
    void localRankChoiceWritesTheCommand();
    void guideExampleIsOneClick();
    void argumentsAndEnvironment();
    void saveAndReopen();
    void badFileKeepsCurrentJob_data();
    void badFileKeepsCurrentJob();
    void dirtyMarkerAndSaveChanges();
    void saveChangesAnswerSaveWrites();
    void aboutGoesThroughPrompt();
    void autosaveRestoredAfterCrash_data();
    void autosaveRestoredAfterCrash();
    void typedCommandRestoredAfterCrash();
    void twoWindowsOnOneFile();
    void fullDiskKeepsTheFileAndTheEdits();
    void switchLanguage();
    void exportVolcano();
    void perNodeViewFollowsTheForm();
    void pagesAreBuiltWhenFirstShown();
    void fixBesideTheField();
    void fixFromThePreviewList();
    void stepsOwnTheirPagesFields();
    void tabGoesFromStepsIntoTheFields_data();
    void tabGoesFromStepsIntoTheFields();
    void openCommandShowsDiagnostics();
    void everyFixIsOneClick_data();
    void everyFixIsOneClick();
    void clickingATokenExplainsIt_data();
    void clickingATokenExplainsIt();
    void shellCheckFindingsJoinInTheBackground();
    void editedPreviewIsChecked();
    void editedPreviewIsReadBack_data();
    void editedPreviewIsReadBack();
    void backAndNextWalkTheSteps();
    void bannerSaysWhereTheJobStands();
    void copyForThePlatform();
    void explanationFollowsTheLanguage();
    void themesSwitchPalettes();
    void splitterSizesKept();

private:
    QString preview() const;
    static QByteArray readAll(const QString& path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
    }
    template <typename T>
    T* child(const char* name) const
    {
        return test::namedChild<T>(*m_window, name);
    }
    void showPageOf(QWidget* widget);
    void typeInto(QWidget* widget, const QString& text);
    void typeProcessesPerNode(int count);

    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
};

void TestMainWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestMainWindow::init()
{
    m_window = newWindow();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    // Pages are built when first shown; these tests look widgets up by name on any page.
    // lazyPages() covers a window whose pages are not built yet.
    m_window->pages();
}

void TestMainWindow::cleanup()
{
    closeWindow(m_window);
}

QString TestMainWindow::preview() const
{
    return child<CommandPreview>("commandPreview")->commandText();
}

// launch.py only: how the script reads its local rank, a combo on the start-command page; the
// environment passes --use_env, an argument spelling passes nothing (launch passes it itself).
void TestMainWindow::localRankChoiceWritesTheCommand()
{
    auto* launcher = child<QComboBox>("launcher");
    auto* localRank = child<QComboBox>("localRankFrom");
    showPageOf(launcher);
    QVERIFY(!localRank->isVisible());
    launcher->setCurrentIndex(launcher->findData(static_cast<int>(Launcher::DistributedLaunch)));
    QVERIFY(localRank->isVisible());
    QCOMPARE(m_window->document()->job().localRankFrom, LocalRankFrom::Environment);
    QVERIFY(m_window->document()->command().text.contains(QLatin1String("--use-env")));
    localRank->setCurrentIndex(localRank->findData(static_cast<int>(LocalRankFrom::DashArgument)));
    QCOMPARE(m_window->document()->job().localRankFrom, LocalRankFrom::DashArgument);
    QVERIFY(!m_window->document()->command().text.contains(QLatin1String("--use")));
    // torch 2.6 never passes --local_rank: an error on the field, with the --use_env fix.
    localRank->setCurrentIndex(localRank->findData(static_cast<int>(LocalRankFrom::UnderscoreArgument)));
    const QList<CommandDiagnostic> problems = m_window->document()->problemsFor(JobField::LocalRankFrom);
    QVERIFY(!problems.isEmpty() && problems.first().severity == Severity::Error && problems.first().jobFix);
}

void TestMainWindow::showPageOf(QWidget* widget)
{
    for (int i = 0; i < m_window->pages().size(); ++i) {
        if (m_window->pages()[i]->isAncestorOf(widget)) {
            QTest::mouseClick(
                child<QListWidget>("steps")->viewport(), Qt::LeftButton, {},
                child<QListWidget>("steps")->visualItemRect(child<QListWidget>("steps")->item(i)).center());
            QCOMPARE(m_window->currentStep(), i);
            return;
        }
    }
    QFAIL("widget is on no page");
}

void TestMainWindow::typeInto(QWidget* widget, const QString& text)
{
    showPageOf(widget);
    widget->setFocus();
    // Select everything, then type over it as a person would.
    QTest::keyClick(widget, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(widget, Qt::Key_Delete);
    QTest::keyClicks(widget, text);
}

void TestMainWindow::typingUpdatesPreview_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("expectedLine");

    QTest::addRow("script") << "entry"
                            << "my_train.py"
                            << "    my_train.py";
    QTest::addRow("rendezvous id") << "rdzvId"
                                   << "job42"
                                   << "    --rdzv-id=job42 \\";
    QTest::addRow("node count") << "nodeCount"
                                << "4"
                                << "    --nnodes=4 \\";
    QTest::addRow("gpus per node") << "gpusPerNode"
                                   << "4"
                                   << "    --nproc-per-node=4 \\";
    QTest::addRow("port") << "port"
                          << "23456"
                          << "    --rdzv-endpoint=\"${MASTER}:23456\" \\";
    QTest::addRow("script with a space is quoted") << "entry"
                                                   << "my train.py"
                                                   << "    'my train.py'";
}

void TestMainWindow::typingUpdatesPreview()
{
    QFETCH(QString, field);
    QFETCH(QString, typed);
    QFETCH(QString, expectedLine);

    QWidget* widget = m_window->findChild<QWidget*>(field);
    QVERIFY(widget);
    typeInto(widget, typed);
    QVERIFY2(preview().split(u'\n').contains(expectedLine), qPrintable(preview()));
    QVERIFY(m_window->isWindowModified());
    QCOMPARE(preview(), CommandGenerator(m_window->document()->job()).platformCommand());
}

void TestMainWindow::problemsShownInline_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("problemLabel");
    QTest::addColumn<QString>("expectedText");
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("fix");

    QTest::addRow("empty job name") << "jobName"
                                    << ""
                                    << "problem_job_name"
                                    << "Enter a job name." << 0 << "a";
    QTest::addRow("job name with a space") << "jobName"
                                           << "my job"
                                           << "problem_job_name"
                                           << "spaces" << 0 << "my-job";
    QTest::addRow("bad role name") << "roleName"
                                   << "Worker_1"
                                   << "problem_role_name"
                                   << "lower-case" << 2 << "worker";
    QTest::addRow("empty script") << "entry"
                                  << ""
                                  << "problem_entry"
                                  << "Enter the training script" << 3 << "train.py";
    QTest::addRow("script like an option") << "entry"
                                           << "-x.py"
                                           << "problem_entry"
                                           << "launcher option" << 3 << "x.py";
}

void TestMainWindow::problemsShownInline()
{
    QFETCH(QString, field);
    QFETCH(QString, typed);
    QFETCH(QString, problemLabel);
    QFETCH(QString, expectedText);
    QFETCH(int, step);
    QFETCH(QString, fix);

    QListWidget* steps = child<QListWidget>("steps");
    QVERIFY(steps->item(step)->data(Qt::UserRole).toInt() != static_cast<int>(Severity::Error));
    QWidget* editor = m_window->findChild<QWidget*>(field);
    typeInto(editor, typed);

    auto* label = m_window->findChild<QLabel*>(problemLabel);
    QVERIFY(label);
    QVERIFY(label->isVisible());
    QVERIFY2(label->text().contains(expectedText), qPrintable(label->text()));
    QCOMPARE(editor->property("problem").toString(), QStringLiteral("error"));
    QVERIFY(editor->styleSheet().contains(QStringLiteral("palette(highlight)"))); // the frame
    // The step list marks the step, and the preview lists the problem.
    QCOMPARE(steps->item(step)->data(Qt::UserRole).toInt(), static_cast<int>(Severity::Error));
    QVERIFY(!steps->item(step)->icon().isNull());
    const QList<QTreeWidgetItem*> listed =
        child<CommandPreview>("commandPreview")
            ->diagnosticList()
            ->findItems(expectedText, Qt::MatchContains, DiagnosticList::MessageColumn);
    QCOMPARE(listed.size(), 1);

    // Fixing the field clears its mark.
    typeInto(editor, fix);
    QVERIFY(!label->isVisible());
    QCOMPARE(editor->property("problem").toString(), QString());
    QVERIFY(editor->styleSheet().isEmpty());
    // Only the flagged editor ever had a style sheet: none is set window-wide.
    QVERIFY(m_window->styleSheet().isEmpty());
}

void TestMainWindow::frameworkChoiceExplains()
{
    auto* other = child<QRadioButton>("framework_other");
    auto* pytorch = child<QRadioButton>("framework_pytorch");
    QVERIFY(other->isChecked());
    QVERIFY(child<QLabel>("explanation_pytorch")->text().contains(QStringLiteral("MASTER_ADDR")));
    showPageOf(pytorch);
    // Click on the button's text: a radio button only reacts to its indicator and label.
    QTest::mouseClick(pytorch, Qt::LeftButton, {}, QPoint(8, pytorch->height() / 2));
    QCOMPARE(m_window->document()->job().computeFramework, ComputeFramework::PyTorch);
    QVERIFY(child<QLabel>("problem_compute_framework")->isVisible());
    QCOMPARE(child<QListWidget>("steps")->item(1)->data(Qt::UserRole).toInt(), static_cast<int>(Severity::Error));
    QTest::mouseClick(other, Qt::LeftButton, {}, QPoint(8, other->height() / 2));
    QVERIFY(!child<QLabel>("problem_compute_framework")->isVisible());
}

void TestMainWindow::guideExampleIsOneClick()
{
    typeInto(child<QSpinBox>("nodeCount"), QStringLiteral("7"));
    QAction* action = m_window->findChild<QAction*>(QStringLiteral("useGuideExample"));
    QVERIFY(action);
    action->trigger();
    QCOMPARE(m_window->document()->job(), JobSpec::guideExample());
    QCOMPARE(preview(), CommandGenerator(JobSpec::guideExample()).platformCommand());
    QVERIFY(preview().contains(QStringLiteral("--nnodes=2")));
    QCOMPARE(child<QSpinBox>("nodeCount")->value(), 2);
    QVERIFY(m_window->isWindowModified());
}

void TestMainWindow::argumentsAndEnvironment()
{
    // The arguments are typed on one line, as after the script's name in a shell, and read as
    // bash splits them: the word list under the line shows what the script gets.
    auto* line = child<QLineEdit>("scriptArgs");
    typeInto(line, QStringLiteral("--lr 0.1 --data \"/mnt/my data\""));
    QCOMPARE(m_window->document()->job().scriptArgs,
             (QStringList{QStringLiteral("--lr"), QStringLiteral("0.1"), QStringLiteral("--data"),
                          QStringLiteral("/mnt/my data")}));
    auto* words = child<QLabel>("scriptArgWords");
    QVERIFY2(words->text().contains(QStringLiteral("4 arguments")), qPrintable(words->text()));
    // One chip per argument, never broken inside: the path with a space stays one word.
    QVERIFY2(words->text().contains(NoBreakText::html(QStringLiteral("/mnt/my data"))), qPrintable(words->text()));
    QVERIFY2(preview().contains(QStringLiteral("--lr 0.1 --data '/mnt/my data'")), qPrintable(preview()));

    // A line bash would not read as arguments says why; the job keeps the last line that read
    // (typed key by key: "--name ", before the quote opened).
    typeInto(line, QStringLiteral("--name \"unfinished"));
    QVERIFY(!words->property("valid").toBool());
    QVERIFY2(words->text().contains(QStringLiteral("double quote")), qPrintable(words->text()));
    QCOMPARE(m_window->document()->job().scriptArgs, QStringList{QStringLiteral("--name")});
    QTest::keyClicks(line, QStringLiteral("\""));
    QCOMPARE(m_window->document()->job().scriptArgs,
             (QStringList{QStringLiteral("--name"), QStringLiteral("unfinished")}));

    // A change from elsewhere (the guide's example) shows in the line.
    m_window->useGuideExample();
    QCOMPARE(line->text(), QString());

    QTest::mouseClick(child<QPushButton>("addEnv"), Qt::LeftButton);
    QCOMPARE(m_window->document()->job().env.size(), 1);
    QVERIFY(preview().contains(QStringLiteral("NCCL_DEBUG")));
    QTest::mouseClick(child<QPushButton>("removeEnv"), Qt::LeftButton);
    QVERIFY(m_window->document()->job().env.isEmpty());
}

void TestMainWindow::saveAndReopen()
{
    typeInto(child<QLineEdit>("jobName"), QStringLiteral("resnet-ddp"));
    typeInto(child<QSpinBox>("nodeCount"), QStringLiteral("3"));
    const JobSpec edited = m_window->document()->job();
    const QString path = m_dir.filePath(QStringLiteral("saved.json"));
    Prompt::setNextFileName(path);
    QTest::keyClick(m_window.get(), Qt::Key_S, Qt::ControlModifier);
    QVERIFY(QFile::exists(path));
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("saved.json")));

    m_window->files()->newJob();
    QCOMPARE(m_window->document()->job(), JobSpec());
    QVERIFY(m_window->files()->openFile(path));
    QCOMPARE(m_window->document()->job(), edited);
    QCOMPARE(child<QSpinBox>("nodeCount")->value(), 3);
    QCOMPARE(QSettings().value(QStringLiteral("recentFiles")).toStringList().value(0),
             QFileInfo(path).absoluteFilePath());
}

void TestMainWindow::badFileKeepsCurrentJob_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expectedInMessage");

    QTest::addRow("not json") << QByteArray("{ this is not json") << "";
    QTest::addRow("wrong type") << QByteArray(R"({"schema_version": 1, "node_count": "two"})") << "node_count";
    QTest::addRow("newer schema") << QByteArray(R"({"schema_version": 99})") << "schema_version";
    QTest::addRow("binary") << QByteArray("\x00\xff\xfe garbage", 12) << "";
}

void TestMainWindow::badFileKeepsCurrentJob()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, expectedInMessage);

    typeInto(child<QSpinBox>("nodeCount"), QStringLiteral("5"));
    const JobSpec before = m_window->document()->job();
    const QString path = m_dir.filePath(QStringLiteral("bad.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(content);
    file.close();

    Prompt::setNextAnswer(QMessageBox::Discard); // "Save changes?" before opening
    QVERIFY(!m_window->files()->openFile(path));
    QVERIFY2(Prompt::lastMessage().contains(QStringLiteral("bad.json")), qPrintable(Prompt::lastMessage()));
    QVERIFY2(Prompt::lastMessage().contains(expectedInMessage), qPrintable(Prompt::lastMessage()));
    QCOMPARE(m_window->document()->job(), before);
    QCOMPARE(child<QSpinBox>("nodeCount")->value(), 5);
}

void TestMainWindow::dirtyMarkerAndSaveChanges()
{
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("[*]")));
    typeInto(child<QLineEdit>("rdzvId"), QStringLiteral("abc"));
    QVERIFY(m_window->isWindowModified());
    // Typed back to what the job had: nothing to save, no marker.
    typeInto(child<QLineEdit>("rdzvId"), JobSpec().rendezvousId);
    QVERIFY(!m_window->isWindowModified());
    typeInto(child<QLineEdit>("rdzvId"), QStringLiteral("abc"));
    QVERIFY(m_window->isWindowModified());

    Prompt::setNextAnswer(QMessageBox::Cancel);
    m_window->files()->newJob();
    QCOMPARE(m_window->document()->job().rendezvousId, QStringLiteral("abc"));
    QVERIFY(Prompt::lastMessage().contains(QStringLiteral("unsaved")));

    Prompt::setNextAnswer(QMessageBox::Discard);
    m_window->files()->newJob();
    QCOMPARE(m_window->document()->job(), JobSpec());
    QVERIFY(!m_window->isWindowModified());
}

void TestMainWindow::saveChangesAnswerSaveWrites()
{
    // "Save changes?" answered Save: the job is written where the save dialog says, then the
    // new job replaces it.
    typeInto(child<QLineEdit>("rdzvId"), QStringLiteral("kept"));
    const QString path = m_dir.filePath(QStringLiteral("saved-before-new.json"));
    QFile::remove(path);
    Prompt::setNextAnswer(QMessageBox::Save);
    Prompt::setNextFileName(path);
    m_window->files()->newJob();
    QCOMPARE(m_window->document()->job(), JobSpec());
    const JobFileResult loaded = JobFile::load(path);
    QVERIFY(loaded.ok());
    QCOMPARE(loaded.job->rendezvousId, QStringLiteral("kept"));
}

void TestMainWindow::aboutGoesThroughPrompt()
{
    QAction* about = nullptr;
    for (QAction* action : m_window->findChildren<QAction*>()) {
        if (action->menuRole() == QAction::AboutRole)
            about = action;
    }
    QVERIFY(about);
    about->trigger(); // offscreen, Prompt only records it
    QVERIFY2(Prompt::lastMessage().contains(QLatin1String(qVersion())), qPrintable(Prompt::lastMessage()));
    QVERIFY(Prompt::lastMessage().contains(QCoreApplication::applicationVersion()));
}

void TestMainWindow::autosaveRestoredAfterCrash_data()
{
    QTest::addColumn<bool>("startedWithTheFile");
    QTest::newRow("started without a file") << false;
    QTest::newRow("started with the file (a file association)") << true;
}

void TestMainWindow::autosaveRestoredAfterCrash()
{
    QFETCH(bool, startedWithTheFile);
    const QString path = m_dir.filePath(QStringLiteral("crashed-job.json"));
    Prompt::setNextFileName(path);
    QVERIFY(m_window->files()->save());
    typeInto(child<QLineEdit>("jobName"), QStringLiteral("unsaved-work"));
    const QString copy = m_window->document()->autosavePath();
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(copy), Autosaver::kDelayMs + 3000);
    const JobSpec edited = m_window->document()->job();
    // A crash: the window goes away without closeEvent().
    m_window.reset();
    QVERIFY(QFile::exists(copy));

    m_window = AppSetup::createWindow(languages(), QStringLiteral("en"),
                                      startedWithTheFile ? QStringList{path} : QStringList());
    m_window->show();
    m_window->pages();
    QVERIFY(QFile::exists(copy)); // opening the file did not delete it
    // Cancel: nothing is restored, and the copy stays for the next start.
    Prompt::setNextAnswer(QMessageBox::Cancel);
    m_window->files()->offerAutosaveRestore();
    QVERIFY2(Prompt::lastMessage().contains(QDir::toNativeSeparators(path)), qPrintable(Prompt::lastMessage()));
    QVERIFY(QFile::exists(copy));

    Prompt::setNextAnswer(QMessageBox::Yes);
    m_window->files()->offerAutosaveRestore();
    QCOMPARE(m_window->document()->job(), edited);
    QCOMPARE(child<QLineEdit>("jobName")->text(), QStringLiteral("unsaved-work"));
    QVERIFY(m_window->isWindowModified());
    QVERIFY2(m_window->windowTitle().contains(QStringLiteral("crashed-job.json")), qPrintable(m_window->windowTitle()));
    QVERIFY(!QFile::exists(copy));

    // A clean save writes the file it belongs to and removes the copy.
    QVERIFY(m_window->files()->save());
    QCOMPARE(JobFile::load(path).job->jobName, QStringLiteral("unsaved-work"));
    QVERIFY(!QFile::exists(m_window->document()->autosavePath()));
    QVERIFY(JobDocument::pendingAutosaves().isEmpty());
}

void TestMainWindow::typedCommandRestoredAfterCrash()
{
    const QString typed = QStringLiteral("torchrun --nnodes=2 train.py --epochs 3 # kept as typed");
    m_window->document()->keepTypedCommand(typed);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(m_window->document()->autosavePath()), Autosaver::kDelayMs + 3000);
    m_window.reset();

    m_window = AppSetup::createWindow(languages(), QStringLiteral("en"), {});
    m_window->show();
    m_window->pages();
    Prompt::setNextAnswer(QMessageBox::Yes);
    m_window->files()->offerAutosaveRestore();
    QCOMPARE(m_window->document()->typedCommand(), typed);
    QCOMPARE(preview(), typed);
}

void TestMainWindow::twoWindowsOnOneFile()
{
    const QString path = m_dir.filePath(QStringLiteral("shared-job.json"));
    Prompt::setNextFileName(path);
    QVERIFY(m_window->files()->save());
    auto other = nextWindow();
    QVERIFY(other->files()->openFile(path));

    // Window A saves its edit; window B's save must not drop it without a word.
    typeInto(child<QSpinBox>("nodeCount"), QStringLiteral("4"));
    QVERIFY(m_window->files()->save());
    other->document()->edit([](JobSpec& job) { job.jobName = QStringLiteral("from-b"); });
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(other->document()->autosavePath()), Autosaver::kDelayMs + 3000);
    QVERIFY(other->document()->autosavePath() != m_window->document()->autosavePath());

    Prompt::setNextAnswer(QMessageBox::Cancel);
    QVERIFY(!other->files()->save());
    QVERIFY2(Prompt::lastMessage().contains(QStringLiteral("changed on disk")), qPrintable(Prompt::lastMessage()));
    QCOMPARE(JobFile::load(path).job->nodeCount, 4);
    QVERIFY(other->isWindowModified());
    QVERIFY(QFile::exists(other->document()->autosavePath()));

    // Save mine as: B's job goes to another file, A's stays.
    const QString mine = m_dir.filePath(QStringLiteral("b-copy.json"));
    Prompt::setNextAnswer(QMessageBox::SaveAll);
    Prompt::setNextFileName(mine);
    QVERIFY(other->files()->save());
    QCOMPARE(JobFile::load(mine).job->jobName, QStringLiteral("from-b"));
    QCOMPARE(JobFile::load(path).job->nodeCount, 4);

    // Reload: B shows what A saved.
    QVERIFY(other->files()->openFile(path));
    typeInto(child<QSpinBox>("nodeCount"), QStringLiteral("5"));
    QVERIFY(m_window->files()->save());
    other->document()->edit([](JobSpec& job) { job.jobName = QStringLiteral("dropped"); });
    Prompt::setNextAnswer(QMessageBox::Reset);
    QVERIFY(other->files()->save());
    QCOMPARE(other->document()->job().nodeCount, 5);
    QVERIFY(!other->isWindowModified());

    // Overwrite: the user chose to replace A's save.
    other->document()->edit([](JobSpec& job) { job.jobName = QStringLiteral("b-wins"); });
    typeInto(child<QSpinBox>("nodeCount"), QStringLiteral("6"));
    QVERIFY(m_window->files()->save());
    Prompt::setNextAnswer(QMessageBox::Save);
    QVERIFY(other->files()->save());
    QCOMPARE(JobFile::load(path).job->jobName, QStringLiteral("b-wins"));
    QCOMPARE(JobFile::load(path).job->nodeCount, 5);
    other->document()->discardAutosave();
}

void TestMainWindow::fullDiskKeepsTheFileAndTheEdits()
{
    test::FullDisk disk;
    if (!disk.available())
        QSKIP(qPrintable(disk.reason()));
    const QString path = disk.filePath(QStringLiteral("job.json"));
    Prompt::setNextFileName(path);
    QVERIFY(m_window->files()->save());
    const QByteArray saved = readAll(path);
    const QString manifest = disk.filePath(QStringLiteral("job.yaml"));
    Prompt::setNextFileName(manifest);
    QVERIFY(m_window->files()->exportVolcano());
    const QByteArray exported = readAll(manifest);
    QVERIFY(disk.fill());

    typeInto(child<QLineEdit>("jobName"), QStringLiteral("edited-on-a-full-disk"));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(m_window->document()->autosavePath()), Autosaver::kDelayMs + 3000);
    QVERIFY(!m_window->files()->save());
    QVERIFY2(Prompt::lastMessage().contains(QStringLiteral("No space left on device")),
             qPrintable(Prompt::lastMessage()));
    QCOMPARE(readAll(path), saved);
    QVERIFY(m_window->isWindowModified());
    QVERIFY(QFile::exists(m_window->document()->autosavePath()));

    Prompt::setNextFileName(manifest);
    QVERIFY(!m_window->files()->exportVolcano());
    QVERIFY2(Prompt::lastMessage().contains(QStringLiteral("No space left on device")),
             qPrintable(Prompt::lastMessage()));
    QCOMPARE(readAll(manifest), exported);
    m_window->document()->discardAutosave();
}

void TestMainWindow::switchLanguage()
{
    QListWidget* steps = child<QListWidget>("steps");
    QCOMPARE(steps->item(0)->text(), QStringLiteral("1. Basic configuration"));
    QAction* chinese = m_window->findChild<QAction*>(QStringLiteral("language_zh_CN"));
    QVERIFY(chinese);
    chinese->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(steps->item(0)->text(), QStringLiteral("1. 基本配置"));
    QCOMPARE(steps->item(1)->text(), QStringLiteral("2. 计算框架"));
    QCOMPARE(steps->item(3)->text(), QStringLiteral("4. 启动命令"));
    QVERIFY(child<QRadioButton>("framework_other")->text().contains(QStringLiteral("其他")));
    QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("zh_CN"));
    // Problems from core follow the language too.
    typeInto(child<QLineEdit>("jobName"), QString());
    QVERIFY2(child<QLabel>("problem_job_name")->text().contains(QStringLiteral("请输入任务名称")),
             qPrintable(child<QLabel>("problem_job_name")->text()));

    m_window->findChild<QAction*>(QStringLiteral("language_en"))->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(steps->item(0)->text(), QStringLiteral("1. Basic configuration"));
    QVERIFY(child<QLabel>("problem_job_name")->text().contains(QStringLiteral("Enter a job name.")));
}

void TestMainWindow::exportVolcano()
{
    m_window->findChild<QAction*>(QStringLiteral("useGuideExample"))->trigger();
    typeInto(child<QLineEdit>("image"), QStringLiteral("registry.example.com/pytorch:2.6"));
    const QString path = m_dir.filePath(QStringLiteral("job.yaml"));
    Prompt::setNextFileName(path);
    m_window->findChild<QAction*>(QStringLiteral("exportVolcano"))->trigger();
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray yaml = file.readAll();
    QVERIFY(yaml.contains("kind: Job"));
    QVERIFY(yaml.contains("registry.example.com/pytorch:2.6"));

    // A job with errors is not exported; the reason is shown.
    typeInto(child<QLineEdit>("jobName"), QString());
    QVERIFY(!m_window->files()->exportVolcano());
    QVERIFY(Prompt::lastMessage().contains(QStringLiteral("Enter a job name.")));
}

void TestMainWindow::typeProcessesPerNode(int count)
{
    // The guide's job (8 GPUs per node), then "a number" of processes per node, typed in.
    m_window->findChild<QAction*>(QStringLiteral("useGuideExample"))->trigger();
    auto* kind = child<QComboBox>("nprocKind");
    showPageOf(kind);
    kind->setCurrentIndex(kind->findData(int(NprocPerNode::Kind::Number)));
    typeInto(child<QSpinBox>("nproc"), QString::number(count));
    QCOMPARE(m_window->document()->job().nprocPerNode.number, count);
}

void TestMainWindow::fixBesideTheField()
{
    typeProcessesPerNode(4);
    auto* kind = child<QComboBox>("nprocKind");

    // 4 of 8 GPUs: a warning beside the field, with its fix as a button.
    auto* fix = child<QPushButton>("fix_nproc_per_node");
    QVERIFY(fix->isVisible());
    QCOMPARE(fix->text(), QStringLiteral("Start one process per GPU"));
    QVERIFY(child<QLabel>("problem_nproc_per_node")->text().contains(QStringLiteral("idle")));
    QTest::mouseClick(fix, Qt::LeftButton);
    QCOMPARE(m_window->document()->job().nprocPerNode.kind, NprocPerNode::Kind::MatchGpus);
    QVERIFY(m_window->document()->problemsFor(JobField::NprocPerNode).isEmpty());
    QVERIFY(!fix->isVisible());
    QVERIFY(!child<QLabel>("problem_nproc_per_node")->isVisible());
    QCOMPARE(kind->currentData().toInt(), int(NprocPerNode::Kind::MatchGpus)); // the form follows
    QVERIFY(m_window->isWindowModified());                                     // a fix is an edit like any other
}

void TestMainWindow::fixFromThePreviewList()
{
    typeProcessesPerNode(16);

    // 16 processes on 8 GPUs: the form's problem is listed once, not again as the command's
    // DDP503 (the same thing, said by the command checks).
    QTreeWidget* list = child<CommandPreview>("commandPreview")->diagnosticList();
    QList<QTreeWidgetItem*> rows;
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = list->topLevelItem(i);
        QVERIFY2(item->text(DiagnosticList::CodeColumn) != QStringLiteral("DDP503"),
                 qPrintable(item->text(DiagnosticList::MessageColumn)));
        if (item->text(DiagnosticList::CodeColumn) == QStringLiteral("nproc_per_node"))
            rows.append(item);
    }
    QCOMPARE(rows.size(), 1);
    list->scrollToItem(rows.first());
    const QRect apply = child<CommandPreview>("commandPreview")
                            ->diagnosticList()
                            ->fixButtonRect(list->indexOfTopLevelItem(rows.first()));
    QVERIFY(!apply.isEmpty());
    QVERIFY(rows.first()->toolTip(DiagnosticList::FixColumn).contains(QStringLiteral("Start one process per GPU")));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, apply.center());
    // The button's click is queued (it rebuilds the list it sits in).
    QTRY_COMPARE(m_window->document()->job().nprocPerNode.kind, NprocPerNode::Kind::MatchGpus);
    QVERIFY(!JobChecks::hasErrors(m_window->document()->job()) ||
            m_window->document()->problemsFor(JobField::NprocPerNode).isEmpty());
    QVERIFY(preview().contains(QStringLiteral("--nproc-per-node=8")));
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("Start one process per GPU")));
}

void TestMainWindow::pagesAreBuiltWhenFirstShown()
{
    // A fresh window, as the app starts: only the first step's page and the preview exist.
    const std::unique_ptr<MainWindow> owned = nextWindow();
    MainWindow& window = *owned;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.findChild<FormPage*>(QStringLiteral("basicPage")));
    for (const char* name : {"frameworkPage", "taskPage", "commandPage", "checkPage"})
        QVERIFY2(!window.findChild<FormPage*>(QLatin1String(name)), name);
    QVERIFY(!window.findChild<TopologyView*>());
    QVERIFY(!window.findChild<PerNodeView*>());

    // A problem on an unbuilt page still marks its step and shows in the preview.
    JobSpec job = JobSpec::guideExample();
    job.entry.clear();
    window.document()->setJob(job);
    auto* steps = window.findChild<QListWidget*>(QStringLiteral("steps"));
    QCOMPARE(steps->item(FormSteps::Command)->data(Qt::UserRole).toInt(), static_cast<int>(Severity::Error));
    QVERIFY(!steps->item(FormSteps::Command)->icon().isNull());
    QCOMPARE(steps->item(FormSteps::Task)->data(Qt::UserRole).toInt(), -1);

    // Clicking the step builds its page, showing the job and the problem beside the field.
    QTest::mouseClick(steps->viewport(), Qt::LeftButton, {},
                      steps->visualItemRect(steps->item(FormSteps::Command)).center());
    auto* page = window.findChild<FormPage*>(QStringLiteral("commandPage"));
    QVERIFY(page);
    QVERIFY(page->isVisible());
    auto* entry = window.findChild<QLineEdit*>(QStringLiteral("entry"));
    QVERIFY(entry);
    QVERIFY(entry->text().isEmpty());
    QCOMPARE(entry->property("problem").toString(), QStringLiteral("error"));
    QVERIFY(window.findChild<QLabel*>(QStringLiteral("problem_entry"))->isVisible());
    QCOMPARE(window.findChild<QSpinBox*>(QStringLiteral("port"))->value(), job.port);
    // Later edits reach the page built late like any other.
    entry->setFocus();
    QTest::keyClicks(entry, QStringLiteral("train.py"));
    QCOMPARE(window.document()->job().entry, QStringLiteral("train.py"));
    QCOMPARE(entry->property("problem").toString(), QString());
    QCOMPARE(steps->item(FormSteps::Command)->data(Qt::UserRole).toInt(), -1);

    // The topology is built when its tab is opened, showing the current job.
    window.showView(1);
    auto* topology = window.findChild<TopologyView*>();
    QVERIFY(topology);
    QCOMPARE(topology->topology().nodeCount(), 2);
}

void TestMainWindow::tabGoesFromStepsIntoTheFields_data()
{
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("firstField");
    QTest::addRow("basic") << 0 << "jobName";
    QTest::addRow("framework") << 1 << "framework_other";
    QTest::addRow("task") << 2 << "roleName";
    QTest::addRow("start command") << 3 << "launcher";
    QTest::addRow("check") << 4 << "localMode";
}

void TestMainWindow::tabGoesFromStepsIntoTheFields()
{
    QFETCH(int, step);
    QFETCH(QString, firstField);
    // A fresh window: the page is built when the step is chosen, after everything else.
    const std::unique_ptr<MainWindow> owned = nextWindow();
    MainWindow& window = *owned;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    auto* steps = window.findChild<QListWidget*>(QStringLiteral("steps"));
    steps->setCurrentRow(step);
    steps->setFocus();
    QTest::keyClick(steps, Qt::Key_Tab);
    QWidget* focused = QApplication::focusWidget();
    QVERIFY(focused);
    const QWidget* expected = window.findChild<QWidget*>(firstField);
    QVERIFY2(focused == expected || focused->parentWidget() == expected,
             qPrintable(focused->objectName() + QStringLiteral(" / ") + focused->metaObject()->className()));
    // On through the page, then out of it: after its last field come the views beside it.
    FormPage* page = window.pages()[step];
    for (int i = 0; i < 60 && page->isAncestorOf(QApplication::focusWidget()); ++i)
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QVERIFY(!page->isAncestorOf(QApplication::focusWidget()));
    QVERIFY(window.findChild<QTabWidget*>(QStringLiteral("views"))->isAncestorOf(QApplication::focusWidget()));
}

void TestMainWindow::stepsOwnTheirPagesFields()
{
    // The step list marks steps from FormSteps::fields() before any page exists: it must list
    // exactly the fields each page registers, and every field must belong to one step.
    const QList<FormPage*> pages = m_window->pages();
    QCOMPARE(pages.size(), FormSteps::kCount);
    QSet<JobField> all;
    for (int step = 0; step < FormSteps::kCount; ++step) {
        QList<JobField> registered = pages[step]->fields();
        QList<JobField> declared = FormSteps::fields(step);
        std::sort(registered.begin(), registered.end());
        std::sort(declared.begin(), declared.end());
        QCOMPARE(registered, declared);
        QCOMPARE(pages[step]->objectName(), FormSteps::pageObjectName(step));
        for (JobField field : declared) {
            QCOMPARE(FormSteps::stepOf(field), step);
            all.insert(field);
        }
    }
    QCOMPARE(all.size(), static_cast<int>(JobField::Python) + 1);
}

void TestMainWindow::perNodeViewFollowsTheForm()
{
    typeInto(child<QSpinBox>("nodeCount"), QStringLiteral("3"));
    m_window->showView(2); // the view is built when its tab is first opened
    auto* view = child<PerNodeView>("perNode");
    view->setNode(2);
    QStringList argv;
    for (int i = 0; i < view->argvList()->topLevelItemCount(); ++i)
        argv.append(view->argvList()->topLevelItem(i)->text(1));
    QVERIFY2(argv.contains(QStringLiteral("--nnodes=3")), qPrintable(argv.join(u' ')));
    // MASTER is expanded to node 0's host name on every node.
    QVERIFY2(argv.contains(QStringLiteral("--rdzv-endpoint=pytorch-ddp-worker-0.pytorch-ddp:29500")),
             qPrintable(argv.join(u' ')));
}

void TestMainWindow::openCommandShowsDiagnostics()
{
    m_window->findChild<QAction*>(QStringLiteral("openCommand"))->trigger();
    auto* dialog = m_window->findChild<OpenCommandDialog*>(QStringLiteral("openCommandDialog"));
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    // The generated command opens clean; a pasted one with a typo is flagged by core's checks.
    QCOMPARE(dialog->command(), CommandGenerator(m_window->document()->job()).platformCommand());
    dialog->setCommand(QStringLiteral("torchrun --nnodes=2 --nproc_per_node=8 --bogus=1 train.py\n"));
    QTreeWidget* list = dialog->preview()->diagnosticList();
    QVERIFY(list->topLevelItemCount() > 0);
    QVERIFY(!list->findItems(QStringLiteral("--bogus"), Qt::MatchContains, DiagnosticList::MessageColumn).isEmpty());

    // Importing names what the form cannot hold and asks first; "Cancel" keeps the job.
    Prompt::setNextAnswer(QMessageBox::Cancel);
    QVERIFY(!dialog->importIntoForm());
    QVERIFY(Prompt::lastMessage().contains(QStringLiteral("--bogus")));
    QCOMPARE(m_window->document()->job().entry, JobSpec().entry);

    dialog->setCommand(QStringLiteral("torchrun --nnodes=6 --nproc_per_node=8 imported.py --x 1\n"));
    QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("importIntoForm")), Qt::LeftButton);
    QCOMPARE(m_window->document()->job().nodeCount, 6);
    QCOMPARE(m_window->document()->job().entry, QStringLiteral("imported.py"));
    QCOMPARE(m_window->document()->job().scriptArgs, (QStringList{QStringLiteral("--x"), QStringLiteral("1")}));
    QVERIFY(m_window->isWindowModified());
}

// Every fix the CLI prints is one click in the Open command dialog, from the same core data;
// a fix of several tokens (the guide's three dash spellings on torch 1.13) is one click too.
void TestMainWindow::everyFixIsOneClick_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("torch");
    QTest::addColumn<QString>("code");
    const QString master = QStringLiteral("export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`\n");
    const QString c10d = QStringLiteral(" --rdzv_backend=c10d --rdzv_id=j --rdzv_endpoint=${MASTER}:29500");
    QTest::addRow("DDP601 three dash spellings")
        << master + QStringLiteral(": \"${MASTER:?}\"\ntorchrun --rdzv-id=0 --rdzv-backend=c10d "
                                   "--rdzv-endpoint=${MASTER}:29500 --nnodes=2 --nproc_per_node=8 train.py\n")
        << "1.13"
        << "DDP601";
    QTest::addRow("DDP104 MASTER guard") << master + QStringLiteral("torchrun --nnodes=2 --nproc_per_node=8") + c10d +
                                                QStringLiteral(" train.py\n")
                                         << "2.6"
                                         << "DDP104";
    QTest::addRow("DDP101 background") << QStringLiteral("torchrun --standalone --nproc_per_node=8 train.py &\n")
                                       << "2.6"
                                       << "DDP101";
    QTest::addRow("DDP209 option after the script")
        << QStringLiteral("torchrun --standalone train.py --lr 1 --nproc_per_node 8\n") << "2.6"
        << "DDP209";
    QTest::addRow("DDP605 hand-written local rank")
        << QStringLiteral("torchrun --standalone --nproc_per_node=8 train.py --local_rank 0\n") << "2.6"
        << "DDP605";
    QTest::addRow("DDP108 placeholder port")
        << QStringLiteral("torchrun --standalone --nproc_per_node=8 --master_port=<your_random_port> train.py\n")
        << "2.6"
        << "DDP108";
    QTest::addRow("DDP204 flag with a value")
        << QStringLiteral("torchrun --standalone=1 --nproc_per_node=8 train.py\n") << "2.6"
        << "DDP204";
    QTest::addRow("DDP102 pipeline") << QStringLiteral("torchrun --standalone --nproc_per_node=8 train.py | tee log\n")
                                     << "2.6"
                                     << "DDP102";
    QTest::addRow("DDP110 blank after backslash")
        << QStringLiteral("torchrun --standalone \\  \n    --nproc_per_node=8 train.py\n") << "2.6"
        << "DDP110";
}

void TestMainWindow::everyFixIsOneClick()
{
    QFETCH(QString, command);
    QFETCH(QString, torch);
    QFETCH(QString, code);
    JobSpec job = JobSpec::guideExample();
    job.torchVersion = *TorchVersion::parse(torch);
    OpenCommandDialog dialog(job);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.setCommand(command);
    // What the CLI would print for it: the same core findings and fixes.
    const ValidationResult core = CommandValidator(ValidationOptions::forJob(job)).validate(command);
    QList<DiagnosticFix> expectedFixes;
    for (const CommandDiagnostic& finding : core.diagnostics) {
        if (finding.code == code && expectedFixes.isEmpty())
            expectedFixes = finding.fixes();
    }
    QVERIFY2(!expectedFixes.isEmpty(), qPrintable(code + QStringLiteral(" has no fix in core")));
    QTreeWidget* list = dialog.preview()->diagnosticList();
    QTreeWidgetItem* item = nullptr;
    for (int i = 0; i < list->topLevelItemCount() && !item; ++i) {
        if (list->topLevelItem(i)->text(DiagnosticList::CodeColumn) == code)
            item = list->topLevelItem(i);
    }
    QVERIFY2(item, qPrintable(code + QStringLiteral(" is not listed")));
    QCoreApplication::processEvents(); // the list was hidden until now: lay it out, as before any click
    list->scrollToItem(item);
    const QRect button = dialog.preview()->diagnosticList()->fixButtonRect(list->indexOfTopLevelItem(item));
    QVERIFY2(!button.isEmpty(), qPrintable(code + QStringLiteral(" has no Apply fix button")));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, button.center());
    QTRY_COMPARE(dialog.command(), applyFixes(command, expectedFixes));
    // And the finding is gone.
    const ValidationResult after = CommandValidator(ValidationOptions::forJob(job)).validate(dialog.command());
    for (const CommandDiagnostic& finding : after.diagnostics)
        QVERIFY2(finding.code != code, qPrintable(finding.message));
}

void TestMainWindow::clickingATokenExplainsIt_data()
{
    QTest::addColumn<QString>("token");
    QTest::addColumn<QString>("expected");
    QTest::addRow("option") << "--nnodes"
                            << "nnodes";
    QTest::addRow("platform variable") << "VC_WORKER_HOSTS"
                                       << "VC_WORKER_HOSTS";
    QTest::addRow("training script") << "train.py"
                                     << "RANK";
}

void TestMainWindow::clickingATokenExplainsIt()
{
    QFETCH(QString, token);
    QFETCH(QString, expected);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    auto* preview = child<CommandPreview>("commandPreview");
    auto* panel = child<ExplainPanel>("explainPanel");
    const int offset = preview->commandText().indexOf(token);
    QVERIFY2(offset >= 0, qPrintable(preview->commandText()));
    QTextCursor cursor(preview->editor()->document());
    cursor.setPosition(offset + 1);
    const QPoint point = preview->editor()->cursorRect(cursor).center();
    QTest::mouseClick(preview->editor()->viewport(), Qt::LeftButton, {}, point);
    QTRY_VERIFY2(panel->toPlainText().contains(expected), qPrintable(panel->toPlainText()));
}

void TestMainWindow::shellCheckFindingsJoinInTheBackground()
{
    if (QStandardPaths::findExecutable(QStringLiteral("shellcheck")).isEmpty())
        QSKIP("shellcheck is not installed");
    auto* preview = child<CommandPreview>("commandPreview");
    preview->editor()->selectAll();
    QTest::keyClicks(preview->editor(), QStringLiteral("torchrun --nnodes=2 --nproc_per_node=8 train.py $EXTRA"));
    // Core's findings come at once; ShellCheck's (SC2086: unquoted $EXTRA) after the debounce.
    QTRY_VERIFY_WITH_TIMEOUT(!preview->diagnosticList()
                                  ->findItems(QStringLiteral("SC2086"), Qt::MatchExactly, DiagnosticList::CodeColumn)
                                  .isEmpty(),
                             15000);
    QCOMPARE(preview->commandText(), QStringLiteral("torchrun --nnodes=2 --nproc_per_node=8 train.py $EXTRA"));
}

void TestMainWindow::editedPreviewIsChecked()
{
    auto* preview = child<CommandPreview>("commandPreview");
    QVERIFY(preview->editor()->isReadOnly() == false);
    // A paste into the preview, as a person would do it.
    preview->editor()->selectAll();
    QTest::keyClicks(preview->editor(), QStringLiteral("torchrun --nnodes=2 --bogus=1 train.py"));
    QTRY_VERIFY(!preview->diagnosticList()
                     ->findItems(QStringLiteral("--bogus"), Qt::MatchContains, DiagnosticList::MessageColumn)
                     .isEmpty());
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("kept as typed")));
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("--bogus")));
    QCOMPARE(preview->commandText(), QStringLiteral("torchrun --nnodes=2 --bogus=1 train.py"));
}

void TestMainWindow::editedPreviewIsReadBack_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("expected");

    QTest::addRow("node count") << "--nnodes=2 "
                                << "--nnodes=5 "
                                << "nodeCount"
                                << "5";
    QTest::addRow("port") << ":29500\" "
                          << ":23456\" "
                          << "port"
                          << "23456";
    QTest::addRow("script") << "YOUR_TRAINING_SCRIPT.py"
                            << "main.py --epochs 3"
                            << "entry"
                            << "main.py";
    QTest::addRow("processes") << "--nproc-per-node=8 "
                               << "--nproc-per-node=4 "
                               << "nproc"
                               << "4";
}

void TestMainWindow::editedPreviewIsReadBack()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, field);
    QFETCH(QString, expected);

    m_window->useGuideExample();
    auto* preview = child<CommandPreview>("commandPreview");
    QString text = preview->commandText();
    QVERIFY2(text.contains(from), qPrintable(text));
    text.replace(from, to);
    // A paste over the whole text, as a person would replace it.
    preview->editor()->selectAll();
    preview->editor()->insertPlainText(text);
    QWidget* editor = m_window->findChild<QWidget*>(field);
    QTRY_COMPARE(editor->property(qobject_cast<QLineEdit*>(editor) ? "text" : "value").toString(), expected);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("read back")),
             qPrintable(m_window->statusBar()->currentMessage()));
}

void TestMainWindow::backAndNextWalkTheSteps()
{
    auto* next = child<QPushButton>("nextButton");
    auto* back = child<QPushButton>("backButton");
    auto* title = child<QLabel>("stepTitle");
    QCOMPARE(m_window->currentStep(), 0);
    QVERIFY(!back->isEnabled());
    QCOMPARE(title->text(), QStringLiteral("Basic configuration"));
    QVERIFY(!child<QLabel>("stepPurpose")->text().isEmpty());
    QCOMPARE(next->text(), QStringLiteral("Next: Compute framework"));
    QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(m_window->currentStep(), 1);
    QCOMPARE(title->text(), QStringLiteral("Compute framework"));
    QCOMPARE(child<QLabel>("stepCounter")->text(), QStringLiteral("Step 2 of 5"));
    QVERIFY(back->isEnabled());
    // Ctrl+PgDown and Ctrl+PgUp, from inside a field too.
    auto* jobName = child<QLineEdit>("jobName");
    m_window->activateWindow();
    QTest::keyClick(m_window.get(), Qt::Key_PageDown, Qt::ControlModifier);
    QCOMPARE(m_window->currentStep(), 2);
    m_window->showStep(0);
    jobName->setFocus();
    QTest::keyClick(jobName, Qt::Key_PageDown, Qt::ControlModifier);
    QCOMPARE(m_window->currentStep(), 1);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageUp, Qt::ControlModifier);
    QCOMPARE(m_window->currentStep(), 0);
    // The last step has no Next.
    m_window->showStep(FormSteps::Check);
    QVERIFY(!next->isVisible());
    QTest::mouseClick(back, Qt::LeftButton);
    QCOMPARE(m_window->currentStep(), int(FormSteps::Command));
}

void TestMainWindow::bannerSaysWhereTheJobStands()
{
    JobStatusBanner* banner = m_window->statusBanner();
    // A new job has no image yet: ready to paste, with a warning that says so.
    QCOMPARE(banner->state(), JobStatusBanner::State::Warnings);
    QVERIFY2(banner->message().contains(QStringLiteral("Choose the container image")), qPrintable(banner->message()));
    // (An image whose tag names no torch release: the torch field alone says which.)
    typeInto(child<QLineEdit>("image"), QStringLiteral("registry.example.com/ddp/trainer:v7"));
    QCOMPARE(banner->state(), JobStatusBanner::State::Ready);
    QCOMPARE(banner->message(), QStringLiteral("Ready to paste: no errors, checked against torch 2.6's own parser"));
    QVERIFY(!child<QPushButton>("showProblem")->isVisible());
    // The image's torch decides whose parser checked it.
    auto* torch = child<QComboBox>("torchVersion");
    showPageOf(torch);
    torch->setCurrentIndex(torch->findData(QStringLiteral("1.13")));
    QVERIFY2(banner->message().contains(QStringLiteral("torch 1.13's own parser")), qPrintable(banner->message()));

    // Two errors: counted, the first named, and Show goes to its field.
    typeInto(child<QLineEdit>("jobName"), QString());
    typeInto(child<QLineEdit>("entry"), QString());
    QCOMPARE(banner->state(), JobStatusBanner::State::Errors);
    QVERIFY2(banner->message().startsWith(QStringLiteral("Not ready: 2 errors. First: Enter a job name.")),
             qPrintable(banner->message()));
    auto* show = child<QPushButton>("showProblem");
    QVERIFY(show->isVisible());
    m_window->showStep(FormSteps::Task);
    QTest::mouseClick(show, Qt::LeftButton);
    QCOMPARE(m_window->currentStep(), int(FormSteps::Basic));
    QCOMPARE(QApplication::focusWidget(), child<QLineEdit>("jobName"));

    // One error left: singular.
    typeInto(child<QLineEdit>("jobName"), QStringLiteral("resnet"));
    QVERIFY2(banner->message().startsWith(QStringLiteral("Not ready: 1 error. First: Enter the training script")),
             qPrintable(banner->message()));
    typeInto(child<QLineEdit>("entry"), QStringLiteral("train.py"));
    QVERIFY2(banner->state() == JobStatusBanner::State::Ready, qPrintable(banner->message()));
}

void TestMainWindow::copyForThePlatform()
{
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(child<QPushButton>("copyForPlatform"), Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text(), m_window->document()->command().text);
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("start command")));
    // Ctrl+Shift+C anywhere in the window does the same.
    QGuiApplication::clipboard()->clear();
    typeInto(child<QSpinBox>("nodeCount"), QStringLiteral("4"));
    QTest::keyClick(child<QSpinBox>("nodeCount"), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(QGuiApplication::clipboard()->text().contains(QStringLiteral("--nnodes=4")));
}

void TestMainWindow::explanationFollowsTheLanguage()
{
    auto* preview = child<CommandPreview>("commandPreview");
    auto* panel = child<ExplainPanel>("explainPanel");
    QTextCursor cursor(preview->editor()->document());
    cursor.setPosition(int(preview->commandText().indexOf(QStringLiteral("--nnodes"))) + 3);
    QTest::mouseClick(preview->editor()->viewport(), Qt::LeftButton, {},
                      preview->editor()->cursorRect(cursor).center());
    QTRY_VERIFY(panel->toPlainText().contains(QStringLiteral("Meaning")));
    const QString english = panel->toPlainText();
    m_window->findChild<QAction*>(QStringLiteral("language_zh_CN"))->trigger();
    QCoreApplication::processEvents();
    QVERIFY2(panel->toPlainText().contains(QStringLiteral("含义")), qPrintable(panel->toPlainText()));
    m_window->findChild<QAction*>(QStringLiteral("language_en"))->trigger();
    QCoreApplication::processEvents();
    // Back in English, not a word of the Chinese explanation is left.
    QCOMPARE(panel->toPlainText(), english);
}

void TestMainWindow::themesSwitchPalettes()
{
    QAction* dark = m_window->findChild<QAction*>(QStringLiteral("theme_dark"));
    QAction* light = m_window->findChild<QAction*>(QStringLiteral("theme_light"));
    QAction* system = m_window->findChild<QAction*>(QStringLiteral("theme_system"));
    QVERIFY(dark && light && system);
    dark->trigger();
    QCoreApplication::processEvents();
    QVERIFY(dark->isChecked());
    QVERIFY(AppTheme::isDark(m_window->palette()));
    QCOMPARE(QSettings().value(QStringLiteral("theme")).toString(), QStringLiteral("dark"));
    // What the app paints itself follows: an inline message's colour, the banner.
    typeInto(child<QLineEdit>("jobName"), QString());
    const QColor darkError = child<QLabel>("problem_job_name")->palette().color(QPalette::WindowText);
    light->trigger();
    QCoreApplication::processEvents();
    QVERIFY(!AppTheme::isDark(m_window->palette()));
    QVERIFY(child<QLabel>("problem_job_name")->palette().color(QPalette::WindowText) != darkError);
    system->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(AppTheme::current(), QStringLiteral("system"));
}

void TestMainWindow::splitterSizesKept()
{
    auto* splitter = m_window->findChild<QSplitter*>(QStringLiteral("editorSplitter"));
    QVERIFY(splitter);
    // What the user dragged (not a size set by code) is what the next window starts with.
    const QList<int> before = splitter->sizes();
    test::dragSplitterHandle(splitter, 1, -40);
    const QList<int> sizes = splitter->sizes();
    QVERIFY(sizes != before);
    m_window->close(); // saves the window's settings
    m_window = nextWindow();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QCOMPARE(m_window->findChild<QSplitter*>(QStringLiteral("editorSplitter"))->sizes(), sizes);
}

QTEST_MAIN(TestMainWindow)
#include "tst_MainWindow.moc"
