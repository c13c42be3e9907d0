#include "GuiTestBase.h"
#include "TestJobs.h"
#include "preview/CommandPreview.h"
#include "preview/ExplainPanel.h"
#include "preview/PerNodeView.h"
#include "topology/TopologyView.h"

#include <QApplication>
#include <QPushButton>
#include <QToolButton>

#include <QLabel>
#include <QListWidget>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <QTreeWidget>

using namespace ddpw;

class tst_PerNodeView : public test::GuiTestBase
{
    Q_OBJECT

    // The value of a variable for one worker, as the user reads it: choose the worker, find the
    // variable's row.
    static QString cell(PerNodeView& view, int worker, const QString& variable)
    {
        view.workerSpinBox()->setValue(worker);
        const QTableWidget* table = view.workerTable();
        for (int row = 0; row < table->rowCount(); ++row) {
            if (table->item(row, 0) && table->item(row, 0)->text() == variable)
                return table->item(row, 1) ? table->item(row, 1)->text() : QString();
        }
        return QStringLiteral("<no row>");
    }
    static int workers(const PerNodeView& view) { return view.workerSpinBox()->maximum() + 1; }

private slots:
    void workerTable_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("node");
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("column");
        QTest::addColumn<QString>("value");
        QTest::addColumn<int>("rows");
        QTest::newRow("guide node 1 RANK") << 2 << 8 << 1 << 3 << "RANK"
                                           << "11" << 8;
        QTest::newRow("guide node 1 LOCAL_RANK") << 2 << 8 << 1 << 3 << "LOCAL_RANK"
                                                 << "3" << 8;
        QTest::newRow("guide WORLD_SIZE") << 2 << 8 << 0 << 0 << "WORLD_SIZE"
                                          << "16" << 8;
        QTest::newRow("guide LOCAL_WORLD_SIZE") << 2 << 8 << 0 << 7 << "LOCAL_WORLD_SIZE"
                                                << "8" << 8;
        QTest::newRow("guide GROUP_RANK") << 2 << 8 << 1 << 0 << "GROUP_RANK"
                                          << "1" << 8;
        QTest::newRow("guide run id") << 2 << 8 << 1 << 0 << "TORCHELASTIC_RUN_ID"
                                      << "0" << 8;
        QTest::newRow("64x8 last") << 64 << 8 << 63 << 7 << "RANK"
                                   << "511" << 8;
        QTest::newRow("1x1") << 1 << 1 << 0 << 0 << "WORLD_SIZE"
                             << "1" << 1;
        QTest::newRow("cpu-only") << 3 << 0 << 2 << 0 << "RANK"
                                  << "2" << 1;
        QTest::newRow("node clamped to last") << 2 << 8 << 9 << 0 << "GROUP_RANK"
                                              << "1" << 8;
    }
    void workerTable()
    {
        QFETCH(int, nodes);
        QFETCH(int, gpus);
        QFETCH(int, node);
        QFETCH(int, row);
        QFETCH(QString, column);
        PerNodeView view;
        view.setJob(test::guideJobWith(nodes, gpus));
        view.setNode(node);
        QTEST(workers(view), "rows");
        QTEST(cell(view, row, column), "value");
        // What the variable is, in words, beside its value.
        QVERIFY(view.workerTable()->columnCount() == 3);
    }

    void spinBoxDrivesTheNode()
    {
        PerNodeView view;
        view.setJob(test::guideJobWith(4, 2));
        QSignalSpy changed(&view, &PerNodeView::nodeChanged);
        QCOMPARE(view.nodeSpinBox()->maximum(), 3);
        view.nodeSpinBox()->setFocus();
        QTest::keyClick(view.nodeSpinBox(), Qt::Key_Up);
        QTest::keyClick(view.nodeSpinBox(), Qt::Key_Up);
        QCOMPARE(view.node(), 2);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(changed.last().first().toInt(), 2);
        QCOMPARE(cell(view, 1, QStringLiteral("RANK")), QStringLiteral("5"));
        QVERIFY(view.summaryLabel()->text().contains(QStringLiteral("VC_TASK_INDEX=2")));

        // The job shrinks under the shown node: it is clamped and reported once.
        view.setJob(test::guideJobWith(2, 2));
        QCOMPARE(view.node(), 1);
        QCOMPARE(changed.count(), 3);
        QCOMPARE(changed.last().first().toInt(), 1);
    }

    void masterMarked()
    {
        PerNodeView view;
        view.setJob(test::guideJobWith(2, 8));
        QVERIFY(view.summaryLabel()->text().contains(QStringLiteral("master node")));
        QVERIFY(view.summaryLabel()->text().contains(QStringLiteral("${MASTER}:29500")));
        view.setNode(1);
        QVERIFY(!view.summaryLabel()->text().contains(QStringLiteral("master node")));
    }

    void nodeCommandShown()
    {
        PerNodeView view;
        JobSpec spec = test::guideJobWith(2, 8);
        spec.rendezvousBackend = RendezvousBackend::Static;
        view.setJob(spec);
        view.setNode(1);
        NodeCommand command;
        command.argv = QStringList{QStringLiteral("torchrun"),      QStringLiteral("--nnodes=2"),
                                   QStringLiteral("--node-rank=1"), QStringLiteral("--master-addr=10.0.0.1"),
                                   QStringLiteral("train.py"),      QStringLiteral("a b")};
        command.environment = {{QStringLiteral("MASTER"), QStringLiteral("10.0.0.1")},
                               {QStringLiteral("NCCL_DEBUG"), QStringLiteral("INFO")}};
        command.unresolved = QStringList{QStringLiteral("$(hostname)")};
        view.setNodeCommand(command);
        QCOMPARE(view.nodeCommand(), command);

        QCOMPARE(view.argvList()->topLevelItemCount(), 6);
        QCOMPARE(view.argvList()->topLevelItem(5)->text(1), QStringLiteral("a b"));
        QCOMPARE(view.argvList()->topLevelItem(5)->text(0), QStringLiteral("5"));
        QCOMPARE(view.environmentList()->topLevelItemCount(), 2);
        QCOMPARE(view.environmentList()->topLevelItem(1)->text(0), QStringLiteral("NCCL_DEBUG"));
        QCOMPARE(view.unresolvedList()->count(), 1);
        QCOMPARE(view.unresolvedList()->item(0)->text(), QStringLiteral("$(hostname)"));
        // Static rendezvous: the workers' MASTER_ADDR is the node's value of MASTER.
        QCOMPARE(cell(view, 0, QStringLiteral("MASTER_ADDR")), QStringLiteral("10.0.0.1"));
        QVERIFY(view.summaryLabel()->text().contains(QStringLiteral("10.0.0.1")));
    }

    // Every value as the node sees it: the rendezvous line shows the expanded MASTER, and the
    // "known only on the node" box always says what it holds.
    void valuesExpandedAndUnknownsExplained()
    {
        PerNodeView view;
        view.setJob(test::guideJobWith(2, 8));
        view.setNode(1);
        QVERIFY(view.unresolvedNote()->text().contains(QStringLiteral("Nothing")));
        NodeCommand command;
        command.argv =
            QStringList{QStringLiteral("torchrun"), QStringLiteral("--rdzv-endpoint=job-worker-0.job:29500")};
        command.environment = {{QStringLiteral("MASTER"), QStringLiteral("job-worker-0.job")}};
        view.setNodeCommand(command);
        const QString summary = view.summaryLabel()->text();
        QVERIFY2(summary.contains(QStringLiteral("Rendezvous</b> at job-worker-0.job:29500")), qPrintable(summary));
        QVERIFY(!summary.contains(QStringLiteral("${MASTER}:29500")));
        QVERIFY(!view.unresolvedList()->isVisibleTo(&view));

        command.unresolved = QStringList{QStringLiteral("$(date +%s): 'date' runs on the node: its output is known "
                                                        "only there")};
        view.setNodeCommand(command);
        QVERIFY(view.unresolvedList()->isVisibleTo(&view));
        QVERIFY(view.unresolvedNote()->text().contains(QStringLiteral("depend on the node itself")));
        QVERIFY(!view.unresolvedList()->item(0)->toolTip().isEmpty());
    }

    void summaryEscapesValues()
    {
        PerNodeView view;
        view.setJob(test::guideJobWith(1, 1));
        NodeCommand command;
        command.environment = {{QStringLiteral("MASTER"), QStringLiteral("<b>evil</b>")}};
        view.setNodeCommand(command);
        QVERIFY(view.summaryLabel()->text().contains(QStringLiteral("&lt;b&gt;evil")));
    }

    void noNodesOrUnknownWorkers()
    {
        PerNodeView view;
        view.setJob(test::guideJobWith(0, 8));
        QVERIFY(!view.nodeSpinBox()->isEnabled());
        QCOMPARE(view.workerTable()->rowCount(), 1);
        JobSpec spec = test::guideJobWith(2, 0);
        spec.nprocPerNode.kind = NprocPerNode::Kind::Auto;
        view.setJob(spec);
        QVERIFY(view.nodeSpinBox()->isEnabled());
        QCOMPARE(view.workerTable()->rowCount(), 1);
        QVERIFY(view.workerTable()->item(0, 0)->text().contains(QStringLiteral("auto")));
    }

    void languageChangeRedraws()
    {
        // A language switch from the menu sends LanguageChange; every widget redraws its texts.
        PerNodeView perNode;
        perNode.setJob(test::guideJobWith(2, 8));
        TopologyView topology;
        topology.setJob(test::guideJobWith(2, 8));
        CommandPreview preview;
        ExplainPanel explain;
        for (QWidget* widget : QList<QWidget*>{&perNode, &topology, &preview, &explain}) {
            QEvent change(QEvent::LanguageChange);
            QApplication::sendEvent(widget, &change);
        }
        QCOMPARE(workers(perNode), 8);
        QVERIFY(!preview.copyButton()->text().isEmpty());
        QVERIFY(!topology.findChild<QToolButton*>(QStringLiteral("zoomIn"))->text().isEmpty());
        QVERIFY(!explain.placeholderText().isEmpty());
    }

    void explainPanel_data()
    {
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("meaning");
        QTest::addColumn<QString>("defaultValue");
        QTest::addColumn<QString>("effect");
        QTest::newRow("option") << QStringLiteral("--nnodes") << QStringLiteral("Number of nodes")
                                << QStringLiteral("1:1") << QStringLiteral("Every node waits for 2 nodes");
        QTest::newRow("markup stays text") << QStringLiteral("<script>x</script>") << QStringLiteral("a & b <i>")
                                           << QString() << QStringLiteral("line1\nline2");
        QTest::newRow("cjk") << QStringLiteral("--nnodes") << QStringLiteral("节点数量") << QString() << QString();
    }
    void explainPanel()
    {
        QFETCH(QString, title);
        QFETCH(QString, meaning);
        QFETCH(QString, defaultValue);
        QFETCH(QString, effect);
        ExplainPanel panel;
        // With nothing to explain the panel is empty and shows its hint as the placeholder.
        QVERIFY(panel.toPlainText().isEmpty());
        const QString hint = panel.placeholderText();
        QVERIFY(!hint.isEmpty());
        panel.setExplanation(title, meaning, defaultValue, effect);
        QCOMPARE(panel.title(), title);
        const QString shown = panel.toPlainText();
        QVERIFY2(shown.contains(title), qPrintable(shown));
        QVERIFY(shown.contains(meaning));
        QVERIFY(shown.contains(QStringLiteral("Meaning")));
        QCOMPARE(shown.contains(QStringLiteral("Default")), !defaultValue.isEmpty());
        for (const QString& line : effect.split(u'\n'))
            QVERIFY(shown.contains(line));
        panel.clearExplanation();
        QVERIFY(panel.toPlainText().isEmpty());
        QCOMPARE(panel.placeholderText(), hint);
        QVERIFY(panel.title().isEmpty());
    }
};

QTEST_MAIN(tst_PerNodeView)
#include "tst_PerNodeView.moc"
