#include "GuiTestBase.h"
#include "check/CheckResultsTable.h"
#include "model/JobFile.h"
#include "nodecheck/DryRunPlan.h"
#include "openjob/JobDocument.h"
#include "pages/CheckPage.h"
#include "pages/CheckSettingsStore.h"
#include "widgets/Prompt.h"

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
#include <QRadioButton>
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
class tst_CheckPage : public test::GuiTestBase
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

    // The report with what differs between two runs of the same check replaced by its type: the
    // times, the port, the log tails, and which node got which ranks (c10d hands them out).
    static QJsonValue stable(const QJsonValue& value, const QString& key = {})
    {
        static const QStringList kVolatile{QStringLiteral("seconds"), QStringLiteral("init_seconds"),
                                           QStringLiteral("joined_seconds"), QStringLiteral("total_seconds"),
                                           QStringLiteral("port"), QStringLiteral("log_tail"),
                                           QStringLiteral("run_dir"), QStringLiteral("pid"),
                                           // the run's port and temporary folder are in them
                                           QStringLiteral("timings"), QStringLiteral("command"),
                                           QStringLiteral("launcher_argv"), QStringLiteral("output")};
        if (kVolatile.contains(key))
            return QStringLiteral("<volatile %1>").arg(int(value.type()));
        // What a rank saw of the platform's variables depends on the node it landed on, which the
        // rendezvous decides afresh each run: the names must agree, the values are the node's.
        if (key == QLatin1String("env") && value.isObject())
            return QJsonArray::fromStringList(value.toObject().keys());
        // A node's ranks: how many, not which (the rendezvous' own list keeps every rank's report).
        if (key == QLatin1String("ranks") && value.isArray() && !value.toArray().isEmpty() &&
            value.toArray().first().isDouble())
            return QStringLiteral("<%1 rank(s)>").arg(value.toArray().size());
        if (value.isObject()) {
            QJsonObject object = value.toObject();
            for (auto it = object.begin(); it != object.end(); ++it)
                it.value() = stable(it.value(), it.key());
            return object;
        }
        if (value.isArray()) {
            QJsonArray array = value.toArray();
            for (qsizetype i = 0; i < array.size(); ++i)
                array[i] = stable(array.at(i));
            return array;
        }
        return value;
    }

    QJsonObject runPage(const JobSpec& job)
    {
        JobDocument document;
        document.setJob(job);
        CheckPage page(&document);
        goLocal(page);
        page.findChild<QPushButton*>(QStringLiteral("runButton"))->click();
        [&] { QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning() && outcome(page) != QLatin1String("running"), 90000); }();
        const QString path = m_tmp.filePath(QStringLiteral("page-report.json"));
        if (!page.exportReport(path))
            return {};
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object() : QJsonObject();
    }

    // The CLI given the command the Check step runs: the one the Preview shows for the job.
    QJsonObject runCli(const JobSpec& job)
    {
        JobDocument document;
        document.setJob(job);
        const QString commandFile = m_tmp.filePath(QStringLiteral("parity-command.sh"));
        QFile file(commandFile);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(document.command().text.toUtf8());
        file.close();
        QStringList arguments{
            QStringLiteral("check"),   QStringLiteral("--local"),  QStringLiteral("--command"), commandFile,
            QStringLiteral("--quiet"), QStringLiteral("--format"), QStringLiteral("json")};
        if (job.torchVersion.isKnown())
            arguments << QStringLiteral("--torch") << job.torchVersion.toString();
        QProcess cli;
        cli.start(QStringLiteral(DDPW_CLI_PATH), arguments);
        if (!cli.waitForFinished(120000))
            return {};
        return QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    }

    static void goLocal(CheckPage& page)
    {
        QTest::mouseClick(page.findChild<QRadioButton*>(QStringLiteral("localMode")), Qt::LeftButton, {}, QPoint(8, 8));
        QVERIFY(page.hosts().isEmpty());
        QVERIFY(page.findChild<QLabel*>(QStringLiteral("modeLabel"))->property("local").toBool());
    }

    static QString summaryOf(const CheckPage& page)
    {
        return page.findChild<QLabel*>(QStringLiteral("summaryLabel"))->text();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        m_mark = QStringLiteral("ddpw-gui-mark-%1").arg(QCoreApplication::applicationPid());
        // LocalTransport gives every node this process's environment: mktemp lands in m_tmp.
        qputenv("TMPDIR", QFile::encodeName(m_tmp.path()));
    }

    void init() { startClean(); }

    // A first check needs nothing filled in: the local mode, no made-up host names.
    void startsInLocalMode()
    {
        JobDocument document;
        JobSpec job = localJob();
        job.nodeCount = 3;
        document.setJob(job);
        CheckPage page(&document);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(page.hosts().isEmpty());
        auto* mode = page.findChild<QLabel*>(QStringLiteral("modeLabel"));
        QVERIFY(mode->property("local").toBool());
        QVERIFY2(mode->text().contains(QStringLiteral("3 simulated node")), qPrintable(mode->text()));
        auto* run = page.findChild<QPushButton*>(QStringLiteral("runButton"));
        QVERIFY(run->isEnabled());
        // The SSH settings mean nothing here and are not shown; the deadline still applies.
        QVERIFY(!page.findChild<QSpinBox*>(QStringLiteral("sshPort"))->isVisible());
        QVERIFY(!page.findChild<QPlainTextEdit*>(QStringLiteral("hostList"))->isVisible());
        QVERIFY(page.findChild<QSpinBox*>(QStringLiteral("timeout"))->isEnabled());

        // SSH without hosts cannot run, and says what is missing.
        QTest::mouseClick(page.findChild<QRadioButton*>(QStringLiteral("sshMode")), Qt::LeftButton, {}, QPoint(8, 8));
        auto* hostList = page.findChild<QPlainTextEdit*>(QStringLiteral("hostList"));
        QVERIFY(hostList->isVisible());
        QVERIFY(hostList->toPlainText().isEmpty()); // no node1..nodeN
        QVERIFY(!run->isEnabled());
        QVERIFY(run->toolTip().contains(QStringLiteral("List the hosts")));
        hostList->setFocus();
        QTest::keyClicks(hostList, QStringLiteral("gpu-a"));
        QVERIFY(run->isEnabled());
        QCOMPARE(page.hosts(), QStringList{QStringLiteral("gpu-a")});
        QVERIFY(!mode->property("local").toBool());
    }

    // Tab walks the page's fields in one fixed order, the SSH settings included: the order a
    // keyboard user learnt stays the same whichever widget class holds a field.
    void tabOrder()
    {
        JobDocument document;
        document.setJob(localJob());
        CheckPage page(&document);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTest::mouseClick(page.findChild<QRadioButton*>(QStringLiteral("sshMode")), Qt::LeftButton, {}, QPoint(8, 8));
        QVERIFY(page.pasteWorkerHosts(QStringLiteral("gpu-a,gpu-b"))); // Run can be reached
        QStringList chain;
        QWidget* widget = &page;
        do {
            widget = widget->nextInFocusChain();
            const bool reachable = widget->isVisible() && widget->isEnabled() && (widget->focusPolicy() & Qt::TabFocus);
            const bool proxied = widget->parentWidget() && widget->parentWidget()->focusProxy() == widget;
            if (reachable && !proxied && page.isAncestorOf(widget))
                chain.append(widget->objectName().isEmpty() ? widget->accessibleName() : widget->objectName());
        } while (widget != &page);
        // As the page had it before its fields moved into their own classes (the spin boxes' line
        // edits are Qt's own stops).
        const QString expected = QStringLiteral(
            "sshMode,hostList,pasteHosts,pasteButton,sshUser,sshPort,qt_spinbox_lineedit,identityFile,"
            "Browse for the identity file,knownHostsFile,Browse for the known hosts file,sshConfigFile,"
            "Browse for the ssh config file,acceptNew,preflightOnly,timeout,qt_spinbox_lineedit,python,bandwidth,"
            "runButton,nodeTable,logPane");
        QCOMPARE(chain.join(u','), expected);
    }

    // A hand-edited start command kept as typed is what the check runs, and the step says so;
    // the next change of the job regenerates the command and the note goes.
    void typedCommandIsSaid()
    {
        JobDocument document;
        document.setJob(localJob());
        CheckPage page(&document);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto* note = page.findChild<QLabel*>(QStringLiteral("commandNote"));
        QVERIFY(note);
        QVERIFY(!note->isVisible());
        document.keepTypedCommand(QStringLiteral("torchrun --nnodes=2 --nproc_per_node=1 --tee=3 train.py\n"));
        QVERIFY(note->isVisible());
        QVERIFY2(note->text().contains(QLatin1String("edited by hand")), qPrintable(note->text()));
        document.edit([](JobSpec& job) { job.port += 1; });
        QVERIFY(document.typedCommand().isEmpty());
        QVERIFY(!note->isVisible());
    }

    // Where a job was checked comes back with its file; another file has its own.
    void settingsRememberedPerJobFile()
    {
        const QString first = m_tmp.filePath(QStringLiteral("first.json"));
        const QString second = m_tmp.filePath(QStringLiteral("second.json"));
        QVERIFY(JobFile::save(localJob(), first).isEmpty());
        JobSpec other = localJob();
        other.jobName = QStringLiteral("another-job");
        QVERIFY(JobFile::save(other, second).isEmpty());
        {
            JobDocument document;
            QVERIFY(document.open(first).isEmpty());
            CheckPage page(&document);
            QVERIFY(page.pasteWorkerHosts(QStringLiteral("gpu-a,gpu-b")));
            page.findChild<QLineEdit*>(QStringLiteral("sshUser"))->setText(QStringLiteral("trainer"));
            page.findChild<QSpinBox*>(QStringLiteral("timeout"))->setValue(45);
            page.findChild<QLineEdit*>(QStringLiteral("python"))->setText(QStringLiteral("/opt/venv/bin/python"));
        }
        JobDocument document;
        QVERIFY(document.open(first).isEmpty());
        CheckPage page(&document);
        QCOMPARE(page.hosts(), (QStringList{QStringLiteral("gpu-a"), QStringLiteral("gpu-b")}));
        QCOMPARE(page.findChild<QLineEdit*>(QStringLiteral("sshUser"))->text(), QStringLiteral("trainer"));
        QCOMPARE(page.findChild<QSpinBox*>(QStringLiteral("timeout"))->value(), 45);
        auto* python = page.findChild<QLineEdit*>(QStringLiteral("python"));
        QCOMPARE(python->text(), QStringLiteral("/opt/venv/bin/python"));
        // Opening another job file brings that file's settings: never checked, the local mode.
        QVERIFY(document.open(second).isEmpty());
        QVERIFY(page.hosts().isEmpty());
        QVERIFY(python->text().isEmpty());
        QVERIFY(page.findChild<QLabel*>(QStringLiteral("modeLabel"))->property("local").toBool());
        QVERIFY(document.open(first).isEmpty());
        QCOMPARE(page.hosts().size(), 2);
        // Save As: the same job under a new name keeps its settings.
        const QString copy = m_tmp.filePath(QStringLiteral("copy.json"));
        QVERIFY(document.saveAs(copy).isEmpty());
        QCOMPARE(page.hosts().size(), 2);
        QCOMPARE(CheckSettingsStore::load(copy)->hosts, QStringLiteral("gpu-a\ngpu-b"));
        QCOMPARE(CheckSettingsStore::load(copy)->python, QStringLiteral("/opt/venv/bin/python"));
    }

    // The Python field of an unsaved job is remembered too: a new window's page shows it again.
    void pythonRememberedInANewWindow()
    {
        {
            JobDocument document;
            CheckPage page(&document);
            page.findChild<QLineEdit*>(QStringLiteral("python"))->setText(QStringLiteral("/usr/bin/python3"));
        }
        JobDocument document;
        CheckPage page(&document);
        QCOMPARE(page.findChild<QLineEdit*>(QStringLiteral("python"))->text(), QStringLiteral("/usr/bin/python3"));
    }

    // Every text comes back in the new language on QEvent::LanguageChange, and back again.
    void retranslates()
    {
        JobDocument controller;
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
        QTest::newRow("spaces and lines") << " a , b,\n c\n"
                                          << QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
        // HostList's reading, as `check --hosts` reads it: an empty name is a mistake, not skipped.
        QTest::newRow("empty item") << "a,,b" << QStringList();
        QTest::newRow("hostile text kept as names")
            << "$(touch${IFS}x),`id`;ls" << QStringList{QStringLiteral("$(touch${IFS}x)"), QStringLiteral("`id`;ls")};
        QTest::newRow("nothing") << ", ,\n" << QStringList();
        QTest::newRow("empty") << "" << QStringList();
    }

    void pasteWorkerHosts()
    {
        QFETCH(QString, pasted);
        QFETCH(QStringList, hosts);
        JobDocument controller;
        controller.setJob(localJob());
        CheckPage page(&controller);
        // The paste field is the SSH mode's.
        QTest::mouseClick(page.findChild<QRadioButton*>(QStringLiteral("sshMode")), Qt::LeftButton, {}, QPoint(8, 8));
        const QStringList before = page.hosts();
        auto* field = page.findChild<QLineEdit*>(QStringLiteral("pasteHosts"));
        field->setText(pasted);
        page.findChild<QPushButton*>(QStringLiteral("pasteButton"))->click();
        QCOMPARE(page.hosts(), hosts.isEmpty() ? before : hosts);
        QCOMPARE(field->text(), hosts.isEmpty() ? pasted : QString());
        // A refused paste says why, beside the field.
        auto* error = page.findChild<QLabel*>(QStringLiteral("pasteError"));
        QVERIFY(error);
        QCOMPARE(error->isVisibleTo(&page), hosts.isEmpty() && !pasted.trimmed().isEmpty());
    }

    void pasteTooManyHostsIsRefused()
    {
        JobDocument controller;
        CheckPage page(&controller);
        const QStringList before = page.hosts();
        QStringList names;
        for (int i = 0; i < JobSpec::kMaxNodes + 1; ++i)
            names.append(QStringLiteral("h%1").arg(i));
        QVERIFY(!page.pasteWorkerHosts(names.join(u',')));
        QCOMPARE(page.hosts(), before);
        names.removeLast();
        QVERIFY(page.pasteWorkerHosts(names.join(u',')));
        QCOMPARE(page.hosts().size(), JobSpec::kMaxNodes);
    }

    // The Check step and `ddpwizard-cli check` are two users of one CheckSession: the same job
    // gives the same report, key by key (the drift this guards against: the GUI once expected
    // torch "unknown" on every node and the CLI did not).
    void cliAndCheckPageAgree_data()
    {
        QTest::addColumn<TorchVersion>("torch");
        QTest::newRow("torch 1.13") << TorchVersion::of(1, 13);
        QTest::newRow("torch unknown") << TorchVersion();
    }

    void cliAndCheckPageAgree()
    {
        QFETCH(TorchVersion, torch);
        // As the English app runs: its translator holds the plural forms ("2 nodes"), which the
        // CLI's JSON uses too.
        QTranslator english;
        QVERIFY(english.load(QStringLiteral(":/i18n/ddpwizard_en")));
        QCoreApplication::installTranslator(&english);
        const auto uninstall = qScopeGuard([&] { QCoreApplication::removeTranslator(&english); });
        JobSpec job = localJob();
        job.torchVersion = torch;
        const QJsonObject page = runPage(job);
        const QJsonObject cli = runCli(job);
        QVERIFY2(!page.isEmpty() && !cli.isEmpty(), "a report is missing");
        QCOMPARE(page.value(QStringLiteral("rendezvous")).toObject().value(QStringLiteral("ok")).toBool(), true);
        const QJsonValue stablePage = stable(page);
        const QJsonValue stableCli = stable(cli);
        if (stablePage != stableCli) {
            // QtTest cuts long messages: the two reports go to files to compare.
            for (const auto& [name, value] :
                 {std::pair{QStringLiteral("page"), stablePage}, {QStringLiteral("cli"), stableCli}}) {
                QFile file(m_tmp.filePath(name + QStringLiteral("-stable.json")));
                if (file.open(QIODevice::WriteOnly))
                    file.write(QJsonDocument(value.toObject()).toJson());
            }
            qWarning("the reports differ: compare %s/page-stable.json and cli-stable.json", qPrintable(m_tmp.path()));
        }
        QVERIFY(stablePage == stableCli);
        QVERIFY(!markRunning());
        QVERIFY(leftFolders().isEmpty());
    }

    void localRunPasses()
    {
        JobDocument controller;
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
            QCOMPARE(table->item(row, CheckResultsTable::StateColumn)->data(Qt::UserRole).toString(),
                     QStringLiteral("passed"));
            QVERIFY(table->item(row, CheckResultsTable::TorchColumn)->text().startsWith(QLatin1String("1.13")));
            QVERIFY(!table->item(row, CheckResultsTable::PythonColumn)->text().isEmpty());
            QCOMPARE(table->item(row, CheckResultsTable::GpusColumn)->text().left(3), QStringLiteral("cpu"));
        }
        QStringList ranks{table->item(0, CheckResultsTable::RanksColumn)->text(),
                          table->item(1, CheckResultsTable::RanksColumn)->text()};
        ranks.sort();
        QCOMPARE(ranks, (QStringList{QStringLiteral("0"), QStringLiteral("1")}));
        // Each row shows the command its launcher ran.
        for (int row = 0; row < 2; ++row)
            QVERIFY2(table->item(row, CheckResultsTable::CommandColumn)->text().startsWith(QLatin1String("torchrun ")),
                     qPrintable(table->item(row, CheckResultsTable::CommandColumn)->text()));
        QCOMPARE(table->columnCount(), CheckResultsTable::FixedColumns + 1);
        // The check's title in words; its report name (as in the JSON) on hover.
        QCOMPARE(table->horizontalHeaderItem(CheckResultsTable::FixedColumns)->text(), QStringLiteral("All-reduce"));
        QCOMPARE(table->horizontalHeaderItem(CheckResultsTable::FixedColumns)->toolTip(), QStringLiteral("all_reduce"));
        for (int row = 0; row < 2; ++row) {
            QCOMPARE(table->item(row, CheckResultsTable::FixedColumns)->data(Qt::UserRole).toString(),
                     QStringLiteral("pass"));
            QVERIFY(!table->item(row, CheckResultsTable::FixedColumns)->icon().isNull());
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
        QCOMPARE(document.object().value(QStringLiteral("verdict")).toString(), QStringLiteral("passed"));
        QFile::remove(path);

        QTRY_VERIFY_WITH_TIMEOUT(!markRunning(), 3000);
        QCOMPARE(leftFolders(), QStringList());
    }

    // "Measure the network": the plot of busbw by size appears, every node gets a "network"
    // check (local mode: nobody is slow), the export has the CLI's "bandwidth" object. The
    // threshold verdict depends on the machine's speed, so only its shape is checked.
    void localNetworkStep()
    {
        JobDocument controller;
        controller.setJob(localJob());
        CheckPage page(&controller);
        goLocal(page);
        auto* plot = page.findChild<QWidget*>(QStringLiteral("bandwidthPlot"));
        auto* table = page.findChild<QTableWidget*>(QStringLiteral("nodeTable"));
        auto* summary = page.findChild<QLabel*>(QStringLiteral("summaryLabel"));
        QVERIFY(plot && !plot->isVisibleTo(&page));
        page.findChild<QCheckBox*>(QStringLiteral("bandwidth"))->setChecked(true);
        page.findChild<QPushButton*>(QStringLiteral("runButton"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning() && outcome(page) != QLatin1String("running"), 120000);
        QVERIFY2(plot->isVisibleTo(&page), qPrintable(summary->text()));
        QVERIFY2(plot->accessibleDescription().contains(QLatin1String("1 MiB: ")),
                 qPrintable(plot->accessibleDescription()));
        QVERIFY(summary->text().contains(QLatin1String("Network: peak busbw")));
        int network = -1;
        for (int column = CheckResultsTable::FixedColumns; column < table->columnCount(); ++column) {
            if (table->horizontalHeaderItem(column)->toolTip() == QLatin1String("network"))
                network = column;
        }
        QVERIFY(network > 0);
        for (int row = 0; row < 2; ++row) {
            QCOMPARE(table->item(row, network)->data(Qt::UserRole).toString(), QStringLiteral("pass"));
            QVERIFY(table->item(row, network)->toolTip().contains(QLatin1String("GB/s")));
        }
        const QString path = m_tmp.filePath(QStringLiteral("network-report.json"));
        QVERIFY(page.exportReport(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject bandwidth =
            QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("bandwidth")).toObject();
        QCOMPARE(bandwidth.value(QStringLiteral("per_node")).toArray().size(), 2);
        QCOMPARE(bandwidth.value(QStringLiteral("slow_nodes")).toArray().size(), 0);
        QCOMPARE(bandwidth.value(QStringLiteral("backend")).toString(), QStringLiteral("gloo"));
        for (const QJsonValue& size : bandwidth.value(QStringLiteral("sizes")).toArray())
            QVERIFY(size.toObject().value(QStringLiteral("correct")).toBool());
        QFile::remove(path);
        QTRY_VERIFY_WITH_TIMEOUT(!markRunning(), 3000);
        QCOMPARE(leftFolders(), QStringList());
    }

    // A local check of more processes than this machine has cores says so and offers fewer
    // processes per node (fewer nodes would leave the command's --nnodes waiting); taking the
    // offer runs the command with that many, named as a change, never changes the job; and it
    // can be undone.
    void localLoadOffersFewerProcesses()
    {
        const int cores = std::max(QThread::idealThreadCount(), 1);
        JobDocument controller;
        JobSpec job = localJob();
        job.nprocPerNode = {NprocPerNode::Kind::Number, 2 * cores};
        controller.setJob(job);
        const int fewer = std::max(cores / 2, 1);
        CheckPage page(&controller);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        goLocal(page);
        auto* note = page.findChild<QLabel*>(QStringLiteral("loadNote"));
        auto* button = page.findChild<QPushButton*>(QStringLiteral("localProcessesButton"));
        auto* mode = page.findChild<QLabel*>(QStringLiteral("modeLabel"));
        QVERIFY(note->isVisible());
        QVERIFY2(note->text().contains(QString::number(4 * cores)), qPrintable(note->text()));
        QVERIFY(button->isVisible());
        QVERIFY2(button->text().contains(QStringLiteral("Run %1 process").arg(fewer)), qPrintable(button->text()));

        button->click();
        QVERIFY(controller.job() == job);
        QVERIFY2(mode->text().contains(QStringLiteral("%1 process").arg(fewer)), qPrintable(mode->text()));
        auto* run = page.findChild<QPushButton*>(QStringLiteral("runButton"));
        auto* table = page.findChild<QTableWidget*>(QStringLiteral("nodeTable"));
        run->click();
        QVERIFY(page.isRunning());
        QCOMPARE(table->rowCount(), 2);
        auto* log = page.findChild<QPlainTextEdit*>(QStringLiteral("logPane"));
        QTRY_VERIFY_WITH_TIMEOUT(log->blockCount() > 2 && markRunning(), 60000);
        run->click(); // cancel once the launchers run: the run itself is tested elsewhere
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), 60000);
        // What ran: the command with the fewer processes.
        const QString ran = table->item(0, CheckResultsTable::CommandColumn)->text();
        QVERIFY2(ran.contains(QStringLiteral("--nproc_per_node=%1 ").arg(fewer)), qPrintable(ran));
        QVERIFY(!page.isStale());
        QVERIFY(controller.job() == job);

        // Back to the command's own count.
        QVERIFY(button->isVisible());
        button->click();
        QVERIFY2(mode->text().contains(QStringLiteral("%1 process").arg(2 * cores)), qPrintable(mode->text()));
        QTRY_VERIFY_WITH_TIMEOUT(!markRunning(), 5000);
        QCOMPARE(leftFolders(), QStringList());
    }

    // The Check step runs the command the Preview shows, as typed: a command that fails on the
    // platform fails here with the cause (said before the run, and in the verdict), and each
    // row shows what its node ran, on its own loopback address.
    void localCheckRunsTheTypedCommand()
    {
        JobDocument document;
        document.setJob(localJob());
        document.keepTypedCommand(QStringLiteral("torchrun --nnodes=3 --nproc_per_node=1 --node_rank=$VC_TASK_INDEX "
                                                 "--master_addr=${VC_WORKER_HOSTS%%,*} --rdzv_id=%1 train.py\n")
                                      .arg(m_mark));
        CheckPage page(&document);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        goLocal(page);
        page.findChild<QSpinBox*>(QStringLiteral("timeout"))->setValue(20);
        page.findChild<QPushButton*>(QStringLiteral("runButton"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), 90000);
        QCOMPARE(outcome(page), QStringLiteral("failed"));
        const QString summary = summaryOf(page);
        QVERIFY2(summary.contains(QLatin1String("waits for 3 nodes")), qPrintable(summary));
        QVERIFY2(!summary.contains(QLatin1String("ddpwizard-cli")), qPrintable(summary));
        const QString log = page.findChild<QPlainTextEdit*>(QStringLiteral("logPane"))->toPlainText();
        QVERIFY2(log.contains(QLatin1String("Known before the run: every node waits for 3 nodes")), qPrintable(log));
        QVERIFY2(log.contains(QLatin1String("On this machine: ")), qPrintable(log));
        auto* table = page.findChild<QTableWidget*>(QStringLiteral("nodeTable"));
        QCOMPARE(table->rowCount(), 2);
        for (int row = 0; row < 2; ++row) {
            const QString ran = table->item(row, CheckResultsTable::CommandColumn)->text();
            QVERIFY2(ran.startsWith(QStringLiteral("torchrun --nnodes=3 --nproc_per_node=1 --node_rank=%1 "
                                                   "--master_addr=127.0.0.1 ")
                                        .arg(row)),
                     qPrintable(ran));
        }
        QTRY_VERIFY_WITH_TIMEOUT(!markRunning(), 5000);
        QCOMPARE(leftFolders(), QStringList());
    }

    void cancelInTheMiddle()
    {
        JobDocument controller;
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
        JobDocument controller;
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
        QCOMPARE(table->item(0, CheckResultsTable::HostColumn)->text(), QStringLiteral("127.0.0.1"));
        bool sawFail = false;
        for (int column = CheckResultsTable::FixedColumns; column < table->columnCount(); ++column)
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

        JobDocument controller;
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

    // A result belongs to the job it ran for: an edit afterwards marks it stale.
    void resultGoesStaleWhenTheJobChanges()
    {
        JobDocument document;
        document.setJob(localJob());
        CheckPage page(&document);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.findChild<QPushButton*>(QStringLiteral("runButton"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), 90000);
        QCOMPARE(outcome(page), QStringLiteral("ok"));
        auto* stale = page.findChild<QLabel*>(QStringLiteral("staleNote"));
        auto* table = page.findChild<QTableWidget*>(QStringLiteral("nodeTable"));
        QVERIFY(!page.isStale());
        QVERIFY(!stale->isVisible());
        QVERIFY(table->isEnabled());
        document.edit([](JobSpec& job) { job.port = 23456; });
        page.refresh(); // as the window does on every change of the job
        QVERIFY(page.isStale());
        QVERIFY(stale->isVisible());
        QVERIFY(stale->text().contains(QStringLiteral("Run the check again")));
        QVERIFY(!table->isEnabled());
        QCOMPARE(page.findChild<QPushButton*>(QStringLiteral("runButton"))->text(), QStringLiteral("&Run again"));
        // Back to the job it ran for: the result is current again.
        document.edit([](JobSpec& job) { job.port = JobSpec::kDefaultPort; });
        page.refresh();
        QVERIFY(!page.isStale());
        QVERIFY(!stale->isVisible());
    }

    // The job written for torch 2.6 (the image's) on this machine's torch 1.13: the launcher
    // rejects the dash spellings. The check says before it runs that this machine's torch is not
    // the job's, keeps the torch it learnt in the table, and never offers to change the job to fit
    // this machine.
    void localTorchNeverChangesTheJob()
    {
        JobDocument document;
        JobSpec job = localJob();
        job.torchVersion = TorchVersion::of(2, 6);
        document.setJob(job);
        CheckPage page(&document);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.findChild<QPushButton*>(QStringLiteral("runButton"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), 90000);
        QCOMPARE(outcome(page), QStringLiteral("failed"));
        auto* fix = page.findChild<QPushButton*>(QStringLiteral("suggestionFix_0"));
        QVERIFY2(!fix || !fix->isVisible(), qPrintable(fix ? fix->text() : QString()));
        QCOMPARE(document.job().torchVersion, TorchVersion::of(2, 6));
        auto* log = page.findChild<QPlainTextEdit*>(QStringLiteral("logPane"));
        QVERIFY(log);
        const QString text = log->toPlainText();
        const qsizetype note = text.indexOf(QLatin1String("The job says torch 2.6, this machine has 1.13"));
        QVERIFY2(note >= 0, qPrintable(text));
        QVERIFY2(note < text.indexOf(QLatin1String("Dry-run rendezvous")), qPrintable(text));
        auto* table = page.findChild<QTableWidget*>(QStringLiteral("nodeTable"));
        QVERIFY(table->item(0, CheckResultsTable::TorchColumn)->text().startsWith(QLatin1String("1.13")));
    }

    void destroyedWhileRunningCleansUp()
    {
        JobDocument controller;
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
