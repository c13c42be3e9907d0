// Import keeps every finding: for each snippet of the corpora whose command the form can import,
// every diagnostic of a kind the form can hold (kHeld: a value the form keeps as it is, such as
// an explicit `--rdzv-id=none` or the launcher the user chose) is still reported on the command
// the form writes back. Findings about what the form writes right by construction (spellings,
// quoting, the MASTER line, node rank and endpoint sources) are answered by the import itself.
#include "generate/CommandGenerator.h"
#include "openjob/CommandImporter.h"
#include "validate/CommandValidator.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTest>

using namespace ddpw;

class TestImportKeepsFindings : public QObject
{
    Q_OBJECT

private slots:
    void corpus_data();
    void corpus();
    void explicitDefaultRendezvousId();
};

namespace {

// The codes whose finding is about a value the form holds as imported.
const QSet<QString> kHeld{
    QStringLiteral("DDP407"), // the default rendezvous id, left off or written as 'none'
    QStringLiteral("DDP503"), // processes per node against the GPUs per node
    QStringLiteral("DDP602"), // torch.distributed.launch
    QStringLiteral("DDP603"), // launch.py passing the local rank as an argument
};

QSet<QString> codes(const QString& text, const JobSpec& job)
{
    QSet<QString> found;
    for (const CommandDiagnostic& d : CommandValidator(ValidationOptions::forJob(job)).validate(text).diagnostics)
        found.insert(d.code);
    return found;
}

} // namespace

void TestImportKeepsFindings::corpus_data()
{
    QTest::addColumn<QString>("path");
    int rows = 0;
    for (const char* folder : {"shell-corpus", "platform-corpus", "expand-corpus"}) {
        const QDir dir(QStringLiteral(DDPW_TEST_DATA_DIR "/") + QLatin1String(folder));
        for (const QString& name : dir.entryList({QStringLiteral("*.sh")}, QDir::Files, QDir::Name)) {
            QTest::newRow(qPrintable(QLatin1String(folder) + u'/' + name)) << dir.filePath(name);
            ++rows;
        }
    }
    QVERIFY(rows > 100);
}

void TestImportKeepsFindings::corpus()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString snippet = QString::fromUtf8(file.readAll());
    const JobSpec base;
    const CommandImport imported = CommandImporter::import(snippet, base);
    if (!imported.ok)
        QSKIP("no launcher command to import");
    // The form holds one launcher command, the first: the others' findings are not its own.
    if (CommandValidator(ValidationOptions::forJob(base)).validate(snippet).invocations.size() > 1)
        QSKIP("more than one launcher command");
    const QSet<QString> before = codes(snippet, base) & kHeld;
    const QSet<QString> after = codes(CommandGenerator(imported.job).platformCommand(), imported.job);
    const QSet<QString> lost = before - after;
    QVERIFY2(lost.isEmpty(), qPrintable(QStringList(lost.begin(), lost.end()).join(u' ')));
}

// The case: an explicit --rdzv-id=none stays what it is, and DDP407 still says so.
void TestImportKeepsFindings::explicitDefaultRendezvousId()
{
    const QString command = QStringLiteral("torchrun --nnodes=2 --nproc-per-node=8 --rdzv-id=none --rdzv-backend=c10d "
                                           "--rdzv-endpoint=${MASTER}:29500 train.py\n");
    const JobSpec base;
    QVERIFY(codes(command, base).contains(QStringLiteral("DDP407")));
    const CommandImport imported = CommandImporter::import(command, base);
    QVERIFY(imported.ok);
    QCOMPARE(imported.job.rendezvousId, QStringLiteral("none"));
    QVERIFY(codes(CommandGenerator(imported.job).platformCommand(), imported.job).contains(QStringLiteral("DDP407")));
}

QTEST_GUILESS_MAIN(TestImportKeepsFindings)
#include "tst_ImportKeepsFindings.moc"
