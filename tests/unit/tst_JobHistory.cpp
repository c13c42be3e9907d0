// Undo and redo of the job (JobHistory, kept by JobDocument): every user edit or fix is one
// step that restores the job exactly, both ways, with words for what changed.
#include "model/JobFile.h"
#include "openjob/JobDocument.h"
#include "openjob/JobHistory.h"
#include "validate/JobChecks.h"

#include <QDir>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTranslator>
#include <QtTest>

#include <functional>

using namespace ddpw;

Q_DECLARE_METATYPE(std::function<void(ddpw::JobSpec&)>)

namespace {

using Change = std::function<void(JobSpec&)>;

// One step of a sequence: a plain edit, or "fix": apply the fix of the first problem that has one.
struct Step
{
    Change change;
    bool fix = false;
};

// A job that has a problem with a fix: 16 processes per node on 8 GPUs.
void tooManyProcesses(JobSpec& job)
{
    job.nprocPerNode = {NprocPerNode::Kind::Number, 16};
}

bool applyFirstFix(JobDocument& document)
{
    for (const CommandDiagnostic& problem : document.problems()) {
        if (problem.jobFix) {
            const JobFix fix = *problem.jobFix;
            document.edit(fix.apply, fix.label);
            return true;
        }
    }
    return false;
}

// Stands for a language switch: JobHistory's words in capitals.
class ShoutingTranslator : public QTranslator
{
public:
    QString translate(const char* context, const char* source, const char*, int n) const override
    {
        if (qstrcmp(context, "JobHistory") != 0)
            return QString();
        QString text = QString::fromUtf8(source).toUpper();
        return n >= 0 ? text.replace(QLatin1String("%N"), QString::number(n)) : text;
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class tst_JobHistory : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sequenceUndoesAndRedoesExactly_data();
    void sequenceUndoesAndRedoesExactly();
    void describesTheChange_data();
    void describesTheChange();
    void typingOneFieldIsOneStep();
    void stepsReadInTheLanguageShownNow();
    void anEditAfterUndoDropsTheRedo();
    void anotherJobStartsAnEmptyHistory();
    void fixIsNamedInTheChange();
};

void tst_JobHistory::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QDir(Autosaver::folder()).removeRecursively();
}

void tst_JobHistory::sequenceUndoesAndRedoesExactly_data()
{
    QTest::addColumn<QList<int>>("sequence"); // indices into steps() below
    QTest::addRow("one edit") << QList<int>{0};
    QTest::addRow("edits of several fields") << QList<int>{0, 1, 2, 3};
    QTest::addRow("the same field twice") << QList<int>{1, 1};
    QTest::addRow("edit, fix, edit") << QList<int>{4, 5, 2};
    QTest::addRow("whole job replaced, then fix") << QList<int>{6, 4, 5};
    QTest::addRow("lists and options") << QList<int>{7, 8, 9, 3};
}

void tst_JobHistory::sequenceUndoesAndRedoesExactly()
{
    QFETCH(QList<int>, sequence);
    const QList<Step> steps{
        {[](JobSpec& job) { job.nodeCount = 7; }},
        {[](JobSpec& job) { job.port = job.port + 1; }},
        {[](JobSpec& job) { job.launcher = Launcher::DistributedLaunch; }},
        {[](JobSpec& job) {
            job.nprocPerNode = {NprocPerNode::Kind::Auto, 1};
        }},
        {tooManyProcesses},
        {{}, true},
        {[](JobSpec& job) { job = JobSpec::guideExample(); }},
        {[](JobSpec& job) {
            job.scriptArgs = {QStringLiteral("--lr"), QStringLiteral("0.1")};
        }},
        {[](JobSpec& job) {
            job.env.append({QStringLiteral("NCCL_DEBUG"), QStringLiteral("INFO")});
        }},
        {[](JobSpec& job) {
            job.elastic = ElasticRange{1, 4};
        }},
    };
    JobDocument document;
    QList<JobSpec> states{document.job()};
    for (const int index : sequence) {
        if (steps[index].fix)
            QVERIFY(applyFirstFix(document));
        else
            document.edit(steps[index].change);
        QVERIFY2(document.job() != states.constLast(), "every step of the sequence changes the job");
        states.append(document.job());
    }
    QCOMPARE(document.history().undoCount(), sequence.size());
    // Back to the start, one step at a time, each state exactly (its file's bytes too).
    for (qsizetype i = states.size() - 2; i >= 0; --i) {
        QVERIFY(document.undo());
        QVERIFY(document.job() == states[i]);
        QCOMPARE(JobFile::toJson(document.job()), JobFile::toJson(states[i]));
    }
    QVERIFY(!document.undo());
    QVERIFY(!document.isModified());
    // And forward again.
    for (qsizetype i = 1; i < states.size(); ++i) {
        QVERIFY(document.redo());
        QVERIFY(document.job() == states[i]);
    }
    QVERIFY(!document.redo());
    QCOMPARE(document.problems(), JobChecks::problems(states.constLast()));
}

void tst_JobHistory::describesTheChange_data()
{
    QTest::addColumn<std::function<void(ddpw::JobSpec&)>>("change");
    QTest::addColumn<QString>("expected");
    QTest::addRow("processes per node auto") << Change([](JobSpec& job) {
        job.nprocPerNode = {NprocPerNode::Kind::Auto, 1};
    }) << "processes per node -> auto";
    QTest::addRow("GPUs per node") << Change([](JobSpec& job) { job.gpusPerNode = 4; }) << "GPUs per node -> 4";
    QTest::addRow("port") << Change([](JobSpec& job) { job.port = 29400; }) << "port -> 29400";
    QTest::addRow("choice") << Change([](JobSpec& job) { job.localRankFrom = LocalRankFrom::UnderscoreArgument; })
                            << "local rank read from -> local_rank";
    QTest::addRow("flag") << Change([](JobSpec& job) {
        job.nnodesFromEnv = !job.nnodesFromEnv;
    }) << (JobSpec().nnodesFromEnv ? "node count from the platform -> off" : "node count from the platform -> on");
    QTest::addRow("emptied text") << Change([](JobSpec& job) { job.image.clear(); }) << "image -> (empty)";
    QTest::addRow("list") << Change([](JobSpec& job) {
        job.scriptArgs = {QStringLiteral("a"), QStringLiteral("b")};
    })
                          // English plurals come from the app's en translation, not loaded here.
                          << QStringLiteral("script arguments -> ") +
                                 QCoreApplication::translate("JobHistory", "%n item(s)", nullptr, 2);
    QTest::addRow("two fields") << Change([](JobSpec& job) {
        job.nodeCount = 3;
        job.port = 1234;
    }) << "nodes, port";
    QTest::addRow("many fields") << Change([](JobSpec& job) {
        job.nodeCount = 3;
        job.port = 1234;
        job.maxRestarts = 2;
        job.python = QStringLiteral("python3");
        job.entry = QStringLiteral("x.py");
    }) << "nodes, port, restarts and 2 more";
}

void tst_JobHistory::describesTheChange()
{
    QFETCH(Change, change);
    QFETCH(QString, expected);
    JobSpec before;
    before.image = QStringLiteral("pytorch:2.3.1");
    JobSpec after = before;
    change(after);
    QCOMPARE(JobHistory::describe(before, after), expected);

    JobDocument document;
    document.setJob(before);
    QSignalSpy made(&document, &JobDocument::changeMade);
    document.edit(change);
    QCOMPARE(made.size(), 1);
    QCOMPARE(document.lastChange(), QStringLiteral("Changed: ") + expected);
    QCOMPARE(document.history().undoDescription(), expected);
    QVERIFY(document.undo());
    QCOMPARE(document.lastChange(), QStringLiteral("Undone: ") + expected);
    QVERIFY(document.redo());
    QCOMPARE(document.lastChange(), QStringLiteral("Redone: ") + expected);
}

// An undo step recorded in one language is offered in the language shown when the menu is
// read again (the window re-reads it on a switch).
void tst_JobHistory::stepsReadInTheLanguageShownNow()
{
    JobDocument document;
    document.edit([](JobSpec& job) { job.nodeCount = 9; });
    document.edit([](JobSpec& job) { job.nodeCount = 3; });
    QVERIFY(document.undo());
    QCOMPARE(document.history().undoDescription(), QStringLiteral("nodes -> 9"));
    QCOMPARE(document.history().redoDescription(), QStringLiteral("nodes -> 3"));
    ShoutingTranslator shouting;
    QCoreApplication::installTranslator(&shouting);
    const QString undo = document.history().undoDescription();
    const QString redo = document.history().redoDescription();
    QCoreApplication::removeTranslator(&shouting);
    QCOMPARE(undo, QStringLiteral("NODES %1 9").arg(QStringLiteral("->")));
    QCOMPARE(redo, QStringLiteral("NODES %1 3").arg(QStringLiteral("->")));
}

void tst_JobHistory::typingOneFieldIsOneStep()
{
    JobDocument document;
    const JobSpec start = document.job();
    for (const QString& typed : {QStringLiteral("m"), QStringLiteral("my"), QStringLiteral("my.py")})
        document.edit([&](JobSpec& job) { job.entry = typed; });
    QCOMPARE(document.history().undoCount(), 1);
    QCOMPARE(document.history().undoDescription(), QStringLiteral("entry point -> my.py"));
    // Another field is a step of its own, and so is typing in the first one again after it.
    document.edit([](JobSpec& job) { job.nodeCount = 9; });
    document.edit([](JobSpec& job) { job.entry = QStringLiteral("other.py"); });
    QCOMPARE(document.history().undoCount(), 3);
    QVERIFY(document.undo());
    QCOMPARE(document.job().entry, QStringLiteral("my.py"));
    // After an undo, typing starts a new step rather than growing the one before.
    document.edit([](JobSpec& job) { job.entry = QStringLiteral("my2.py"); });
    QCOMPARE(document.history().undoCount(), 3);
    QVERIFY(document.undo());
    QCOMPARE(document.job().entry, QStringLiteral("my.py"));
    QVERIFY(document.undo());
    QVERIFY(document.undo());
    QVERIFY(document.job() == start);
}

void tst_JobHistory::anEditAfterUndoDropsTheRedo()
{
    JobDocument document;
    document.edit([](JobSpec& job) { job.nodeCount = 4; });
    document.edit([](JobSpec& job) { job.nodeCount = 5; });
    QVERIFY(document.undo());
    QVERIFY(document.history().canRedo());
    document.edit([](JobSpec& job) { job.port = 1234; });
    QVERIFY(!document.history().canRedo());
    QVERIFY(!document.redo());
    QCOMPARE(document.job().nodeCount, 4);
}

void tst_JobHistory::anotherJobStartsAnEmptyHistory()
{
    JobDocument document;
    QSignalSpy history(&document, &JobDocument::historyChanged);
    document.edit([](JobSpec& job) { job.nodeCount = 4; });
    QVERIFY(document.history().canUndo());
    document.newJob();
    QVERIFY(!document.history().canUndo());
    QVERIFY(!document.undo());
    QCOMPARE(history.size(), 2);
}

void tst_JobHistory::fixIsNamedInTheChange()
{
    JobDocument document;
    document.edit(tooManyProcesses);
    QVERIFY(applyFirstFix(document));
    QVERIFY2(document.lastChange().startsWith(QStringLiteral("Changed: Start one process per GPU")),
             qPrintable(document.lastChange()));
    QVERIFY2(document.lastChange().contains(QStringLiteral("processes per node -> one per GPU")),
             qPrintable(document.lastChange()));
    QVERIFY(document.undo());
    QCOMPARE(document.job().nprocPerNode.number, 16);
}

QTEST_GUILESS_MAIN(tst_JobHistory)
#include "tst_JobHistory.moc"
