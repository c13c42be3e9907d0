// The app starts, draws its first frame and exits cleanly in every mode the driver has (the app
// as main.cpp starts it, the two baseline windows of the start-up benchmark), and the preview
// follows every edit. Functional only: the timings are measured by tests/bench/ (hyperfine and
// Google Benchmark), never asserted here, so a busy machine cannot fail this test.
#include "preview/CommandPreview.h"
#include "window/LanguageManager.h"
#include "window/MainWindow.h"

#include <QProcess>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ddpw;

class tst_AppDriver : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void startsAndDrawsAFrame_data();
    void startsAndDrawsAFrame();
    void previewFollowsEveryEdit_data();
    void previewFollowsEveryEdit();

private:
    QTemporaryDir m_home;
};

void tst_AppDriver::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
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
    LanguageManager languages;
    MainWindow window(&languages);
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

QTEST_MAIN(tst_AppDriver)
#include "tst_AppDriver.moc"
