#include "TestJobs.h"
#include "generate/CommandGenerator.h"
#include "model/ImageTorchVersion.h"
#include "model/JobFile.h"
#include "openjob/JobDocument.h"
#include "validate/CommandValidator.h"

#include <QDir>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace ddpw;

// The open job as one document: dirty state against the saved job, the crash copy, and the views
// derived from it (field ranges from the generator, placed problems, one node, read-back).
class tst_JobDocument : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void editingBackToTheSavedValueIsClean();
    void saveOpenAndFailures();
    void restoredJobStaysModifiedUntilSaved();
    void autosaveFollowsTheEdits();
    void crashCopyKeepsFileAndTypedCommand();
    void twoDocumentsKeepTheirOwnCopies();
    void changedOnDiskIsNoticed();
    void everyShownFieldHasItsRange_data();
    void everyShownFieldHasItsRange();
    void problemsArePlacedAtTheirFields();
    void nodeCommandKeepsTheReadersProblems();
    void readBack_data();
    void readBack();
    void readBackChangesOnlyWhatTheTextChanged_data();
    void readBackChangesOnlyWhatTheTextChanged();
    void typedCommandComesBackWithUndo_data();
    void typedCommandComesBackWithUndo();

private:
    QTemporaryDir m_dir;
};

void tst_JobDocument::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_JobDocument::init()
{
    QDir(Autosaver::folder()).removeRecursively();
}

void tst_JobDocument::editingBackToTheSavedValueIsClean()
{
    JobDocument document;
    QSignalSpy modified(&document, &JobDocument::modifiedChanged);
    QVERIFY(!document.isModified());
    document.edit([](JobSpec& job) { job.nodeCount = 5; });
    QVERIFY(document.isModified());
    document.edit([](JobSpec& job) { job.nodeCount = JobSpec().nodeCount; });
    QVERIFY(!document.isModified());
    QCOMPARE(modified.size(), 2);
    QCOMPARE(modified.at(1).at(0).toBool(), false);
}

void tst_JobDocument::saveOpenAndFailures()
{
    JobDocument document;
    document.edit([](JobSpec& job) { job.jobName = QStringLiteral("saved-job"); });
    const QString path = m_dir.filePath(QStringLiteral("saved.json"));
    QCOMPARE(document.saveAs(path), QString());
    QVERIFY(!document.isModified());
    QCOMPARE(document.filePath(), QFileInfo(path).absoluteFilePath());

    document.edit([](JobSpec& job) { job.nodeCount = 3; });
    const QString error = document.saveAs(m_dir.filePath(QStringLiteral("no/such/folder/x.json")));
    QVERIFY(!error.isEmpty());
    QVERIFY(document.isModified()); // nothing was saved

    JobDocument other;
    QCOMPARE(other.open(path), QString());
    QCOMPARE(other.job().jobName, QStringLiteral("saved-job"));
    QVERIFY(!other.isModified());
    const JobSpec before = other.job();
    QVERIFY(!other.open(m_dir.filePath(QStringLiteral("missing.json"))).isEmpty());
    QCOMPARE(other.job(), before);
    QCOMPARE(other.filePath(), QFileInfo(path).absoluteFilePath());
}

void tst_JobDocument::restoredJobStaysModifiedUntilSaved()
{
    JobDocument document;
    document.restore(AutosaveCopy{}); // even a job equal to the defaults was never saved
    QVERIFY(document.isModified());
    QVERIFY(document.filePath().isEmpty());
    QCOMPARE(document.saveAs(m_dir.filePath(QStringLiteral("restored.json"))), QString());
    QVERIFY(!document.isModified());
}

void tst_JobDocument::autosaveFollowsTheEdits()
{
    JobDocument document;
    document.edit([](JobSpec& job) { job.jobName = QStringLiteral("crash-me"); });
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(document.autosavePath()), Autosaver::kDelayMs * 3);
    // A running window's copy is never offered to another one.
    QVERIFY(JobDocument::pendingAutosaves().isEmpty());
    // Back to the saved state: nothing left to recover.
    document.edit([](JobSpec& job) { job.jobName = JobSpec().jobName; });
    QVERIFY(!QFile::exists(document.autosavePath()));
}

void tst_JobDocument::crashCopyKeepsFileAndTypedCommand()
{
    const QString path = m_dir.filePath(QStringLiteral("crashed.json"));
    QString copyPath;
    {
        // A window that never closes cleanly: destroyed without discardAutosave().
        JobDocument document;
        document.edit([](JobSpec& job) { job.jobName = QStringLiteral("on-disk"); });
        QCOMPARE(document.saveAs(path), QString());
        document.edit([](JobSpec& job) { job.nodeCount = 7; });
        document.keepTypedCommand(QStringLiteral("torchrun --nnodes=7 train.py # typed"));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(document.autosavePath()), Autosaver::kDelayMs * 3);
        copyPath = document.autosavePath();
    }
    const QList<AutosaveCopy> pending = JobDocument::pendingAutosaves();
    QCOMPARE(pending.size(), 1);
    QCOMPARE(pending.constFirst().filePath, QFileInfo(path).absoluteFilePath());
    QCOMPARE(pending.constFirst().job.nodeCount, 7);
    QCOMPARE(pending.constFirst().typedCommand, QStringLiteral("torchrun --nnodes=7 train.py # typed"));

    // Opening the file (a start with the file as argument) leaves the copy alone.
    JobDocument next;
    QCOMPARE(next.open(path), QString());
    QVERIFY(QFile::exists(copyPath));
    next.restore(pending.constFirst());
    QCOMPARE(next.filePath(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(next.job().nodeCount, 7);
    QCOMPARE(next.typedCommand(), QStringLiteral("torchrun --nnodes=7 train.py # typed"));
    QVERIFY(next.isModified());
    QVERIFY(!next.changedOnDisk());
    // The restoring window has its own copy before the old one goes.
    QVERIFY(QFile::exists(next.autosavePath()));
    QVERIFY(!QFile::exists(copyPath));
    QCOMPARE(next.saveAs(path), QString());
    QCOMPARE(JobFile::load(path).job->nodeCount, 7);
    QVERIFY(!QFile::exists(next.autosavePath()));
}

void tst_JobDocument::twoDocumentsKeepTheirOwnCopies()
{
    JobDocument first;
    JobDocument second;
    QVERIFY(first.autosavePath() != second.autosavePath());
    first.edit([](JobSpec& job) { job.jobName = QStringLiteral("first"); });
    second.edit([](JobSpec& job) { job.jobName = QStringLiteral("second"); });
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(first.autosavePath()) && QFile::exists(second.autosavePath()),
                             Autosaver::kDelayMs * 3);
    // One window's save drops its own copy only.
    QCOMPARE(first.saveAs(m_dir.filePath(QStringLiteral("first.json"))), QString());
    QVERIFY(!QFile::exists(first.autosavePath()));
    QVERIFY(QFile::exists(second.autosavePath()));
}

void tst_JobDocument::changedOnDiskIsNoticed()
{
    const QString path = m_dir.filePath(QStringLiteral("shared.json"));
    JobDocument a;
    QVERIFY(!a.changedOnDisk()); // a new job has no file
    QCOMPARE(a.saveAs(path), QString());
    JobDocument b;
    QCOMPARE(b.open(path), QString());
    a.edit([](JobSpec& job) { job.nodeCount = 3; });
    QCOMPARE(a.saveAs(path), QString());
    QVERIFY(!a.changedOnDisk());
    QVERIFY(b.changedOnDisk());
    b.edit([](JobSpec& job) { job.gpusPerNode = 2; });
    QVERIFY(b.changedOnDisk());
    QCOMPARE(b.open(path), QString());
    QVERIFY(!b.changedOnDisk());
    QCOMPARE(b.job().nodeCount, 3);
    QVERIFY(QFile::remove(path));
    QVERIFY(!a.changedOnDisk()); // gone: saving puts it back, nothing is lost
}

void tst_JobDocument::everyShownFieldHasItsRange_data()
{
    QTest::addColumn<JobSpec>("job");
    QTest::addColumn<JobField>("field");
    QTest::addColumn<QString>("text");
    JobSpec c10d = JobSpec::guideExample();
    c10d.maxRestarts = 2;
    c10d.env = {{QStringLiteral("NCCL_DEBUG"), QStringLiteral("INFO")}};
    c10d.scriptArgs = {QStringLiteral("--lr"), QStringLiteral("0.1")};
    QTest::newRow("nnodes") << c10d << JobField::NodeCount << "--nnodes=2";
    QTest::newRow("nproc for the GPUs") << c10d << JobField::GpusPerNode << "--nproc-per-node=8";
    QTest::newRow("rdzv id") << c10d << JobField::RendezvousId << "--rdzv-id=0";
    QTest::newRow("port in the endpoint") << c10d << JobField::Port << "--rdzv-endpoint=\"${MASTER}:29500\"";
    QTest::newRow("max restarts") << c10d << JobField::MaxRestarts << "--max-restarts=2";
    QTest::newRow("env") << c10d << JobField::Env << "export NCCL_DEBUG=INFO";
    QTest::newRow("entry") << c10d << JobField::Entry << "YOUR_TRAINING_SCRIPT.py";
    QTest::newRow("script args") << c10d << JobField::ScriptArgs << "--lr 0.1";
    QTest::newRow("launcher") << c10d << JobField::Launcher << "torchrun";
    QTest::newRow("role: the MASTER line")
        << c10d << JobField::RoleName
        << "MASTER=\"$(echo \"${VC_WORKER_HOSTS}\" | awk -F , '{print $1}')\"\nexport MASTER";
    JobSpec launch = c10d;
    launch.torchVersion = TorchVersion::of(1, 13);
    launch.launcher = Launcher::DistributedLaunch;
    launch.rendezvousBackend = RendezvousBackend::Static;
    launch.localRankFrom = LocalRankFrom::Environment;
    QTest::newRow("launch: python") << launch << JobField::Python << "python";
    QTest::newRow("launch: the module") << launch << JobField::Launcher << "torch.distributed.launch";
    QTest::newRow("static: node rank shows the backend")
        << launch << JobField::RendezvousBackend << "--node_rank=\"${VC_TASK_INDEX}\"";
    QTest::newRow("static: master port") << launch << JobField::Port << "--master_port=29500";
    JobSpec module = c10d;
    module.entryKind = EntryKind::Module;
    module.entry = QStringLiteral("pkg.train");
    QTest::newRow("module entry") << module << JobField::Entry << "pkg.train";
    QTest::newRow("module flag") << module << JobField::EntryKind << "-m";
}

void tst_JobDocument::everyShownFieldHasItsRange()
{
    QFETCH(JobSpec, job);
    QFETCH(JobField, field);
    QFETCH(QString, text);
    const GeneratedCommand command = CommandGenerator(job).platformText();
    QCOMPARE(command.text, CommandGenerator(job).platformCommand());
    const std::optional<FieldSpan> span = command.spanOf(field);
    QVERIFY(span);
    QCOMPARE(command.text.mid(span->begin, span->end - span->begin), text);
    // Fields the command never writes have no range.
    QVERIFY(!command.spanOf(JobField::Image));
    QVERIFY(!command.spanOf(JobField::JobName));
}

void tst_JobDocument::problemsArePlacedAtTheirFields()
{
    JobDocument document;
    document.edit([](JobSpec& job) {
        job.gpusPerNode = 8;
        job.nprocPerNode = {NprocPerNode::Kind::Number, 16}; // more processes than GPUs
        job.image.clear();                                   // a field the command does not show
    });
    const QString& text = document.command().text;
    const QList<CommandDiagnostic> listed = document.diagnostics();
    QVERIFY(listed.size() >= document.problems().size());
    bool placedNproc = false;
    for (qsizetype i = 0; i < document.problems().size(); ++i) {
        // The job's problems first, in problems()' order, each with its code, message and fix.
        const CommandDiagnostic& problem = listed.at(i);
        const CommandDiagnostic& unplaced = document.problems().at(i);
        QCOMPARE(problem.code, unplaced.code);
        QCOMPARE(problem.message, unplaced.message);
        QCOMPARE(problem.jobFix, unplaced.jobFix);
        const SourceRange& words = problem.range;
        if (problem.field == JobField::NprocPerNode) {
            QCOMPARE(text.mid(words.begin.offset, words.end.offset - words.begin.offset),
                     QStringLiteral("--nproc-per-node=16"));
            placedNproc = true;
        }
        if (problem.field == JobField::Image)
            QCOMPARE(words.end.offset, words.begin.offset); // listed, not underlined
    }
    QVERIFY(placedNproc);
    // The command's findings follow, but for one that says a listed problem again: 16 processes
    // on 8 GPUs is the form's problem, with its fix, and not also DDP503 of the text.
    const ValidationResult checked = CommandValidator(ValidationOptions::forJob(document.job())).validate(text);
    QVERIFY(std::any_of(checked.diagnostics.begin(), checked.diagnostics.end(),
                        [](const CommandDiagnostic& finding) { return finding.code == QLatin1String("DDP503"); }));
    for (qsizetype i = document.problems().size(); i < listed.size(); ++i) {
        QVERIFY(!listed.at(i).field);
        QVERIFY2(listed.at(i).code != QLatin1String("DDP503"), qPrintable(listed.at(i).message));
        QVERIFY(checked.diagnostics.contains(listed.at(i)));
    }
}

void tst_JobDocument::nodeCommandKeepsTheReadersProblems()
{
    JobDocument document;
    document.setJob(JobSpec::guideExample());
    const NodeCommand node1 = document.nodeCommand(1);
    QCOMPARE(node1.argv.value(0), QStringLiteral("torchrun"));
    QVERIFY(node1.argv.contains(QStringLiteral("--rdzv-endpoint=pytorch-ddp-worker-0.pytorch-ddp:29500")));
    QVERIFY(!document.nodeCommand(7).unresolved.isEmpty()); // no node 7 in a 2-node job
}

void tst_JobDocument::readBack_data()
{
    QTest::addColumn<QString>("edit");
    QTest::addColumn<bool>("intoForm");
    QTest::addColumn<int>("nodes"); // the node count the form takes
    const QString generated = CommandGenerator(JobSpec()).platformCommand();
    QTest::newRow("the form's own text") << generated << true << 2;
    QString nodes = generated;
    nodes.replace(QStringLiteral("--nnodes=2"), QStringLiteral("--nnodes=3"));
    QTest::newRow("a value the form holds") << nodes << true << 3;
    QString extra = generated;
    extra.replace(QStringLiteral("--nnodes=2"), QStringLiteral("--nnodes=2 \\\n    --tee=3"));
    QTest::newRow("an option the form has no field for") << extra << false << 0;
    QTest::newRow("no launcher") << QStringLiteral("echo hello") << false << 0;
}

void tst_JobDocument::readBack()
{
    QFETCH(QString, edit);
    QFETCH(bool, intoForm);
    QFETCH(int, nodes);
    JobDocument document;
    const CommandReadBack result = document.readBack(edit);
    QCOMPARE(result.intoForm, intoForm);
    QCOMPARE(result.reasons.isEmpty(), intoForm);
    if (intoForm) {
        QCOMPARE(result.job.nodeCount, nodes);
        QCOMPARE(CommandImporter::normalized(CommandGenerator(result.job).platformCommand()),
                 CommandImporter::normalized(edit));
    }
}

void tst_JobDocument::readBackChangesOnlyWhatTheTextChanged_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QStringList>("changed");
    QTest::addColumn<bool>("launch"); // the job uses torch.distributed.launch
    // torchrun's command never shows how the script reads its local rank: reading it must not
    // reset that field (which launch would then write as no --use_env).
    QTest::newRow("script argument") << "train.py"
                                     << "train.py --lr 0.1" << QStringList{QStringLiteral("script_args")} << false;
    QTest::newRow("node count") << "--nnodes=2"
                                << "--nnodes=4" << QStringList{QStringLiteral("node_count")} << false;
    QTest::newRow("launch: script argument")
        << "train.py"
        << "train.py --lr 0.1" << QStringList{QStringLiteral("script_args")} << true;
    QTest::newRow("launch: --use-env removed") << "    --use-env \\\n"
                                               << "" << QStringList{QStringLiteral("local_rank_from")} << true;
}

void tst_JobDocument::readBackChangesOnlyWhatTheTextChanged()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QStringList, changed);
    QFETCH(bool, launch);
    JobDocument document;
    JobSpec job;
    if (launch)
        job.launcher = Launcher::DistributedLaunch;
    document.setJob(job);
    QString text = document.command().text;
    QVERIFY2(text.contains(from), qPrintable(text));
    text.replace(from, to);
    const CommandReadBack result = document.readBack(text);
    QVERIFY2(result.intoForm, qPrintable(result.reasons.join(u'\n')));
    QCOMPARE(test::changedKeys(job, result.job), changed);
    // And the form writes the text as edited.
    QCOMPARE(CommandImporter::normalized(CommandGenerator(result.job).platformCommand()),
             CommandImporter::normalized(text));
}

void tst_JobDocument::typedCommandComesBackWithUndo_data()
{
    QTest::addColumn<QString>("action");
    QTest::newRow("a form field") << "nodes";
    QTest::newRow("the image") << "image";
    QTest::newRow("the torch version") << "torch";
    QTest::newRow("a language switch") << "language";
}

void tst_JobDocument::typedCommandComesBackWithUndo()
{
    QFETCH(QString, action);
    JobDocument document;
    const JobSpec before = document.job();
    const QString typed = QStringLiteral("torchrun --nnodes=2 --tee=3 train.py");
    document.keepTypedCommand(typed);
    QSignalSpy typedChanged(&document, &JobDocument::typedCommandChanged);
    if (action == QLatin1String("nodes"))
        document.edit([](JobSpec& job) { job.nodeCount = 3; });
    else if (action == QLatin1String("image"))
        document.edit(
            [](JobSpec& job) { ImageTorchVersion::setImage(job, QStringLiteral("pytorch/pytorch:2.1.0-cuda12.1")); });
    else if (action == QLatin1String("torch"))
        document.edit([](JobSpec& job) { job.torchVersion = TorchVersion::of(2, 3); });
    else
        document.retranslate();
    if (action == QLatin1String("language")) {
        // Only the messages are made again: the typed text stays, and no step was taken.
        QCOMPARE(document.typedCommand(), typed);
        QVERIFY(!document.history().canUndo());
        QCOMPARE(typedChanged.count(), 0);
        return;
    }
    // The change regenerated the command; its undo brings back the job and the typed text.
    QVERIFY(document.typedCommand().isEmpty());
    QVERIFY(document.job() != before);
    QVERIFY(document.undo());
    QVERIFY(document.job() == before);
    QCOMPARE(document.typedCommand(), typed);
    QVERIFY(document.redo());
    QVERIFY(document.typedCommand().isEmpty());
    QVERIFY(document.undo());
    QCOMPARE(document.typedCommand(), typed);
}

QTEST_GUILESS_MAIN(tst_JobDocument)
#include "tst_JobDocument.moc"
