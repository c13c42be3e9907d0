// The app starts, draws its first frame and exits cleanly in every mode the driver has (the app
// as main.cpp starts it, the two baseline windows of the start-up benchmark), and the preview
// follows every edit. Functional only: the timings are measured by tests/bench/ (hyperfine and
// Google Benchmark), never asserted here, so a busy machine cannot fail this test. A crash for
// real: the app killed with SIGKILL after an edit, then started again with and without the job
// file, offers the crash copy back, names its file and restores the command typed by hand.
#include "GuiTestBase.h"
#include "preview/CommandPreview.h"
#include "window/MainWindow.h"

#include <QDeadlineTimer>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace ddpw;

class tst_AppDriver : public test::GuiTestBase
{
    Q_OBJECT

private slots:
    void initTestCase();
    void startsAndDrawsAFrame_data();
    void startsAndDrawsAFrame();
    void previewFollowsEveryEdit_data();
    void previewFollowsEveryEdit();
    void killedAppOffersItsWorkBack_data();
    void killedAppOffersItsWorkBack();

private:
    // The driver with its settings and data under `home` (never the user's), offscreen.
    static void startDriver(QProcess& process, const QString& home, const QStringList& arguments);
    static QStringList crashCopies(const QString& home);
    QTemporaryDir m_home;
};

void tst_AppDriver::initTestCase()
{
    QVERIFY(m_home.isValid());
}

void tst_AppDriver::startsAndDrawsAFrame_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QString job = QStringLiteral(DDPW_SOURCE_DIR) + QStringLiteral("/examples/guide-2x8.json");
    QTest::newRow("the app with the guide's job") << QStringList{QStringLiteral("--quit-after-show"), job};
    QTest::newRow("the app in Chinese") << QStringList{QStringLiteral("--quit-after-show"),
                                                       QStringLiteral("--language"), QStringLiteral("zh_CN"), job};
    QTest::newRow("text window") << QStringList{QStringLiteral("--text-window")};
    QTest::newRow("empty window") << QStringList{QStringLiteral("--empty-window")};
}

void tst_AppDriver::startsAndDrawsAFrame()
{
    QFETCH(QStringList, arguments);
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // Keep the child's settings and autosave away from the user's.
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(DDPW_DRIVER_PATH), arguments);
    QVERIFY(process.waitForStarted());
    // Bounded only so that a hang fails instead of blocking the suite.
    QVERIFY2(process.waitForFinished(120000), "the driver did not exit");
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 0);
    QCOMPARE(process.readAllStandardOutput(), QByteArray("shown\n"));
}

void tst_AppDriver::previewFollowsEveryEdit_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("second");
    QTest::addRow("node count 2 <-> 3") << "nodeCount" << 2 << 3;
    QTest::addRow("GPUs per node 8 <-> 4") << "gpusPerNode" << 8 << 4;
    QTest::addRow("port 29500 <-> 29501") << "port" << 29500 << 29501;
}

void tst_AppDriver::previewFollowsEveryEdit()
{
    QFETCH(QString, field);
    QFETCH(int, first);
    QFETCH(int, second);
    const std::unique_ptr<MainWindow> owned = newWindow();
    MainWindow& window = *owned;
    window.useGuideExample();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.pages();
    auto* spin = window.findChild<QSpinBox*>(field);
    auto* preview = window.findChild<CommandPreview*>(QStringLiteral("commandPreview"));
    QVERIFY(spin && preview);
    for (int i = 0; i < 20; ++i) {
        const int value = i % 2 ? first : second;
        spin->setValue(value);
        QCoreApplication::processEvents();
        QVERIFY2(preview->commandText().contains(QString::number(value)), qPrintable(preview->commandText()));
    }
}

void tst_AppDriver::startDriver(QProcess& process, const QString& home, const QStringList& arguments)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(DDPW_DRIVER_PATH), arguments);
}

QStringList tst_AppDriver::crashCopies(const QString& home)
{
    QStringList copies;
    QDirIterator it(home + QStringLiteral("/data"), {QStringLiteral("*.json")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        copies.append(it.next());
    return copies;
}

void tst_AppDriver::killedAppOffersItsWorkBack_data()
{
    QTest::addColumn<bool>("startWithTheFile");
    QTest::newRow("started again without a file") << false;
    QTest::newRow("started again with the file (a file association)") << true;
}

void tst_AppDriver::killedAppOffersItsWorkBack()
{
    QFETCH(bool, startWithTheFile);
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString job = home.filePath(QStringLiteral("job.json"));
    QVERIFY(QFile::copy(QStringLiteral(DDPW_SOURCE_DIR) + QStringLiteral("/examples/guide-2x8.json"), job));
    const QString typed = QStringLiteral("torchrun --nnodes=2 train.py --epochs 3 # kept as typed");

    QProcess app;
    startDriver(app, home.path(),
                {QStringLiteral("--edit-job-name"), QStringLiteral("unsaved-work"), QStringLiteral("--type-command"),
                 typed, job});
    QVERIFY(app.waitForStarted());
    // Bounded only so that a hang fails instead of blocking the suite.
    QDeadlineTimer deadline(120000);
    while (!app.readAllStandardOutput().contains("autosaved")) {
        QVERIFY2(!deadline.hasExpired() && app.state() == QProcess::Running, "no crash copy was written");
        app.waitForReadyRead(1000);
    }
    app.kill(); // SIGKILL: no clean exit of any kind
    QVERIFY(app.waitForFinished(60000));
    const QStringList left = crashCopies(home.path());
    QCOMPARE(left.size(), 1);

    const QStringList again = startWithTheFile ? QStringList{job} : QStringList();
    // Cancel: the copy stays for the next start.
    QProcess cancelled;
    startDriver(cancelled, home.path(), QStringList{QStringLiteral("--restore"), QStringLiteral("cancel")} + again);
    QVERIFY(cancelled.waitForFinished(120000));
    const QString asked = QString::fromUtf8(cancelled.readAllStandardOutput());
    QVERIFY2(asked.contains(QStringLiteral("Restore the unsaved changes to ") + QFileInfo(job).absoluteFilePath()),
             qPrintable(asked));
    QCOMPARE(crashCopies(home.path()), left);

    QProcess restored;
    startDriver(restored, home.path(), QStringList{QStringLiteral("--restore"), QStringLiteral("yes")} + again);
    QVERIFY(restored.waitForFinished(120000));
    const QString shown = QString::fromUtf8(restored.readAllStandardOutput());
    QVERIFY2(shown.contains(QStringLiteral("job: unsaved-work\n")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("file: ") + QFileInfo(job).absoluteFilePath() + u'\n'), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("modified: 1\n")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("typed: ") + typed), qPrintable(shown));
    // The old copy went once the restoring app had its own (which its own exit here leaves).
    const QStringList now = crashCopies(home.path());
    QCOMPARE(now.size(), 1);
    QVERIFY(now != left);
}

QTEST_MAIN(tst_AppDriver)
#include "tst_AppDriver.moc"
