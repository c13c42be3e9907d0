#include "JobController.h"
#include "Prompt.h"
#include "pages/CheckPage.h"

#include "util/FreePort.h"
#include <QCheckBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTranslator>
#include <csignal>
#include <optional>
#include <unistd.h>

using namespace ddpw;

Q_DECLARE_METATYPE(std::optional<QString>)

// The Check step for real: the local mode runs Debian's torchrun with the probe on two
// simulated nodes (this machine), fills the table and the log live, exports the CLI's JSON,
// and a cancel in the middle leaves no process and no temporary folder behind.
class tst_CheckPage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_tmp; // the nodes' TMPDIR, so that left-over folders can be seen
    QString m_mark;      // in every launcher's command line, for pgrep

    JobSpec localJob() const
    {
        JobSpec job;
        job.nodeCount = 2;
        job.gpusPerNode = 0;
        job.torchVersion = TorchVersion::of(1, 13); // /usr/bin/python3's torch: underscore spellings
        job.nprocPerNode = {NprocPerNode::Kind::Number, 1};
        job.rendezvousId = m_mark;
        job.scriptArgs = {m_mark};
        return job;
    }

    bool markRunning() const
    {
        QProcess pgrep;
        pgrep.start(QStringLiteral("pgrep"), {QStringLiteral("-f"), QStringLiteral("--"), m_mark});
        return pgrep.waitForFinished(5000) && pgrep.exitStatus() == QProcess::NormalExit && pgrep.exitCode() == 0;
    }

    QStringList leftFolders() const
    {
        return QDir(m_tmp.path()).entryList({QStringLiteral("ddpw-dryrun.*")}, QDir::AllEntries | QDir::Hidden);
    }

    static QString outcome(const CheckPage& page)
    {
        return page.findChild<QLabel*>(QStringLiteral("summaryLabel"))->property("outcome").toString();
    }

    static void goLocal(CheckPage& page)
    {
        page.findChild<QPushButton*>(QStringLiteral("localButton"))->click();
        QVERIFY(page.hosts().isEmpty());
        QVERIFY(page.findChild<QLabel*>(QStringLiteral("modeLabel"))->property("local").toBool());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        Prompt::setInteractive(false);
        m_mark = QStringLiteral("ddpw-gui-mark-%1").arg(QCoreApplication::applicationPid());
        // LocalTransport gives every node this process's environment: mktemp lands in m_tmp.
        qputenv("TMPDIR", QFile::encodeName(m_tmp.path()));
    }

    void init() { Prompt::reset(); }

    void hostListFollowsNodeCount()
    {
        JobController controller;
        JobSpec job = localJob();
        job.nodeCount = 3;
        controller.setJob(job);
        CheckPage page(&controller);
        QCOMPARE(page.hosts(),
                 (QStringList{QStringLiteral("node1"), QStringLiteral("node2"), QStringLiteral("node3")}));
        QVERIFY(!page.findChild<QLabel*>(QStringLiteral("modeLabel"))->property("local").toBool());
        controller.edit([](JobSpec& spec) { spec.nodeCount = 5; });
        page.refresh();
        QCOMPARE(page.hosts().size(), 5);
        QCOMPARE(page.hosts().last(), QStringLiteral("node5"));
        // Once the user typed their own hosts, the node count no longer touches them.
        page.findChild<QPlainTextEdit*>(QStringLiteral("hostList"))->setPlainText(QStringLiteral("gpu-a\ngpu-b\n"));
        controller.edit([](JobSpec& spec) { spec.nodeCount = 4; });
        page.refresh();
        QCOMPARE(page.hosts(), (QStringList{QStringLiteral("gpu-a"), QStringLiteral("gpu-b")}));
        page.findChild<QPushButton*>(QStringLiteral("namesButton"))->click();
        QCOMPARE(page.hosts().size(), 4);
        goLocal(page);
        // Local mode: no SSH settings to fill in, but the deadline still applies.
        QVERIFY(!page.findChild<QSpinBox*>(QStringLiteral("sshPort"))->isEnabled());
        QVERIFY(page.findChild<QSpinBox*>(QStringLiteral("timeout"))->isEnabled());
    }

    // Every text comes back in the new language on QEvent::LanguageChange, and back again.
    void retranslates()
    {
        JobController controller;
        controller.setJob(localJob());
        CheckPage page(&controller);
        auto* run = page.findChild<QPushButton*>(QStringLiteral("runButton"));
        auto* mode = page.findChild<QLabel*>(QStringLiteral("modeLabel"));
        const QString english = run->text();
        const QString englishMode = mode->text();
        QTranslator chinese;
        QVERIFY(chinese.load(QStringLiteral(":/i18n/ddpwizard_zh_CN.qm")));
        QVERIFY(QCoreApplication::installTranslator(&chinese));
        QTRY_COMPARE(run->text(), QStringLiteral("运行检查(&R)"));
        QVERIFY(mode->text() != englishMode);
        QVERIFY(QCoreApplication::removeTranslator(&chinese));
        QTRY_COMPARE(run->text(), english);
        QCOMPARE(mode->text(), englishMode);
    }

    void pasteWorkerHosts_data()
    {
        QTest::addColumn<QString>("pasted");
        QTest::addColumn<QStringList>("hosts"); // empty: refused, the list stays as it was
        QTest::newRow("platform value") << "job-worker-0.job,job-worker-1.job"
                                        << QStringList{QStringLiteral("job-worker-0.job"),
                                                       QStringLiteral("job-worker-1.job")};
        QTest::newRow("spaces and empty items")
            << " a , b,, c\n"
            << QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
        QTest::newRow("hostile text kept as names")
            << "$(touch${IFS}x),`id`;ls" << QStringList{QStringLiteral("$(touch${IFS}x)"), QStringLiteral("`id`;ls")};
        QTest::newRow("nothing") << ", ,\n" << QStringList();
        QTest::newRow("empty") << "" << QStringList();
    }

    void pasteWorkerHosts()
    {
        QFETCH(QString, pasted);
        QFETCH(QStringList, hosts);
        JobController controller;
        controller.setJob(localJob());
        CheckPage page(&controller);
        const QStringList before = page.hosts();
        auto* field = page.findChild<QLineEdit*>(QStringLiteral("pasteHosts"));
        field->setText(pasted);
        page.findChild<QPushButton*>(QStringLiteral("pasteButton"))->click();
        QCOMPARE(page.hosts(), hosts.isEmpty() ? before : hosts);
        QCOMPARE(field->text(), hosts.isEmpty() ? pasted : QString());
    }

    void pasteManyHostsIsCapped()
    {
        JobController controller;
        CheckPage page(&controller);
        QStringList names;
        for (int i = 0; i < 5000; ++i)
            names.append(QStringLiteral("h%1").arg(i));
        QVERIFY(page.pasteWorkerHosts(names.join(u',')));
        QCOMPARE(page.hosts().size(), JobSpec::kMaxNodes);
    }

    void localRunPasses()
    {
        JobController controller;
        controller.setJob(localJob());
        CheckPage page(&controller);
        goLocal(page);
        auto* run = page.findChild<QPushButton*>(QStringLiteral("runButton"));
        auto* table = page.findChild<QTableWidget*>(QStringLiteral("nodeTable"));
        auto* log = page.findChild<QPlainTextEdit*>(QStringLiteral("logPane"));
        auto* summary = page.findChild<QLabel*>(QStringLiteral("summaryLabel"));
        QVERIFY(!page.findChild<QPushButton*>(QStringLiteral("exportButton"))->isEnabled());
        run->click();
        QVERIFY(page.isRunning());
        QCOMPARE(outcome(page), QStringLiteral("running"));
        QCOMPARE(table->rowCount(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(outcome(page) != QLatin1String("running"), 90000);
        QVERIFY2(outcome(page) == QLatin1String("ok"), qPrintable(summary->text() + u'\n' + log->toPlainText()));
        QVERIFY2(summary->text().contains(QLatin1String("world size 2")), qPrintable(summary->text()));
        for (int row = 0; row < 2; ++row) {
            QCOMPARE(table->item(row, CheckPage::StateColumn)->data(Qt::UserRole).toString(), QStringLiteral("passed"));
            QVERIFY(table->item(row, CheckPage::TorchColumn)->text().startsWith(QLatin1String("1.13")));
            QVERIFY(!table->item(row, CheckPage::PythonColumn)->text().isEmpty());
            QCOMPARE(table->item(row, CheckPage::GpusColumn)->text().left(3), QStringLiteral("cpu"));
        }
        QStringList ranks{table->item(0, CheckPage::RanksColumn)->text(),
                          table->item(1, CheckPage::RanksColumn)->text()};
        ranks.sort();
        QCOMPARE(ranks, (QStringList{QStringLiteral("0"), QStringLiteral("1")}));
        QCOMPARE(table->columnCount(), CheckPage::FixedColumns + 1);
        QCOMPARE(table->horizontalHeaderItem(CheckPage::FixedColumns)->text(), QStringLiteral("all_reduce"));
        for (int row = 0; row < 2; ++row) {
            QCOMPARE(table->item(row, CheckPage::FixedColumns)->data(Qt::UserRole).toString(), QStringLiteral("pass"));
            QVERIFY(!table->item(row, CheckPage::FixedColumns)->icon().isNull());
        }
        QVERIFY(log->blockCount() > 4);

        const QString path = m_tmp.filePath(QStringLiteral("report.json"));
        Prompt::setNextFileName(path);
        auto* exportButton = page.findChild<QPushButton*>(QStringLiteral("exportButton"));
        QVERIFY(exportButton->isEnabled());
        exportButton->click();
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonParseError error{};
        const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonObject rendezvous = document.object().value(QStringLiteral("rendezvous")).toObject();
        QCOMPARE(rendezvous.value(QStringLiteral("ok")).toBool(), true);
        QCOMPARE(rendezvous.value(QStringLiteral("world_size")).toInt(), 2);
        QCOMPARE(document.object().value(QStringLiteral("nodes")).toArray().size(), 2);
        QFile::remove(path);

        QTRY_VERIFY_WITH_TIMEOUT(!markRunning(), 3000);
        QCOMPARE(leftFolders(), QStringList());
    }

    void cancelInTheMiddle()
    {
        JobController controller;
        controller.setJob(localJob());
        CheckPage page(&controller);
        goLocal(page);
        auto* run = page.findChild<QPushButton*>(QStringLiteral("runButton"));
        auto* log = page.findChild<QPlainTextEdit*>(QStringLiteral("logPane"));
        run->click();
        // The first node events, and the launchers really running, before the cancel.
        QTRY_VERIFY_WITH_TIMEOUT(log->blockCount() > 2 && markRunning(), 60000);
        QVERIFY(page.isRunning());
        QElapsedTimer clock;
        clock.start();
        run->click();
        QCOMPARE(outcome(page), QStringLiteral("cancelling"));
        QVERIFY(!run->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), 15000);
        QVERIFY(clock.elapsed() < 15000);
        QCOMPARE(outcome(page), QStringLiteral("cancelled"));
        QVERIFY(run->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(!markRunning(), 2000);
        QCOMPARE(leftFolders(), QStringList());
    }

    // The SSH path, wired like the CLI's check: a closed port on loopback fails the pre-flight
    // quickly, the table shows the failed check, the rendezvous does not run, and the export
    // has the CLI's shape.
    void sshPreflightFailureIsShownAndExported()
    {
        JobController controller;
        JobSpec job = localJob();
        job.nodeCount = 1;
        controller.setJob(job);
        CheckPage page(&controller);
        QVERIFY(page.pasteWorkerHosts(QStringLiteral("127.0.0.1")));
        page.findChild<QSpinBox*>(QStringLiteral("sshPort"))->setValue(1); // nothing listens there
        page.findChild<QLineEdit*>(QStringLiteral("sshConfigFile"))->setText(QStringLiteral("none"));
        page.findChild<QLineEdit*>(QStringLiteral("knownHostsFile"))->setText(m_tmp.filePath(QStringLiteral("kh")));
        page.findChild<QSpinBox*>(QStringLiteral("timeout"))->setValue(20);
        page.findChild<QPushButton*>(QStringLiteral("runButton"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), 30000);
        auto* summary = page.findChild<QLabel*>(QStringLiteral("summaryLabel"));
        QCOMPARE(outcome(page), QStringLiteral("failed"));
        QVERIFY2(summary->text().contains(QLatin1String("pre-flight found problems")), qPrintable(summary->text()));
        auto* table = page.findChild<QTableWidget*>(QStringLiteral("nodeTable"));
        QCOMPARE(table->rowCount(), 1);
        QCOMPARE(table->item(0, CheckPage::HostColumn)->text(), QStringLiteral("127.0.0.1"));
        bool sawFail = false;
        for (int column = CheckPage::FixedColumns; column < table->columnCount(); ++column)
            sawFail = sawFail || table->item(0, column)->data(Qt::UserRole).toString() == QLatin1String("fail");
        QVERIFY(sawFail);

        const QString path = m_tmp.filePath(QStringLiteral("ssh-report.json"));
        QVERIFY(page.exportReport(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject document = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(document.value(QStringLiteral("ok")).toBool(true), false);
        QCOMPARE(document.value(QStringLiteral("nodes")).toArray().size(), 1);
        const QJsonObject rendezvous = document.value(QStringLiteral("rendezvous")).toObject();
        QVERIFY(rendezvous.value(QStringLiteral("ok")).isNull());
        QVERIFY(rendezvous.value(QStringLiteral("error")).toString().startsWith(QLatin1String("not run")));
        QFile::remove(path);
    }

    // A real sshd on loopback and a passphrase-protected key: the page asks about the unknown
    // host key and for the passphrase through Prompt (answered here as a person would), then
    // connects. A wrong passphrase or a cancel fails the node with a clear reason.
    void encryptedKeyAsksForItsPassphrase_data()
    {
        QTest::addColumn<std::optional<QString>>("answer");
        QTest::addColumn<bool>("connects");
        QTest::newRow("right passphrase") << std::optional<QString>(QStringLiteral("correct horse")) << true;
        QTest::newRow("wrong passphrase") << std::optional<QString>(QStringLiteral("wrong")) << false;
        QTest::newRow("cancelled") << std::optional<QString>() << false;
    }
    void encryptedKeyAsksForItsPassphrase()
    {
        QFETCH(std::optional<QString>, answer);
        QFETCH(bool, connects);
        if (getuid() != 0 || !QFileInfo::exists(QStringLiteral("/usr/sbin/sshd")))
            QSKIP("needs root and /usr/sbin/sshd (a real sshd on loopback)");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto run = [](const QString& program, const QStringList& arguments) {
            QProcess process;
            process.start(program, arguments);
            return process.waitForFinished(30000) && process.exitCode() == 0;
        };
        const QString key = dir.filePath(QStringLiteral("user_key"));
        const QString hostKey = dir.filePath(QStringLiteral("host_key"));
        QVERIFY(run(QStringLiteral("ssh-keygen"),
                    {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"),
                     QStringLiteral("correct horse"), QStringLiteral("-f"), key}));
        QVERIFY(
            run(QStringLiteral("ssh-keygen"), {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                                               QStringLiteral("-N"), QString(), QStringLiteral("-f"), hostKey}));
        QVERIFY(QFile::copy(key + QStringLiteral(".pub"), dir.filePath(QStringLiteral("authorized_keys"))));
        QFile config(dir.filePath(QStringLiteral("sshd_config")));
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write(QStringLiteral("AuthorizedKeysFile %1\nStrictModes no\nPasswordAuthentication no\n"
                                    "KbdInteractiveAuthentication no\nUsePAM no\n")
                         .arg(dir.filePath(QStringLiteral("authorized_keys")))
                         .toUtf8());
        config.close();
        QDir().mkpath(QStringLiteral("/run/sshd"));
        const int port = pickFreeLoopbackPort();
        QVERIFY(port > 0);
        const QString pidFile = dir.filePath(QStringLiteral("sshd.pid"));
        QVERIFY(run(
            QStringLiteral("/usr/sbin/sshd"),
            {QStringLiteral("-f"), config.fileName(), QStringLiteral("-o"), QStringLiteral("HostKey=") + hostKey,
             QStringLiteral("-o"), QStringLiteral("ListenAddress=127.0.0.1:%1").arg(port), QStringLiteral("-o"),
             QStringLiteral("PidFile=") + pidFile, QStringLiteral("-E"), dir.filePath(QStringLiteral("sshd.log"))}));
        QTRY_VERIFY(QFileInfo(pidFile).size() > 0);
        const auto stopSshd = qScopeGuard([&pidFile] {
            QFile file(pidFile);
            if (!file.open(QIODevice::ReadOnly))
                return;
            const pid_t pid = file.readAll().trimmed().toInt();
            ::kill(pid, SIGTERM);
            // Gone before its folder is removed (it deletes its pid file on the way out).
            for (int i = 0; i < 100 && ::kill(pid, 0) == 0; ++i)
                QThread::msleep(20);
        });
        qunsetenv("SSH_AUTH_SOCK"); // the key must be the only way in

        JobController controller;
        JobSpec job = localJob();
        job.nodeCount = 1;
        controller.setJob(job);
        CheckPage page(&controller);
        QVERIFY(page.pasteWorkerHosts(QStringLiteral("127.0.0.1")));
        page.findChild<QLineEdit*>(QStringLiteral("sshUser"))->setText(QStringLiteral("root"));
        page.findChild<QSpinBox*>(QStringLiteral("sshPort"))->setValue(port);
        page.findChild<QLineEdit*>(QStringLiteral("identityFile"))->setText(key);
        const QString knownHosts = dir.filePath(QStringLiteral("known_hosts"));
        page.findChild<QLineEdit*>(QStringLiteral("knownHostsFile"))->setText(knownHosts);
        page.findChild<QLineEdit*>(QStringLiteral("sshConfigFile"))->setText(QStringLiteral("none"));
        page.findChild<QCheckBox*>(QStringLiteral("acceptNew"))->setChecked(false);
        page.findChild<QCheckBox*>(QStringLiteral("preflightOnly"))->setChecked(true);
        page.findChild<QSpinBox*>(QStringLiteral("timeout"))->setValue(30);
        Prompt::setNextAnswer(QMessageBox::Yes); // trust the unknown host key
        Prompt::setNextSecret(answer);
        page.findChild<QPushButton*>(QStringLiteral("runButton"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), 60000);

        // The passphrase was asked for, naming the key, after the host key question.
        QVERIFY2(Prompt::lastMessage().contains(key), qPrintable(Prompt::lastMessage()));
        // The host key was asked about and remembered, whatever happened to the key.
        QFile remembered(knownHosts);
        QVERIFY(remembered.open(QIODevice::ReadOnly));
        QVERIFY(remembered.readAll().contains("ssh-ed25519"));
        const QString path = dir.filePath(QStringLiteral("report.json"));
        QVERIFY(page.exportReport(path));
        QFile report(path);
        QVERIFY(report.open(QIODevice::ReadOnly));
        const QByteArray json = report.readAll();
        // The passphrase is never written anywhere the user did not type it.
        QVERIFY(!json.contains("correct horse"));
        QVERIFY(!page.findChild<QPlainTextEdit*>(QStringLiteral("logPane"))
                     ->toPlainText()
                     .contains(QStringLiteral("correct horse")));
        const QJsonArray checks = QJsonDocument::fromJson(json)
                                      .object()
                                      .value(QStringLiteral("nodes"))
                                      .toArray()
                                      .at(0)
                                      .toObject()
                                      .value(QStringLiteral("checks"))
                                      .toArray();
        QString sshStatus;
        QString sshDetail;
        for (const QJsonValue& check : checks) {
            if (check.toObject().value(QStringLiteral("name")).toString() == QLatin1String("ssh")) {
                sshStatus = check.toObject().value(QStringLiteral("status")).toString();
                sshDetail = check.toObject().value(QStringLiteral("detail")).toString();
            }
        }
        QVERIFY2(sshStatus == (connects ? QLatin1String("pass") : QLatin1String("fail")), qPrintable(sshDetail));
        if (!connects)
            QVERIFY2(!sshDetail.isEmpty(), "a failed login says why");
    }

    void destroyedWhileRunningCleansUp()
    {
        JobController controller;
        controller.setJob(localJob());
        {
            CheckPage page(&controller);
            goLocal(page);
            page.findChild<QPushButton*>(QStringLiteral("runButton"))->click();
            QTRY_VERIFY_WITH_TIMEOUT(markRunning(), 60000);
        } // the page's destructor cancels and waits for the clean-up
        QTRY_VERIFY_WITH_TIMEOUT(!markRunning(), 2000);
        QCOMPARE(leftFolders(), QStringList());
    }
};

QTEST_MAIN(tst_CheckPage)
#include "tst_CheckPage.moc"
