#include "InProcessCli.h"
#include "cli/CliMain.h"

#include <QBuffer>
#include <QtTest>

#include <yaml-cpp/yaml.h>

using namespace ddpw;

// ddpwizard-cli generate --format volcano, in-process: the manifest on stdout, a changed job
// name as a "warning:" line on stderr, an impossible export as a usage error.
class TestCliVolcanoExport : public QObject
{
    Q_OBJECT

private slots:
    void outcomes_data();
    void outcomes();
    void manifestIsTheOnlyStdout();

private:
    using Run = test::CliRun;
    static Run run(const QStringList& arguments);
};

TestCliVolcanoExport::Run TestCliVolcanoExport::run(const QStringList& arguments)
{
    return test::runCliInProcess(
        QStringList{QStringLiteral("generate"), QStringLiteral("--format"), QStringLiteral("volcano")} + arguments);
}

void TestCliVolcanoExport::outcomes_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("stderrPrefix");
    QTest::addColumn<QString>("stderrPart");
    const QString image = QStringLiteral("--image=torch:2.6");
    QTest::newRow("valid name") << QStringList{image, QStringLiteral("--job-name=ddp")} << 0 << QString() << QString();
    QTest::newRow("renamed") << QStringList{image, QStringLiteral("--job-name=My_Job")} << 0
                             << QStringLiteral("ddpwizard-cli generate: warning: ") << QStringLiteral("\"my-job\"");
    QTest::newRow("no image") << QStringList{QStringLiteral("--job-name=ddp")} << 0
                              << QStringLiteral("ddpwizard-cli generate: warning: ") << QStringLiteral("image");
    QTest::newRow("bad namespace") << QStringList{image, QStringLiteral("--namespace=Team_A")} << 2
                                   << QStringLiteral("ddpwizard-cli generate: error: ") << QStringLiteral("Team_A");
    QTest::newRow("role leaves no room") << QStringList{image, QStringLiteral("--role=") + QString(60, u'r')} << 2
                                         << QStringLiteral("ddpwizard-cli generate: error: ") << QStringLiteral("role");
    QTest::newRow("job error") << QStringList{image, QStringLiteral("--nodes=0")} << 2
                               << QStringLiteral("ddpwizard-cli generate: error: ") << QStringLiteral("--nodes");
}

void TestCliVolcanoExport::outcomes()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, code);
    QFETCH(QString, stderrPrefix);
    QFETCH(QString, stderrPart);
    const Run result = run(arguments);
    QCOMPARE(result.code, code);
    if (stderrPrefix.isEmpty()) {
        QVERIFY2(result.err.isEmpty(), qPrintable(result.err));
    } else {
        QVERIFY2(result.err.startsWith(stderrPrefix), qPrintable(result.err));
        QVERIFY2(result.err.contains(stderrPart), qPrintable(result.err));
        QVERIFY(result.err.endsWith(u'\n'));
    }
    QCOMPARE(result.out.isEmpty(), code != 0);
}

void TestCliVolcanoExport::manifestIsTheOnlyStdout()
{
    const Run result =
        run({QStringLiteral("--image=torch:2.6"), QStringLiteral("--job-name=Odd.Name"),
             QStringLiteral("--namespace=team-a"), QStringLiteral("--nodes=4"), QStringLiteral("--gpus-per-node=0"),
             QStringLiteral("--"), QStringLiteral("--lr"), QStringLiteral("0.1")});
    QCOMPARE(result.code, 0);
    const YAML::Node root = YAML::Load(result.out.toStdString());
    QCOMPARE(QString::fromStdString(root["metadata"]["name"].as<std::string>()), QStringLiteral("odd-name"));
    QCOMPARE(QString::fromStdString(root["metadata"]["namespace"].as<std::string>()), QStringLiteral("team-a"));
    QCOMPARE(root["spec"]["tasks"][0]["replicas"].as<int>(), 4);
    QVERIFY(!root["spec"]["tasks"][0]["template"]["spec"]["containers"][0]["resources"]);
}

QTEST_GUILESS_MAIN(TestCliVolcanoExport)
#include "tst_CliVolcanoExport.moc"
