// A fix never creates a finding: each snippet's fix, applied as the GUI's "Apply fix" and the
// CLI's `fix:` lines apply it, removes its finding and gives ShellCheck (the real one, the oracle
// for generic shell style) nothing it did not already say; expansions a fix writes are quoted.
// And a finding quotes what the user wrote (the option's own spelling, the value as passed).
#include "validate/CommandValidator.h"
#include "validate/ShellCheckRunner.h"

#include <QTest>

#include <algorithm>

using namespace ddpw;

namespace {

const QString kMasterLine = QStringLiteral("MASTER=\"${VC_WORKER_HOSTS%%,*}\"\nexport MASTER\n");

ValidationResult validate(const QString& text)
{
    ValidationOptions options;
    options.torch = TorchVersion::of(2, 6);
    options.nodes = 2;
    options.gpusPerNode = 8;
    return CommandValidator(options).validate(text);
}

QStringList codes(const QList<CommandDiagnostic>& diagnostics)
{
    QStringList result;
    for (const CommandDiagnostic& diagnostic : diagnostics)
        result.append(diagnostic.code);
    result.sort();
    return result;
}

} // namespace

class TestFixesAddNoFinding : public QObject
{
    Q_OBJECT

private slots:
    void fixIsQuotedAndClean_data();
    void fixIsQuotedAndClean();
    void rendezvousHostQuotesTheCommand();
};

void TestFixesAddNoFinding::fixIsQuotedAndClean_data()
{
    QTest::addColumn<QString>("snippet");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("written"); // the fixed text contains this
    QTest::newRow("DDP404 a rank the same on every node")
        << kMasterLine + QStringLiteral("torchrun --nnodes=2 --nproc-per-node=8 --rdzv-backend=static "
                                        "--node-rank=0 --master-addr=\"$MASTER\" train.py\n")
        << "DDP404"
        << "--node-rank=\"${VC_TASK_INDEX}\"";
    QTest::newRow("DDP403 no master address")
        << QStringLiteral("torchrun --nnodes=2 --nproc-per-node=8 --rdzv-backend=static "
                          "--node-rank=\"$VC_TASK_INDEX\" train.py\n")
        << "DDP403"
        << "--master_addr=\"${MASTER}\"";
    QTest::newRow("DDP405 no endpoint")
        << QStringLiteral("torchrun --nnodes=2 --nproc-per-node=8 --rdzv-backend=c10d --rdzv-id=0 train.py\n")
        << "DDP405"
        << "--rdzv_endpoint=\"${MASTER}:29500\"";
    QTest::newRow("DDP506 an endpoint on this node's own host")
        << QStringLiteral("torchrun --nnodes=2 --nproc-per-node=8 --rdzv-backend=c10d --rdzv-id=0 "
                          "--rdzv-endpoint=\"$HOSTNAME\":29500 train.py\n")
        << "DDP506"
        << "\"${VC_WORKER_HOSTS%%,*}:29500\"";
}

void TestFixesAddNoFinding::fixIsQuotedAndClean()
{
    QFETCH(QString, snippet);
    QFETCH(QString, code);
    QFETCH(QString, written);
    const ValidationResult before = validate(snippet);
    const auto found = std::find_if(before.diagnostics.cbegin(), before.diagnostics.cend(),
                                    [&](const CommandDiagnostic& d) { return d.code == code; });
    QVERIFY2(found != before.diagnostics.cend(), qPrintable(codes(before.diagnostics).join(u' ')));
    QVERIFY2(found->fix, qPrintable(found->message));
    const QString fixed = applyFixes(snippet, found->fixes());
    QVERIFY2(fixed.contains(written), qPrintable(fixed));
    // Its finding is gone, and nothing new came with it.
    const ValidationResult after = validate(fixed);
    QVERIFY2(!codes(after.diagnostics).contains(code), qPrintable(fixed));
    for (const QString& left : codes(after.diagnostics))
        QVERIFY2(codes(before.diagnostics).contains(left), qPrintable(left + QStringLiteral(" after:\n") + fixed));
    // ShellCheck, the real one: the fixed text has no finding the pasted one did not have.
    const ShellCheckRunner shellCheck;
    if (!shellCheck.isAvailable())
        QSKIP("shellcheck is not installed");
    const ShellCheckRunner::Outcome was = shellCheck.run(snippet);
    const ShellCheckRunner::Outcome is = shellCheck.run(fixed);
    QVERIFY2(was.ran && is.ran, qPrintable(was.error + is.error));
    for (const QString& left : codes(is.diagnostics))
        QVERIFY2(codes(was.diagnostics).contains(left), qPrintable(left + QStringLiteral(" after:\n") + fixed));
}

void TestFixesAddNoFinding::rendezvousHostQuotesTheCommand()
{
    // An endpoint with an empty host: the finding quotes the option as written and the whole
    // value the node passes, not torch's internal name and "(empty)".
    const QString snippet = QStringLiteral("HOST=\ntorchrun --nnodes=2 --nproc-per-node=8 --rdzv-backend=c10d "
                                           "--rdzv-id=0 --rdzv-endpoint=\"${HOST}:29500\" train.py\n");
    const ValidationResult result = validate(snippet);
    const auto found = std::find_if(result.diagnostics.cbegin(), result.diagnostics.cend(),
                                    [](const CommandDiagnostic& d) { return d.code == QLatin1String("DDP506"); });
    QVERIFY2(found != result.diagnostics.cend(), qPrintable(codes(result.diagnostics).join(u' ')));
    QVERIFY2(found->message.contains(QStringLiteral("--rdzv-endpoint")), qPrintable(found->message));
    QVERIFY2(found->message.contains(QStringLiteral(":29500")), qPrintable(found->message));
    QVERIFY2(!found->message.contains(QStringLiteral("(empty)")), qPrintable(found->message));
    QVERIFY2(!found->message.contains(QStringLiteral("--rdzv_endpoint")), qPrintable(found->message));
}

QTEST_GUILESS_MAIN(TestFixesAddNoFinding)
#include "tst_FixesAddNoFinding.moc"
