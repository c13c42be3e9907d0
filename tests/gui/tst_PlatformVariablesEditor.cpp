// The Task step's platform variables: the presets table shows what core computes for the shown
// node and follows the job; the user's table sends every edit to the document and shows the
// job's rows as they are, valid or not (core's problems judge them, under the table).
#include "GuiTestBase.h"
#include "openjob/JobDocument.h"
#include "pages/TaskPage.h"
#include "widgets/PlatformVariablesEditor.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

using namespace ddpw;

namespace {

// "NAME=VALUE" per row of a two-column-or-more table.
QStringList rows(const QTableWidget* table)
{
    QStringList result;
    for (int row = 0; row < table->rowCount(); ++row)
        result.append(table->item(row, 0)->text() + u'=' + table->item(row, 1)->text());
    return result;
}

QStringList variables(const JobDocument& document)
{
    QStringList result;
    for (const EnvVar& var : document.job().platformVariables)
        result.append(var.name + u'=' + var.value);
    return result;
}

} // namespace

class tst_PlatformVariablesEditor : public test::GuiTestBase
{
    Q_OBJECT

private slots:
    void presetsFollowTheJob_data();
    void presetsFollowTheJob();
    void editsGoToTheDocument_data();
    void editsGoToTheDocument();
    void problemsShownOnTheTaskPage();
};

void tst_PlatformVariablesEditor::presetsFollowTheJob_data()
{
    QTest::addColumn<QString>("role");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("node"); // the node asked for in the spin box
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("guide, node 0") << u"worker"_qs << 2 << 0
                                   << QStringList{u"VC_TASK_INDEX=0"_qs, u"VK_TASK_INDEX=0"_qs,
                                                  u"VC_WORKER_HOSTS=ddp-worker-0.ddp,ddp-worker-1.ddp"_qs,
                                                  u"VC_WORKER_NUM=2"_qs, u"HOSTNAME=ddp-worker-0"_qs};
    QTest::newRow("dashed role, node 2") << u"gpu-worker"_qs << 3 << 2
                                         << QStringList{
                                                u"VC_TASK_INDEX=2"_qs, u"VK_TASK_INDEX=2"_qs,
                                                u"VC_GPU_WORKER_HOSTS=ddp-gpu-worker-0.ddp,ddp-gpu-worker-1.ddp,"
                                                "ddp-gpu-worker-2.ddp"_qs,
                                                u"VC_GPU_WORKER_NUM=3"_qs, u"HOSTNAME=ddp-gpu-worker-2"_qs};
    // The spin box stops at the last node: asking for node 5 of 2 shows node 1.
    QTest::newRow("past the last node") << u"worker"_qs << 2 << 5
                                        << QStringList{u"VC_TASK_INDEX=1"_qs, u"VK_TASK_INDEX=1"_qs,
                                                       u"VC_WORKER_HOSTS=ddp-worker-0.ddp,ddp-worker-1.ddp"_qs,
                                                       u"VC_WORKER_NUM=2"_qs, u"HOSTNAME=ddp-worker-1"_qs};
}

void tst_PlatformVariablesEditor::presetsFollowTheJob()
{
    QFETCH(QString, role);
    QFETCH(int, nodes);
    QFETCH(int, node);
    QFETCH(QStringList, expected);
    JobDocument document;
    document.edit([](JobSpec& job) {
        job.jobName = QStringLiteral("ddp");
        job.platformVariables = {{QStringLiteral("MA_NUM_GPUS"), QStringLiteral("8")}};
    });
    PlatformVariablesEditor editor(&document);
    auto* presets = editor.findChild<QTableWidget*>(QStringLiteral("platformPresets"));
    auto* spin = editor.findChild<QSpinBox*>(QStringLiteral("platformNode"));
    QVERIFY(presets && spin);
    // Edits made after the widget exists: it follows the document.
    document.edit([&](JobSpec& job) {
        job.roleName = role;
        job.nodeCount = nodes;
    });
    spin->setValue(node);
    QCOMPARE(rows(presets), expected);
    // Read-only, and the user's own variables are in the other table only.
    for (int row = 0; row < presets->rowCount(); ++row)
        QVERIFY(!(presets->item(row, 1)->flags() & Qt::ItemIsEditable));
    QCOMPARE(rows(editor.userTable()), QStringList{u"MA_NUM_GPUS=8"_qs});
}

void tst_PlatformVariablesEditor::editsGoToTheDocument_data()
{
    QTest::addColumn<QString>("steps"); // a: add, nR=TEXT: name of row R, vR=TEXT: value, rR: remove row R
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("add one") << u"a;n0=MA_NUM_GPUS;v0=8"_qs << QStringList{u"MA_NUM_GPUS=8"_qs};
    QTest::newRow("add two, remove the first") << u"a;n0=A;v0=1;a;n1=B;v1=2;r0"_qs << QStringList{u"B=2"_qs};
    // Whatever is typed is kept as typed, invalid or not: core says what is wrong with it.
    QTest::newRow("invalid name kept") << u"a;n0=MA-NUM;v0= 8 "_qs << QStringList{u"MA-NUM= 8 "_qs};
    QTest::newRow("a new row has no name") << u"a"_qs << QStringList{u"="_qs};
    QTest::newRow("rename") << u"a;n0=A;v0=1;n0=B"_qs << QStringList{u"B=1"_qs};
}

void tst_PlatformVariablesEditor::editsGoToTheDocument()
{
    QFETCH(QString, steps);
    QFETCH(QStringList, expected);
    JobDocument document;
    PlatformVariablesEditor editor(&document);
    QTableWidget* table = editor.userTable();
    auto* add = editor.findChild<QPushButton*>(QStringLiteral("addPlatformVariable"));
    auto* remove = editor.findChild<QPushButton*>(QStringLiteral("removePlatformVariable"));
    for (const QString& step : steps.split(u';')) {
        if (step == u"a"_qs) {
            add->click();
            // The new row's name is being edited: leave the editor as the user would.
            table->setCurrentItem(nullptr);
            continue;
        }
        const int row = step.mid(1, step.indexOf(u'=') - 1).toInt();
        if (step.startsWith(u'r')) {
            table->setCurrentCell(step.mid(1).toInt(), 0);
            remove->click();
            continue;
        }
        const QString text = step.mid(step.indexOf(u'=') + 1);
        table->item(row, step.startsWith(u'n') ? 0 : 1)->setText(text);
    }
    QCOMPARE(variables(document), expected);
    QCOMPARE(rows(table), expected);
}

void tst_PlatformVariablesEditor::problemsShownOnTheTaskPage()
{
    JobDocument document;
    TaskPage page(&document);
    page.refresh();
    auto* message = page.findChild<QLabel*>(QStringLiteral("problem_platform_variables"));
    QVERIFY(message);
    document.edit([](JobSpec& job) {
        job.platformVariables = {{QStringLiteral("VC_TASK_INDEX"), QStringLiteral("3")}};
    });
    page.refresh();
    QVERIFY2(message->text().contains(QStringLiteral("VC_TASK_INDEX")), qPrintable(message->text()));
    auto* fix = page.findChild<QPushButton*>(QStringLiteral("fix_platform_variables"));
    QVERIFY(fix && !fix->isHidden());
    fix->click();
    QVERIFY(document.job().platformVariables.isEmpty());
    // The presets follow a role edited on the same page.
    auto* role = page.findChild<QLineEdit*>(QStringLiteral("roleName"));
    role->setText(QStringLiteral("trainer"));
    Q_EMIT role->textEdited(role->text());
    const QStringList presets = rows(page.findChild<QTableWidget*>(QStringLiteral("platformPresets")));
    QVERIFY2(presets.join(u' ').contains(QStringLiteral("VC_TRAINER_HOSTS=")), qPrintable(presets.join(u' ')));
}

QTEST_MAIN(tst_PlatformVariablesEditor)
#include "tst_PlatformVariablesEditor.moc"
