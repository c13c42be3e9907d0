// No input changes without the user meaning it: the wheel passing over a combo box, spin box or
// slider of any page leaves the job as it was (and scrolls the page), a focused one still takes
// it; every edit or fix in the window is one step of Edit > Undo/Redo, which puts the job and
// the form's fields back exactly, and the banner names the last change.
#include "GuiTestBase.h"
#include "model/JobFile.h"
#include "openjob/JobDocument.h"
#include "pages/FormPage.h"
#include "pages/FormSteps.h"
#include "preview/CommandPreview.h"
#include "widgets/Prompt.h"
#include "widgets/WheelGuard.h"
#include "window/FileActions.h"
#include "window/JobStatusBanner.h"
#include "window/MainWindow.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTest>
#include <QTreeWidget>
#include <QWheelEvent>

#include <memory>

using namespace ddpw;

namespace {

// One notch of the wheel over the middle of a widget, as the window system delivers it.
bool turnWheel(QWidget* widget, int delta)
{
    const QPointF local = QRectF(widget->rect()).center();
    QWheelEvent event(local, widget->mapToGlobal(local), QPoint(), QPoint(0, delta), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(widget, &event);
    return event.isAccepted();
}

// The job variants that between them show every field: the guide's torchrun job with an elastic
// range and a number of processes, and a torch.distributed.launch job.
JobSpec variant(const QString& name)
{
    JobSpec job = JobSpec::guideExample();
    job.nprocPerNode = {NprocPerNode::Kind::Number, 8};
    job.elastic = ElasticRange{1, 2};
    if (name == QLatin1String("launch")) {
        job.launcher = Launcher::DistributedLaunch;
        job.elastic.reset();
    }
    return job;
}

} // namespace

class TestInputSafety : public test::GuiTestBase
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void wheelNeverEditsTheJob_data();
    void wheelNeverEditsTheJob();
    void wheelScrollsThePage();
    void focusedFieldTakesTheWheel();
    void undoRedoRestoreJobAndForm();
    void undoRedoShortcutsAndMenu();

private:
    template <typename T>
    T* child(const char* name) const
    {
        return test::namedChild<T>(*m_window, name);
    }
    void showPageOf(QWidget* widget);
    QByteArray jobBytes() const { return JobFile::toJson(m_window->document()->job()); }

    std::unique_ptr<MainWindow> m_window;
};

void TestInputSafety::init()
{
    m_window = newWindow();
    m_window->resize(1024, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->pages();
}

void TestInputSafety::cleanup()
{
    closeWindow(m_window);
}

void TestInputSafety::showPageOf(QWidget* widget)
{
    const QList<FormPage*> pages = m_window->pages();
    for (int i = 0; i < pages.size(); ++i) {
        if (pages[i]->isAncestorOf(widget)) {
            m_window->showStep(i);
            return;
        }
    }
    QFAIL("widget is on no page");
}

void TestInputSafety::wheelNeverEditsTheJob_data()
{
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("job");
    for (const QString& job : {QStringLiteral("torchrun"), QStringLiteral("launch")}) {
        for (int step = 0; step < FormSteps::kCount; ++step)
            QTest::addRow("step %d, %s", step + 1, qPrintable(job)) << step << job;
    }
}

void TestInputSafety::wheelNeverEditsTheJob()
{
    QFETCH(int, step);
    QFETCH(QString, job);
    m_window->document()->setJob(variant(job));
    m_window->showStep(step);
    FormPage* page = m_window->pages().at(step);
    // The focus is on the step list, as after clicking a step: no field has it.
    child<QListWidget>("steps")->setFocus();
    const QByteArray before = jobBytes();
    int turned = 0;
    for (QWidget* widget : page->findChildren<QWidget*>()) {
        if (WheelGuard::guardedField(widget) != widget || !widget->isVisibleTo(page) || !widget->isEnabled())
            continue;
        QVERIFY2(!widget->hasFocus(), widget->metaObject()->className());
        // Both ways, over the field and over its line edit (where a spin box's wheel lands).
        QList<QWidget*> targets{widget};
        if (auto* edit = widget->findChild<QLineEdit*>(QString(), Qt::FindDirectChildrenOnly))
            targets.append(edit);
        // The job after every single notch: turns that cancel out must not hide a change.
        for (QWidget* target : std::as_const(targets)) {
            for (const int delta : {120, -120, 360, -360}) {
                turnWheel(target, delta);
                QVERIFY2(jobBytes() == before, qPrintable(widget->objectName() + QStringLiteral(" changed the job")));
            }
        }
        // And the wheel does not give it the focus (which would let the next turn through).
        QVERIFY2(widget->focusPolicy() != Qt::WheelFocus, qPrintable(widget->objectName()));
        ++turned;
    }
    // The pages with choices have fields to turn; the framework step is radio buttons only.
    const int choices = int(page->findChildren<QComboBox*>().size() + page->findChildren<QAbstractSpinBox*>().size());
    QCOMPARE(turned > 0, choices > 0);
    QVERIFY(!m_window->document()->history().canUndo());
}

void TestInputSafety::wheelScrollsThePage()
{
    m_window->document()->setJob(variant(QStringLiteral("torchrun")));
    auto* kind = child<QComboBox>("nprocKind");
    showPageOf(kind);
    QScrollArea* scroll = nullptr;
    for (QWidget* parent = kind->parentWidget(); parent && !scroll; parent = parent->parentWidget())
        scroll = qobject_cast<QScrollArea*>(parent);
    QVERIFY(scroll);
    m_window->resize(1024, 560); // the start command's page is taller than that
    QCoreApplication::processEvents();
    QScrollBar* bar = scroll->verticalScrollBar();
    if (bar->maximum() == 0)
        QSKIP("the page fits the window: nothing to scroll");
    bar->setValue(0);
    scroll->ensureWidgetVisible(kind);
    const int top = bar->value();
    QVERIFY(top < bar->maximum());
    const QByteArray before = jobBytes();
    turnWheel(kind, -120);
    QVERIFY2(bar->value() > top, "the wheel over a field scrolls its page");
    QCOMPARE(jobBytes(), before);
}

void TestInputSafety::focusedFieldTakesTheWheel()
{
    // The guard is about meaning it: a field the user clicked or tabbed into still turns.
    auto* nodes = child<QSpinBox>("nodeCount");
    showPageOf(nodes);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    nodes->setFocus();
    QVERIFY(nodes->hasFocus());
    const int count = m_window->document()->job().nodeCount;
    turnWheel(nodes, 120);
    QCOMPARE(m_window->document()->job().nodeCount, count + 1);
    auto* kind = child<QComboBox>("nprocKind");
    showPageOf(kind);
    kind->setFocus();
    QVERIFY(kind->hasFocus());
    const int index = kind->currentIndex();
    turnWheel(kind, index == 0 ? -120 : 120);
    QVERIFY(kind->currentIndex() != index);
    QVERIFY(m_window->document()->job().nprocPerNode != JobSpec().nprocPerNode);
}

void TestInputSafety::undoRedoRestoreJobAndForm()
{
    JobDocument* document = m_window->document();
    auto* kind = child<QComboBox>("nprocKind");
    auto* nproc = child<QSpinBox>("nproc");
    auto* port = child<QSpinBox>("port");
    auto* entry = child<QLineEdit>("entry");
    auto* nodes = child<QSpinBox>("nodeCount");
    QAction* undo = m_window->findChild<QAction*>(QStringLiteral("undo"));
    QAction* redo = m_window->findChild<QAction*>(QStringLiteral("redo"));
    QVERIFY(undo && redo);
    QVERIFY(!undo->isEnabled());
    auto* banner = m_window->statusBanner();

    QList<JobSpec> states{document->job()};
    const auto step = [&] { states.append(document->job()); };
    showPageOf(kind);
    kind->setCurrentIndex(kind->findData(int(NprocPerNode::Kind::Auto)));
    step();
    QCOMPARE(banner->change(), QStringLiteral("Changed: processes per node -> auto"));
    QVERIFY(undo->isEnabled());
    QVERIFY(undo->text().contains(QStringLiteral("processes per node -> auto")));
    port->setValue(29400);
    step();
    entry->setFocus();
    entry->selectAll();
    QTest::keyClicks(entry, QStringLiteral("main.py")); // one step for the whole word
    step();
    QCOMPARE(document->history().undoCount(), 3);
    kind->setCurrentIndex(kind->findData(int(NprocPerNode::Kind::Number)));
    step();
    nproc->setValue(16); // 16 of 8 GPUs: a problem with a fix
    step();
    showPageOf(nodes);
    nodes->setValue(3);
    step();
    // The fix, from the preview's list.
    auto* preview = child<CommandPreview>("commandPreview");
    int row = -1;
    for (int i = 0; i < preview->diagnostics().size() && row < 0; ++i) {
        if (preview->diagnostics()[i].hasFix && preview->diagnostics()[i].jobProblem >= 0)
            row = i;
    }
    QVERIFY(row >= 0);
    preview->diagnosticList()->scrollToItem(preview->diagnosticList()->topLevelItem(row));
    QTest::mouseClick(preview->diagnosticList()->viewport(), Qt::LeftButton, {},
                      preview->diagnosticList()->fixButtonRect(row).center());
    QTRY_COMPARE(document->history().undoCount(), int(states.size()));
    step();
    QVERIFY(banner->change().startsWith(QStringLiteral("Changed: Start one process per GPU")));

    // What the form shows for a job: compared field by field after each undo and redo.
    const auto formShows = [&](const JobSpec& job) {
        QCOMPARE(kind->currentData().toInt(), int(job.nprocPerNode.kind));
        if (job.nprocPerNode.kind == NprocPerNode::Kind::Number)
            QCOMPARE(nproc->value(), job.nprocPerNode.number);
        QCOMPARE(port->value(), job.port);
        QCOMPARE(entry->text(), job.entry);
        QCOMPARE(nodes->value(), job.nodeCount);
    };
    for (qsizetype i = states.size() - 2; i >= 0; --i) {
        undo->trigger();
        QVERIFY(document->job() == states[i]);
        formShows(states[i]);
        QVERIFY(banner->change().startsWith(QStringLiteral("Undone: ")));
    }
    QVERIFY(!undo->isEnabled());
    QVERIFY(!m_window->isWindowModified());
    for (qsizetype i = 1; i < states.size(); ++i) {
        redo->trigger();
        QVERIFY(document->job() == states[i]);
        formShows(states[i]);
        QVERIFY(banner->change().startsWith(QStringLiteral("Redone: ")));
    }
    QVERIFY(!redo->isEnabled());
    // The note goes after a few seconds; the status it sits beside stays.
    QTRY_VERIFY_WITH_TIMEOUT(banner->change().isEmpty(), JobStatusBanner::kChangeShownMs + 3000);
    QVERIFY(!banner->message().isEmpty());
}

void TestInputSafety::undoRedoShortcutsAndMenu()
{
    QAction* undo = m_window->findChild<QAction*>(QStringLiteral("undo"));
    QAction* redo = m_window->findChild<QAction*>(QStringLiteral("redo"));
    QCOMPARE(undo->shortcut(), QKeySequence(QKeySequence::Undo));
    QVERIFY(redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    auto* nodes = child<QSpinBox>("nodeCount");
    showPageOf(nodes);
    const int count = m_window->document()->job().nodeCount;
    nodes->setValue(count + 2);
    child<QListWidget>("steps")->setFocus();
    QTest::keyClick(child<QListWidget>("steps"), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_window->document()->job().nodeCount, count);
    QCOMPARE(nodes->value(), count);
    QTest::keyClick(child<QListWidget>("steps"), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(m_window->document()->job().nodeCount, count + 2);
    QCOMPARE(nodes->value(), count + 2);
    // Opening another job is no step to undo into.
    Prompt::setNextAnswer(QMessageBox::Discard);
    m_window->files()->newAction()->trigger();
    QVERIFY(!undo->isEnabled());
}

QTEST_MAIN(TestInputSafety)
#include "tst_InputSafety.moc"
