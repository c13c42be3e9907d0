// The Diagnose view, driven as a person would: opened from the menu and the toolbar, logs
// opened (several at once), pasted and dropped, findings shown as cards root cause first, a
// card's line clicked open in the log viewer with the culprit highlighted, a fix applied to the
// job with one click, the language switched; and offered by the Check step after a failed
// dry-run. Dialogs are pre-answered through Prompt's test seams.
#include "GuiTestBase.h"
#include "logs/LogDiagnosisDialog.h"
#include "logs/LogFindingCard.h"
#include "logs/LogViewer.h"
#include "openjob/Autosaver.h"
#include "openjob/JobDocument.h"
#include "pages/CheckPage.h"
#include "widgets/ElidedButton.h"
#include "widgets/Prompt.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QToolBar>
#include <QToolButton>

#include <memory>

using namespace ddpw;

namespace {

const QString kCorpus = QStringLiteral(DDPW_SOURCE_DIR "/tests/data/diagnose-corpus");

QString kindOf(const LogFindingCard* card)
{
    return card->property("kind").toString();
}

} // namespace

class tst_LogDiagnosisDialog : public test::GuiTestBase
{
    Q_OBJECT

private slots:
    void init()
    {
        m_window = newWindow();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() { closeWindow(m_window); }

    // File > Diagnose logs and the toolbar's button open the same one view.
    void openedFromMenuAndToolbar()
    {
        QAction* action = m_window->findChild<QAction*>(QStringLiteral("diagnoseLogs"));
        QVERIFY(action);
        auto* toolBar = m_window->findChild<QToolBar*>(QStringLiteral("mainToolBar"));
        QVERIFY(toolBar);
        QVERIFY(toolBar->actions().contains(action));
        auto* button = qobject_cast<QToolButton*>(toolBar->widgetForAction(action));
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        LogDiagnosisDialog* dialog = view();
        QVERIFY(dialog && dialog->isVisible());
        QTest::keyClick(m_window.get(), Qt::Key_D, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(m_window->findChildren<LogDiagnosisDialog*>().size(), 1);
        QCOMPARE(dialog->findChild<QLabel*>(QStringLiteral("diagnoseSummary"))->text(), QStringLiteral("No logs yet."));
    }

    // Two logs of one job opened at once: cards root cause first, the cause across nodes.
    void openSeveralLogs()
    {
        LogDiagnosisDialog* dialog = openView();
        const QString folder = kCorpus + QStringLiteral("/recorded/restart-after-crash/");
        Prompt::setNextFileName(folder + QStringLiteral("node0.log"));
        Prompt::setNextFileName(folder + QStringLiteral("node1.log"));
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("openLogs")), Qt::LeftButton);
        waitForReport(dialog);
        QCOMPARE(dialog->logCount(), 2);
        QCOMPARE(dialog->findChild<QListWidget*>(QStringLiteral("logList"))->count(), 2);
        const QList<LogFindingCard*> cards = dialog->cards();
        QVERIFY(cards.size() >= 3);
        QCOMPARE(kindOf(cards.first()), QStringLiteral("worker-failed"));
        QVERIFY(cards.first()->findChild<QLabel*>(QStringLiteral("summary"))->text().contains("FileNotFoundError"));
        QVERIFY(cards.first()->findChild<QLabel*>(QStringLiteral("explains"))->text().contains("peer-lost"));
        QVERIFY(dialog->findChild<QLabel*>(QStringLiteral("diagnoseSummary"))->text().contains("of 2 logs;"));
    }

    // Two nodes' logs: node0's worker raises, node1's worker loses its peer. Each card's Explains
    // lists only what its own log shows; node1's card names its cause and the log it lies in.
    void cardsExplainTheirOwnLog_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("explains");
        QTest::addColumn<QString>("causedBy");
        QTest::newRow("en") << "en"
                            << "Explains: worker-exit"
                            << "Caused by worker-failed in node0.log";
        QTest::newRow("zh_CN") << "zh_CN"
                               << "解释了：worker-exit"
                               << "由 node0.log 中的 worker-failed 引起";
    }

    void cardsExplainTheirOwnLog()
    {
        QFETCH(QString, language);
        QFETCH(QString, explains);
        QFETCH(QString, causedBy);
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const QString node0 = folder.filePath(QStringLiteral("node0.log"));
        const QString node1 = folder.filePath(QStringLiteral("node1.log"));
        QVERIFY(writeFile(node0,
                          "[default0]:Traceback (most recent call last):\n"
                          "[default0]:  File \"/job/train.py\", line 41, in <module>\n"
                          "[default0]:    batch = next(loader)\n"
                          "[default0]:FileNotFoundError: [Errno 2] No such file or directory: "
                          "'/data/shards/part-00002.bin'\n"
                          "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 "
                          "(pid: 4121) of binary: /usr/bin/python3\n"));
        QVERIFY(writeFile(node1, "[default0]:Traceback (most recent call last):\n"
                                 "[default0]:  File \"/job/train.py\", line 52, in <module>\n"
                                 "[default0]:    loss.backward()\n"
                                 "[default0]:RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:598] "
                                 "Read error [10.0.0.11]:18562: Connection reset by peer\n"));
        if (language != QLatin1String("en"))
            m_window->findChild<QAction*>(QStringLiteral("language_") + language)->trigger();
        LogDiagnosisDialog* dialog = openView();
        Prompt::setNextFileName(node0);
        Prompt::setNextFileName(node1);
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("openLogs")), Qt::LeftButton);
        waitForReport(dialog);
        QCOMPARE(dialog->logCount(), 2);
        const QList<LogFindingCard*> cards = dialog->cards();
        LogFindingCard* failed = nullptr;
        LogFindingCard* lost = nullptr;
        for (LogFindingCard* card : cards) {
            failed = kindOf(card) == QLatin1String("worker-failed") ? card : failed;
            lost = kindOf(card) == QLatin1String("peer-lost") ? card : lost;
        }
        QVERIFY(failed && lost);
        QCOMPARE(cards.first(), failed);
        QCOMPARE(failed->findChild<QLabel*>(QStringLiteral("explains"))->text(), explains);
        QVERIFY(!failed->findChild<QLabel*>(QStringLiteral("causedBy")));
        QVERIFY(!lost->findChild<QLabel*>(QStringLiteral("explains")) ||
                !lost->findChild<QLabel*>(QStringLiteral("explains"))->text().contains(QLatin1String("worker-failed")));
        QCOMPARE(lost->findChild<QLabel*>(QStringLiteral("causedBy"))->text(), causedBy);
        if (language != QLatin1String("en")) {
            m_window->findChild<QAction*>(QStringLiteral("language_en"))->trigger();
            QCoreApplication::processEvents();
            waitForReport(dialog);
        }
    }

    // A kind both logs show is a card per log (recorded: two nodes both given node rank 0): each
    // card lists its own log's lines, and only node1's, whose log shows the taken port, explains it.
    void oneCardPerLog_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("summary");
        QTest::addColumn<QString>("explains");
        QTest::newRow("en") << "en"
                            << "node0.log, node1.log all ran as node rank 0"
                            << "Explains: port-in-use";
        QTest::newRow("zh_CN") << "zh_CN"
                               << "node0.log, node1.log 都以节点序号 0 运行"
                               << "解释了：port-in-use";
    }

    void oneCardPerLog()
    {
        QFETCH(QString, language);
        QFETCH(QString, summary);
        QFETCH(QString, explains);
        if (language != QLatin1String("en"))
            m_window->findChild<QAction*>(QStringLiteral("language_") + language)->trigger();
        LogDiagnosisDialog* dialog = openView();
        const QString folder = kCorpus + QStringLiteral("/recorded/same-node-rank/");
        Prompt::setNextFileName(folder + QStringLiteral("node0.log"));
        Prompt::setNextFileName(folder + QStringLiteral("node1.log"));
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("openLogs")), Qt::LeftButton);
        waitForReport(dialog);
        const QList<LogFindingCard*> cards = dialog->cards();
        QVERIFY(cards.size() >= 3);
        QSet<int> logs;
        for (LogFindingCard* card : cards.mid(0, 2)) {
            QCOMPARE(kindOf(card), QStringLiteral("duplicate-node-rank"));
            QVERIFY2(card->findChild<QLabel*>(QStringLiteral("summary"))->text().contains(summary),
                     qPrintable(card->findChild<QLabel*>(QStringLiteral("summary"))->text()));
            const QList<QPushButton*> lines = card->findChildren<QPushButton*>(QStringLiteral("evidence"));
            QCOMPARE(lines.size(), 1);
            const int log = lines.first()->property("source").toInt();
            logs.insert(log);
            const QLabel* explained = card->findChild<QLabel*>(QStringLiteral("explains"));
            if (log == 1)
                QCOMPARE(explained ? explained->text() : QString(), explains);
            else
                QVERIFY(!explained);
        }
        QCOMPARE(logs, (QSet<int>{0, 1}));
        QCOMPARE(kindOf(cards.at(2)), QStringLiteral("port-in-use"));
        for (QPushButton* line : cards.at(2)->findChildren<QPushButton*>(QStringLiteral("evidence")))
            QCOMPARE(line->property("source").toInt(), 1);
        if (language != QLatin1String("en")) {
            m_window->findChild<QAction*>(QStringLiteral("language_en"))->trigger();
            QCoreApplication::processEvents();
            waitForReport(dialog);
        }
    }

    // Clicking a card's line opens that log at that line, highlighted.
    void evidenceOpensTheLine()
    {
        LogDiagnosisDialog* dialog = openView();
        dialog->addFiles({kCorpus + QStringLiteral("/recorded/worker-crash.log")});
        waitForReport(dialog);
        LogFindingCard* first = dialog->cards().first();
        QPushButton* evidence = first->evidenceButtons().first();
        const qint64 line = evidence->property("line").toLongLong();
        QVERIFY(line > 1);
        QTest::mouseClick(evidence, Qt::LeftButton);
        LogViewer* viewer = dialog->viewer();
        QCOMPARE(viewer->highlightedLine(), line);
        QPlainTextEdit* text = viewer->text();
        const int block = text->textCursor().blockNumber();
        QCOMPARE(qint64(block) + viewer->firstShownLine(), line);
        QVERIFY(text->textCursor().block().text().contains(QLatin1String("FileNotFoundError")));
        // That line, and only it, is marked.
        for (QTextBlock shown = text->document()->begin(); shown.isValid(); shown = shown.next())
            QCOMPARE(shown.blockFormat().background().style() != Qt::NoBrush, shown.blockNumber() == block);
    }

    // A log far longer than the viewer's window still opens at the line, read from its file.
    void bigLogOpensAWindowAroundTheLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.log"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        for (int i = 0; i < 20000; ++i)
            file.write("[default0]:epoch 1 step " + QByteArray::number(i) + " loss 0.1\n");
        file.write("RuntimeError: CUDA error: invalid device ordinal\n");
        file.close();
        LogDiagnosisDialog* dialog = openView();
        dialog->addFiles({path});
        waitForReport(dialog);
        QCOMPARE(kindOf(dialog->cards().first()), QStringLiteral("invalid-device-ordinal"));
        QTest::mouseClick(dialog->cards().first()->evidenceButtons().first(), Qt::LeftButton);
        LogViewer* viewer = dialog->viewer();
        QCOMPARE(viewer->highlightedLine(), 20001);
        QVERIFY(viewer->firstShownLine() > 1);
        QVERIFY(viewer->text()->textCursor().block().text().contains(QLatin1String("invalid device ordinal")));
    }

    // Paste and drop add logs too.
    void pasteAndDrop()
    {
        LogDiagnosisDialog* dialog = openView();
        QGuiApplication::clipboard()->setText(
            QStringLiteral("[rank3]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 4.00 GiB\n"));
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("pasteLog")), Qt::LeftButton);
        waitForReport(dialog);
        QCOMPARE(dialog->logCount(), 1);
        QCOMPARE(kindOf(dialog->cards().first()), QStringLiteral("cuda-out-of-memory"));

        auto* mime = new QMimeData;
        mime->setUrls({QUrl::fromLocalFile(kCorpus + QStringLiteral("/recorded/port-in-use.log"))});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(dialog, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(dialog, &drop);
        delete mime;
        waitForReport(dialog);
        QCOMPARE(dialog->logCount(), 2);
        QStringList kinds;
        for (LogFindingCard* card : dialog->cards())
            kinds.append(kindOf(card));
        QVERIFY2(kinds.contains(QStringLiteral("port-in-use")), qPrintable(kinds.join(u' ')));

        // Remove the pasted one: the findings follow.
        auto* list = dialog->findChild<QListWidget*>(QStringLiteral("logList"));
        list->setCurrentRow(0);
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("removeLog")), Qt::LeftButton);
        waitForReport(dialog);
        QCOMPARE(dialog->logCount(), 1);
        QCOMPARE(kindOf(dialog->cards().first()), QStringLiteral("port-in-use"));
    }

    // A big log is read off the GUI thread, and a change of the logs while it is read cancels
    // that reading: the report shown is always the one of the list as it is.
    void newReadingReplacesTheRunningOne()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.log"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QByteArray line = "[default0]:epoch 1 step 17 loss 0.1 lr 0.001 throughput 1234.5 samples/s\n";
        for (int i = 0; i < 400000; ++i)
            file.write(line);
        file.write("RuntimeError: CUDA error: invalid device ordinal\n");
        file.close();
        LogDiagnosisDialog* dialog = openView();
        QSignalSpy diagnosed(dialog, &LogDiagnosisDialog::diagnosed);
        dialog->addFiles({path});
        QVERIFY(dialog->isDiagnosing()); // the call returned before the log was read
        dialog->clearLogs();
        waitForReport(dialog);
        QCOMPARE(diagnosed.count(), 1); // only the last reading reports
        QVERIFY(dialog->cards().isEmpty());
        QCOMPARE(dialog->findChild<QLabel*>(QStringLiteral("diagnoseSummary"))->text(), QStringLiteral("No logs yet."));

        dialog->addFiles({path});
        waitForReport(dialog);
        QCOMPARE(kindOf(dialog->cards().first()), QStringLiteral("invalid-device-ordinal"));
        QCOMPARE(dialog->report().linesRead, 400001);
    }

    // A card's fix is one click, and it changes the open job.
    void applyFixToTheJob()
    {
        m_window->document()->edit([](JobSpec& job) {
            job.launcher = Launcher::DistributedLaunch;
            job.localRankFrom = LocalRankFrom::DashArgument;
        });
        LogDiagnosisDialog* dialog = openView();
        dialog->addFiles({kCorpus + QStringLiteral("/recorded/local-rank.log")});
        waitForReport(dialog);
        LogFindingCard* first = dialog->cards().first();
        QCOMPARE(kindOf(first), QStringLiteral("local-rank-argument"));
        QVERIFY(first->findChild<QLabel*>(QStringLiteral("jobNote")));
        QList<QPushButton*> fixes = first->fixButtons();
        QVERIFY(!fixes.isEmpty());
        QCOMPARE(fixes.first()->text(), QStringLiteral("Pass --use_env"));
        QTest::mouseClick(fixes.first(), Qt::LeftButton);
        QCOMPARE(m_window->document()->job().localRankFrom, LocalRankFrom::Environment);
        QVERIFY(!fixes.first()->isEnabled());
        QVERIFY(fixes.first()->text().startsWith(QLatin1String("Applied")));
    }

    // The language switches the view and the findings' words.
    void chinese()
    {
        LogDiagnosisDialog* dialog = openView();
        dialog->addFiles({kCorpus + QStringLiteral("/recorded/port-in-use.log")});
        waitForReport(dialog);
        const QString english = dialog->cards().first()->findChild<QLabel*>(QStringLiteral("summary"))->text();
        m_window->findChild<QAction*>(QStringLiteral("language_zh_CN"))->trigger();
        QCoreApplication::processEvents();
        waitForReport(dialog);
        QCOMPARE(dialog->windowTitle(), QStringLiteral("诊断失败的任务"));
        const QString chinese = dialog->cards().first()->findChild<QLabel*>(QStringLiteral("summary"))->text();
        QVERIFY2(chinese != english && chinese.contains(QStringLiteral("端口")), qPrintable(chinese));
        QCOMPARE(kindOf(dialog->cards().first()), QStringLiteral("port-in-use"));
        m_window->findChild<QAction*>(QStringLiteral("language_en"))->trigger();
        QCoreApplication::processEvents();
        waitForReport(dialog);
        QCOMPARE(dialog->cards().first()->findChild<QLabel*>(QStringLiteral("summary"))->text(), english);
    }

    // A failed local dry-run offers its nodes' logs to the Diagnose view: the same root cause
    // as the Check step's own summary.
    void offeredAfterAFailedCheck()
    {
        JobSpec job = JobSpec::guideExample();
        job.nodeCount = 1;
        job.gpusPerNode = 0;
        // Written for torch 2.x (dash spellings) but run by this machine's torch 1.13, which
        // refuses them: the dry-run fails fast, without any network.
        job.torchVersion = TorchVersion::of(2, 1);
        job.nprocPerNode = NprocPerNode{NprocPerNode::Kind::Number, 1};
        job.maxRestarts = 0;
        m_window->document()->setJob(job);
        m_window->showStep(4);
        auto* page = m_window->findChild<CheckPage*>();
        QVERIFY(page);
        QVERIFY(page->isVisible());
        auto* diagnose = page->findChild<QPushButton*>(QStringLiteral("diagnoseButton"));
        QVERIFY(diagnose);
        QVERIFY(!diagnose->isVisible());

        // An empty host list: the local mode, on this machine.
        page->findChild<QPlainTextEdit*>(QStringLiteral("hostList"))->clear();
        QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("runButton")), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!page->isRunning(), 60000);
        auto* summary = page->findChild<QLabel*>(QStringLiteral("summaryLabel"));
        QCOMPARE(summary->property("outcome").toString(), QStringLiteral("failed"));
        QVERIFY2(diagnose->isVisible(), qPrintable(summary->text()));

        QTest::mouseClick(diagnose, Qt::LeftButton);
        LogDiagnosisDialog* dialog = view();
        QVERIFY(dialog && dialog->isVisible());
        waitForReport(dialog);
        QCOMPARE(dialog->findChild<QListWidget*>(QStringLiteral("logList"))->count(), 1);
        QVERIFY(!dialog->cards().isEmpty());
        LogFindingCard* first = dialog->cards().first();
        QCOMPARE(first->property("kind").toString(), QStringLiteral("launcher-arguments"));
        // The line the Check step quotes is the card's decisive evidence.
        QVERIFY2(summary->text().contains(QLatin1String("unrecognized arguments: --rdzv-id")),
                 qPrintable(summary->text()));
        bool quoted = false;
        for (ElidedButton* evidence : first->findChildren<ElidedButton*>(QStringLiteral("evidence")))
            quoted = quoted || evidence->fullText().contains(QLatin1String("unrecognized arguments: --rdzv-id"));
        QVERIFY(quoted);
        dialog->close();
    }

    // A card's environment-variable and launcher-option fixes, in English and in Chinese: the
    // card lists the command lines the click changes, and the click makes exactly that edit of
    // the open job (the job after it equals the job with that one change made by hand).
    void fixChangesExactlyWhatItSays_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("relative");
        QTest::addColumn<QString>("commandLine");
        for (const char* language : {"en", "zh_CN"}) {
            QTest::addRow("gloo-ifname-%s", language) << language << "recorded/gloo-loopback-alias"
                                                      << "export GLOO_SOCKET_IFNAME=eth0";
            QTest::addRow("rdzv-id-%s", language) << language << "recorded/port-taken-closed.log"
                                                  << "--rdzv-id=job8";
        }
    }

    void fixChangesExactlyWhatItSays()
    {
        QFETCH(QString, language);
        QFETCH(QString, relative);
        QFETCH(QString, commandLine);
        m_window->document()->edit([](JobSpec& job) {
            job.gpusPerNode = 0;
            job.rendezvousBackend = RendezvousBackend::C10d;
            job.rendezvousId = QStringLiteral("job7");
        });
        const JobSpec before = m_window->document()->job();
        JobSpec expected = before;
        QString label;
        if (relative.contains(QLatin1String("gloo"))) {
            expected.env.append(EnvVar{QStringLiteral("GLOO_SOCKET_IFNAME"), QStringLiteral("eth0")});
        } else {
            expected.rendezvousId = QStringLiteral("job8");
        }
        LogDiagnosisDialog* dialog = openView();
        if (language != QLatin1String("en")) {
            m_window->findChild<QAction*>(QStringLiteral("language_") + language)->trigger();
            QCoreApplication::processEvents();
        }
        if (relative.endsWith(QLatin1String(".log")))
            dialog->addFiles({kCorpus + u'/' + relative});
        else
            dialog->addFiles({kCorpus + u'/' + relative + QStringLiteral("/node0.log"),
                              kCorpus + u'/' + relative + QStringLiteral("/node1.log")});
        waitForReport(dialog);
        if (relative.contains(QLatin1String("gloo")))
            label = QCoreApplication::translate("LogDiagnosisJobLinker", "Set %1=%2 for the job")
                        .arg(QStringLiteral("GLOO_SOCKET_IFNAME"), QStringLiteral("eth0"));
        else
            label = QCoreApplication::translate("LogDiagnosisJobLinker", "Use the rendezvous id %1")
                        .arg(QStringLiteral("job8"));
        if (language != QLatin1String("en"))
            QVERIFY2(label.contains(QRegularExpression(QStringLiteral("[\\x{4e00}-\\x{9fff}]"))), qPrintable(label));
        LogFindingCard* first = dialog->cards().first();
        QPushButton* button = nullptr;
        for (QPushButton* each : first->fixButtons()) {
            if (each->text() == label)
                button = each;
        }
        QVERIFY2(button, qPrintable(label));
        auto* changes = first->findChild<QLabel*>(QStringLiteral("fixChanges"));
        QVERIFY(changes);
        QVERIFY2(changes->text().remove(QChar(0x200b)).contains(QStringLiteral("+ ") + commandLine),
                 qPrintable(changes->text()));
        QVERIFY(button->toolTip().contains(commandLine));
        QVERIFY(!m_window->document()->command().text.contains(commandLine));

        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(m_window->document()->job() == expected);
        QVERIFY2(m_window->document()->command().text.contains(commandLine),
                 qPrintable(m_window->document()->command().text));
        QVERIFY(!button->isEnabled());
        if (language != QLatin1String("en")) {
            m_window->findChild<QAction*>(QStringLiteral("language_en"))->trigger();
            QCoreApplication::processEvents();
            waitForReport(dialog);
        }
        dialog->close();
    }

private:
    LogDiagnosisDialog* view() const { return m_window->findChild<LogDiagnosisDialog*>(); }

    LogDiagnosisDialog* openView()
    {
        m_window->findChild<QAction*>(QStringLiteral("diagnoseLogs"))->trigger();
        LogDiagnosisDialog* dialog = view();
        dialog->clearLogs();
        waitForReport(dialog);
        return dialog;
    }

    // Readings run on a worker thread; the tests look at the report once it is shown.
    static bool writeFile(const QString& path, const QByteArray& bytes)
    {
        QFile file(path);
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
    }

    static void waitForReport(LogDiagnosisDialog* dialog) { QTRY_VERIFY_WITH_TIMEOUT(!dialog->isDiagnosing(), 120000); }

    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(tst_LogDiagnosisDialog)
#include "tst_LogDiagnosisDialog.moc"
