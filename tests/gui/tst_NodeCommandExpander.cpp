#include "GuiTestBase.h"
#include "openjob/NodeCommandExpander.h"
#include "preview/PerNodeView.h"

#include "generate/CommandGenerator.h"

#include <QLabel>
#include <QTest>
#include <QTreeWidget>

using namespace ddpw;

// The convenience between core's static expansion and PerNodeView.
class tst_NodeCommandExpander : public test::GuiTestBase
{
    Q_OBJECT

private slots:
    void expandGuideCommand_data()
    {
        QTest::addColumn<int>("node");
        QTest::newRow("node 0") << 0;
        QTest::newRow("node 1") << 1;
    }
    void expandGuideCommand()
    {
        QFETCH(int, node);
        const JobSpec spec = JobSpec::guideExample();
        const QString command = CommandGenerator(spec).platformCommand();
        const NodeCommand expanded = NodeCommandExpander::expand(command, spec, node);
        QVERIFY(!expanded.argv.isEmpty());
        QCOMPARE(expanded.argv.first(), QStringLiteral("torchrun"));
        QVERIFY2(expanded.argv.contains(QStringLiteral("--rdzv-endpoint=pytorch-ddp-worker-0.pytorch-ddp:29500")),
                 qPrintable(expanded.argv.join(u' ')));
        QMap<QString, QString> env;
        for (const auto& [name, value] : expanded.environment)
            env.insert(name, value);
        QCOMPARE(env.value(QStringLiteral("MASTER")), QStringLiteral("pytorch-ddp-worker-0.pytorch-ddp"));
        QCOMPARE(env.value(QStringLiteral("VC_TASK_INDEX")), QString::number(node));

        PerNodeView view;
        view.setJob(spec);
        view.setNode(node);
        view.setNodeCommand(expanded);
        QVERIFY(view.summaryLabel()->text().contains(QStringLiteral("pytorch-ddp-worker-0.pytorch-ddp")));
        QCOMPARE(view.argvList()->topLevelItemCount(), int(expanded.argv.size()));

        // Out of range or garbage: a result that says why, never a crash.
        QVERIFY(!NodeCommandExpander::expand(command, spec, 7).unresolved.isEmpty());
        QVERIFY(!NodeCommandExpander::expand(QStringLiteral("\"unterminated ${"), spec, 0).unresolved.isEmpty());
    }
    // The launcher in a script the command writes and runs: the per-node view shows what the
    // node's launcher receives there (the child shell sees the exported MASTER).
    void writtenScript()
    {
        const JobSpec spec = JobSpec::guideExample();
        const QString command =
            QStringLiteral("export MASTER=${VC_WORKER_HOSTS%%,*}\n"
                           "cat > run.sh <<'EOF'\n"
                           "torchrun --rdzv-endpoint=$MASTER:29500 --node_rank=$VC_TASK_INDEX t.py\n"
                           "EOF\n"
                           "bash run.sh\n");
        const NodeCommand expanded = NodeCommandExpander::expand(command, spec, 1);
        QCOMPARE(expanded.argv, (QStringList{"torchrun", "--rdzv-endpoint=pytorch-ddp-worker-0.pytorch-ddp:29500",
                                             "--node_rank=1", "t.py"}));
        PerNodeView view;
        view.setJob(spec);
        view.setNode(1);
        view.setNodeCommand(expanded);
        QCOMPARE(view.argvList()->topLevelItemCount(), int(expanded.argv.size()));
    }
};

QTEST_MAIN(tst_NodeCommandExpander)
#include "tst_NodeCommandExpander.moc"
