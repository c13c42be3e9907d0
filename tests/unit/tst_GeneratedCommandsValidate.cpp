// Generated output is clean for every launcher: every job the generator writes (launcher x
// rendezvous backend x torch release x output format x how a launch.py script reads its local
// rank x MASTER line), validated for the job it was written for, has nothing above info. The
// one exception is a real open question the form itself warns about: an argument spelling with
// an unknown torch release (1.13 passes --local_rank, 2.0 and later --local-rank).
#include "generate/CommandGenerator.h"
#include "model/JobSpec.h"
#include "validate/CommandValidator.h"
#include "validate/JobChecks.h"

#include <QTest>

using namespace ddpw;

class TestGeneratedCommandsValidate : public QObject
{
    Q_OBJECT

private slots:
    void everyCombinationIsClean();
};

void TestGeneratedCommandsValidate::everyCombinationIsClean()
{
    const QList<TorchVersion> torches{TorchVersion::of(1, 13), TorchVersion::of(2, 0), TorchVersion::of(2, 6),
                                      TorchVersion::newest(), TorchVersion()};
    int generated = 0;
    int refused = 0;
    for (const Launcher launcher : {Launcher::Torchrun, Launcher::DistributedLaunch}) {
        for (const RendezvousBackend backend : {RendezvousBackend::C10d, RendezvousBackend::Static}) {
            for (const TorchVersion& torch : torches) {
                const QList<LocalRankFrom> froms =
                    launcher == Launcher::Torchrun
                        ? QList<LocalRankFrom>{LocalRankFrom::Environment}
                        : QList<LocalRankFrom>{LocalRankFrom::Environment, LocalRankFrom::UnderscoreArgument,
                                               LocalRankFrom::DashArgument};
                for (const LocalRankFrom from : froms) {
                    for (const MasterDerivation master :
                         {MasterDerivation::AwkFirstField, MasterDerivation::ParameterExpansion}) {
                        JobSpec job;
                        job.launcher = launcher;
                        job.rendezvousBackend = backend;
                        job.torchVersion = torch;
                        job.localRankFrom = from;
                        job.masterDerivation = master;
                        job.rendezvousId = QStringLiteral("my-job");
                        if (JobChecks::hasErrors(job)) {
                            ++refused; // generate refuses it (the spelling this torch never passes)
                            continue;
                        }
                        const bool openQuestion = launcher == Launcher::DistributedLaunch && !torch.isKnown() &&
                                                  from != LocalRankFrom::Environment;
                        const CommandGenerator generator(job);
                        for (const QString& text : {generator.platformCommand(), generator.bashScript()}) {
                            ++generated;
                            const ValidationResult result =
                                CommandValidator(ValidationOptions::forJob(job)).validate(text);
                            for (const CommandDiagnostic& d : result.diagnostics) {
                                if (d.severity == Severity::Info)
                                    continue;
                                const bool expected = openQuestion && d.code == QLatin1String("DDP603") &&
                                                      d.severity == Severity::Warning;
                                QVERIFY2(expected,
                                         qPrintable(QStringLiteral("%1 %2: %3\n%4")
                                                        .arg(d.code, severityName(d.severity), d.message, text)));
                            }
                        }
                        if (openQuestion) {
                            const QList<CommandDiagnostic> problems =
                                JobChecks::problemsFor(job, JobField::LocalRankFrom);
                            QVERIFY(!problems.isEmpty() && problems.first().severity == Severity::Warning);
                        }
                    }
                }
            }
        }
    }
    // 2 launchers, 2 backends, 5 releases, 2 MASTER lines, 2 formats; launch.py three ways, of
    // which the spelling a known release never passes is refused.
    QCOMPARE(generated, 2 * 2 * 5 * 2 * 2 + 2 * 5 * 2 * 2 * 2 - 2 * 4 * 2 * 2);
    QCOMPARE(refused, 2 * 4 * 2);
}

QTEST_GUILESS_MAIN(TestGeneratedCommandsValidate)
#include "tst_GeneratedCommandsValidate.moc"
