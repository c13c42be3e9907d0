// The environment the platform presets on each node (model/PlatformEnvironment), the problems of
// the user's platform variables (JobSpec), and every user of that environment: the per-node
// expansion, validate's sample environment, the dry-run's launch script and its checks, the CLI.
#include "InProcessCli.h"
#include "model/PlatformEnvironment.h"
#include "nodecheck/DryRunAggregator.h"
#include "nodecheck/DryRunPlan.h"
#include "openjob/NodeCommandExpander.h"
#include "validate/JobChecks.h"
#include "validate/ValidationOptions.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ddpw;
using ddpw::test::runCliInProcess;

namespace {

JobSpec job(const QString& name, const QString& role, int nodes, const QList<EnvVar>& platform = {})
{
    JobSpec spec;
    spec.jobName = name;
    spec.roleName = role;
    spec.nodeCount = nodes;
    spec.platformVariables = platform;
    return spec;
}

// "NAME=VALUE" lines of an environment, in its order.
QStringList lines(const QList<PlatformVariable>& variables)
{
    QStringList result;
    for (const PlatformVariable& variable : variables)
        result.append(variable.name + u'=' + variable.value);
    return result;
}

} // namespace

class tst_PlatformEnvironment : public QObject
{
    Q_OBJECT

private slots:
    void forJob_data();
    void forJob();
    void hostNameOf_data();
    void hostNameOf();
    void parseAssignment_data();
    void parseAssignment();
    void problems_data();
    void problems();
    void nodeCommandReadsThem_data();
    void nodeCommandReadsThem();
    void validationSampleEnvironment();
    void dryRunExportsThem();
    void dryRunChecksThem_data();
    void dryRunChecksThem();
    void cli_data();
    void cli();
};

void tst_PlatformEnvironment::forJob_data()
{
    QTest::addColumn<JobSpec>("spec");
    QTest::addColumn<int>("node");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("guide job, node 1") << job(QStringLiteral("ddp"), QStringLiteral("worker"), 2) << 1
                                       << QStringList{u"VC_TASK_INDEX=1"_qs, u"VK_TASK_INDEX=1"_qs,
                                                      u"VC_WORKER_HOSTS=ddp-worker-0.ddp,ddp-worker-1.ddp"_qs,
                                                      u"VC_WORKER_NUM=2"_qs, u"HOSTNAME=ddp-worker-1"_qs};
    // svc.go: '-' becomes '_' and the task name is upper-cased in the variable's name only.
    QTest::newRow("role with a dash") << job(QStringLiteral("j"), QStringLiteral("gpu-worker"), 1) << 0
                                      << QStringList{u"VC_TASK_INDEX=0"_qs, u"VK_TASK_INDEX=0"_qs,
                                                     u"VC_GPU_WORKER_HOSTS=j-gpu-worker-0.j"_qs,
                                                     u"VC_GPU_WORKER_NUM=1"_qs, u"HOSTNAME=j-gpu-worker-0"_qs};
    QTest::newRow("user variables after, in their order")
        << job(QStringLiteral("ddp"), QStringLiteral("worker"), 1,
               {{u"MA_NUM_GPUS"_qs, u"8"_qs}, {u"MA_VJ_NAME"_qs, u"ddp"_qs}, {u"EMPTY"_qs, QString()}})
        << 0
        << QStringList{u"VC_TASK_INDEX=0"_qs,
                       u"VK_TASK_INDEX=0"_qs,
                       u"VC_WORKER_HOSTS=ddp-worker-0.ddp"_qs,
                       u"VC_WORKER_NUM=1"_qs,
                       u"HOSTNAME=ddp-worker-0"_qs,
                       u"MA_NUM_GPUS=8"_qs,
                       u"MA_VJ_NAME=ddp"_qs,
                       u"EMPTY="_qs};
    // What problems() marks stays in the job but never reaches a node; the platform's value wins.
    QTest::newRow("bad rows left out")
        << job(QStringLiteral("ddp"), QStringLiteral("worker"), 1,
               {{u"VC_TASK_INDEX"_qs, u"7"_qs},
                {u"HOSTNAME"_qs, u"mine"_qs},
                {u"1X"_qs, u"1"_qs},
                {QString(), u"v"_qs},
                {u"A"_qs, u"first"_qs},
                {u"A"_qs, u"second"_qs},
                {u"NUL"_qs, QStringLiteral("a") + QChar(u'\0')}})
        << 0 << QStringList{u"VC_TASK_INDEX=0"_qs, u"VK_TASK_INDEX=0"_qs,       u"VC_WORKER_HOSTS=ddp-worker-0.ddp"_qs,
                            u"VC_WORKER_NUM=1"_qs, u"HOSTNAME=ddp-worker-0"_qs, u"A=first"_qs};
    QTest::newRow("no valid node count: no hosts")
        << job(QStringLiteral("ddp"), QStringLiteral("worker"), 0) << 0
        << QStringList{u"VC_TASK_INDEX=0"_qs, u"VK_TASK_INDEX=0"_qs, u"VC_WORKER_HOSTS="_qs, u"VC_WORKER_NUM=0"_qs,
                       u"HOSTNAME=ddp-worker-0"_qs};
}

void tst_PlatformEnvironment::forJob()
{
    QFETCH(JobSpec, spec);
    QFETCH(int, node);
    QFETCH(QStringList, expected);
    QCOMPARE(lines(PlatformEnvironment::forJob(spec, node)), expected);
}

void tst_PlatformEnvironment::hostNameOf_data()
{
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("name");
    QTest::newRow("pod DNS name") << u"ddp-worker-1.ddp"_qs << u"ddp-worker-1"_qs;
    QTest::newRow("bare name") << u"node7"_qs << u"node7"_qs;
    QTest::newRow("IPv4") << u"10.0.0.12"_qs << QString();
    QTest::newRow("IPv6") << u"fd00::12"_qs << QString();
    QTest::newRow("bracketed IPv6") << u"[::1]"_qs << QString();
    QTest::newRow("empty") << QString() << QString();
}

void tst_PlatformEnvironment::hostNameOf()
{
    QFETCH(QString, host);
    QFETCH(QString, name);
    QCOMPARE(PlatformEnvironment::hostNameOf(host), name);
}

void tst_PlatformEnvironment::parseAssignment_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value"); // empty name: an error is expected
    QTest::newRow("plain") << u"MA_NUM_GPUS=8"_qs << u"MA_NUM_GPUS"_qs << u"8"_qs;
    QTest::newRow("empty value") << u"A="_qs << u"A"_qs << QString();
    QTest::newRow("'=' in the value") << u"A=b=c"_qs << u"A"_qs << u"b=c"_qs;
    QTest::newRow("no '='") << u"A"_qs << QString() << QString();
    QTest::newRow("no name") << u"=1"_qs << QString() << QString();
    QTest::newRow("digit first") << u"1A=1"_qs << QString() << QString();
    QTest::newRow("dash") << u"MA-X=1"_qs << QString() << QString();
    QTest::newRow("NUL") << QStringLiteral("A=x") + QChar(u'\0') << QString() << QString();
}

void tst_PlatformEnvironment::parseAssignment()
{
    QFETCH(QString, text);
    QFETCH(QString, name);
    QFETCH(QString, value);
    EnvVar var;
    const QString error = PlatformEnvironment::parseAssignment(text, var);
    if (name.isEmpty()) {
        QVERIFY(!error.isEmpty());
        return;
    }
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(var.name, name);
    QCOMPARE(var.value, value);
}

void tst_PlatformEnvironment::problems_data()
{
    QTest::addColumn<QList<EnvVar>>("variables");
    QTest::addColumn<int>("severity"); // -1: no problem
    QTest::addColumn<QString>("needle");
    QTest::addColumn<bool>("fixable");

    QTest::newRow("fine") << QList<EnvVar>{{u"MA_NUM_GPUS"_qs, u"8"_qs}} << -1 << QString() << false;
    QTest::newRow("another role's variable is fine")
        << QList<EnvVar>{{u"VC_MASTER_HOSTS"_qs, u"ddp-master-0.ddp"_qs}} << -1 << QString() << false;
    QTest::newRow("no name") << QList<EnvVar>{{QString(), u"8"_qs}} << int(Severity::Error) << u"no name"_qs << true;
    QTest::newRow("bad name") << QList<EnvVar>{{u"MA NUM"_qs, u"8"_qs}} << int(Severity::Error)
                              << u"not a variable name"_qs << false;
    QTest::newRow("twice") << QList<EnvVar>{{u"A"_qs, u"1"_qs}, {u"A"_qs, u"2"_qs}} << int(Severity::Error)
                           << u"declared twice"_qs << true;
    QTest::newRow("NUL") << QList<EnvVar>{{u"A"_qs, QStringLiteral("1") + QChar(u'\0')}} << int(Severity::Error)
                         << u"NUL"_qs << false;
    QTest::newRow("too long") << QList<EnvVar>{{u"A"_qs, QString(JobSpec::kMaxPlatformValueLength + 1, u'x')}}
                              << int(Severity::Error) << u"at most"_qs << false;
    QTest::newRow("the platform's own") << QList<EnvVar>{{u"VC_WORKER_HOSTS"_qs, u"a,b"_qs}} << int(Severity::Warning)
                                        << u"sets VC_WORKER_HOSTS itself"_qs << true;
    QTest::newRow("HOSTNAME") << QList<EnvVar>{{u"HOSTNAME"_qs, u"a"_qs}} << int(Severity::Warning) << u"HOSTNAME"_qs
                              << true;
    QTest::newRow("too many") << QList<EnvVar>(JobSpec::kMaxPlatformVariables + 1, EnvVar{u"A"_qs, u"1"_qs})
                              << int(Severity::Error) << u"at most %1"_qs.arg(JobSpec::kMaxPlatformVariables) << false;
}

void tst_PlatformEnvironment::problems()
{
    QFETCH(QList<EnvVar>, variables);
    QFETCH(int, severity);
    QFETCH(QString, needle);
    QFETCH(bool, fixable);
    JobSpec spec = job(QStringLiteral("ddp"), QStringLiteral("worker"), 2, variables);
    const QList<CommandDiagnostic> problems = JobChecks::problemsFor(spec, JobField::PlatformVariables);
    if (severity < 0) {
        QVERIFY(problems.isEmpty());
        return;
    }
    QVERIFY(!problems.isEmpty());
    const auto found = std::find_if(problems.cbegin(), problems.cend(), [&](const CommandDiagnostic& problem) {
        return int(problem.severity) == severity && problem.message.contains(needle);
    });
    QVERIFY2(found != problems.cend(), qPrintable(problems.first().message));
    QCOMPARE(found->jobFix.has_value(), fixable);
    if (fixable) {
        // The fix removes the row it is about, and nothing else.
        const qsizetype before = spec.platformVariables.size();
        found->jobFix->apply(spec);
        QCOMPARE(spec.platformVariables.size(), before - 1);
    }
    // Nothing typed is lost: the job still holds every row as it was given.
    QCOMPARE(job(QStringLiteral("ddp"), QStringLiteral("worker"), 2, variables).platformVariables, variables);
}

void tst_PlatformEnvironment::nodeCommandReadsThem_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<int>("node");
    QTest::addColumn<QStringList>("argv");

    QTest::newRow("a user variable") << u"torchrun --nproc_per_node=$MA_NUM_GPUS --node_rank=$VC_TASK_INDEX t.py"_qs
                                     << 1
                                     << QStringList{u"torchrun"_qs, u"--nproc_per_node=8"_qs, u"--node_rank=1"_qs,
                                                    u"t.py"_qs};
    QTest::newRow("rank from HOSTNAME") << u"torchrun --node_rank=${HOSTNAME##*-} --nnodes=$VC_GPU_WORKER_NUM t.py"_qs
                                        << 2
                                        << QStringList{u"torchrun"_qs, u"--node_rank=2"_qs, u"--nnodes=3"_qs,
                                                       u"t.py"_qs};
    QTest::newRow("VK_TASK_INDEX") << u"torchrun --node_rank=$VK_TASK_INDEX t.py"_qs << 2
                                   << QStringList{u"torchrun"_qs, u"--node_rank=2"_qs, u"t.py"_qs};
    QTest::newRow("master from the job name")
        << u"torchrun --master_addr=${MA_VJ_NAME}-gpu-worker-0.${MA_VJ_NAME} t.py"_qs << 0
        << QStringList{u"torchrun"_qs, u"--master_addr=ddp-gpu-worker-0.ddp"_qs, u"t.py"_qs};
}

void tst_PlatformEnvironment::nodeCommandReadsThem()
{
    QFETCH(QString, command);
    QFETCH(int, node);
    QFETCH(QStringList, argv);
    const JobSpec spec = job(QStringLiteral("ddp"), QStringLiteral("gpu-worker"), 3,
                             {{u"MA_NUM_GPUS"_qs, u"8"_qs}, {u"MA_VJ_NAME"_qs, u"ddp"_qs}});
    const NodeCommand result = NodeCommandExpander::expand(command, spec, node);
    QVERIFY2(result.unresolved.isEmpty(), qPrintable(result.unresolved.join(u'\n')));
    QCOMPARE(result.argv, argv);
}

void tst_PlatformEnvironment::validationSampleEnvironment()
{
    JobSpec spec = job(QStringLiteral("ddp"), QStringLiteral("gpu-worker"), 2, {{u"MA_NUM_GPUS"_qs, u"8"_qs}});
    const ValidationOptions options = ValidationOptions::forJob(spec);
    QCOMPARE(options.hostsVariable(), u"VC_GPU_WORKER_HOSTS"_qs);
    const QMap<QString, QString> environment = options.sampleEnvironment(1);
    QCOMPARE(environment.value(u"VC_GPU_WORKER_HOSTS"_qs), options.sampleHosts.join(u','));
    QCOMPARE(environment.value(u"VC_TASK_INDEX"_qs), u"1"_qs);
    QCOMPARE(environment.value(u"HOSTNAME"_qs), u"node-1"_qs);
    QCOMPARE(environment.value(u"MA_NUM_GPUS"_qs), u"8"_qs);
}

void tst_PlatformEnvironment::dryRunExportsThem()
{
    JobSpec spec = job(QStringLiteral("ddp"), QStringLiteral("worker"), 2,
                       {{u"MA_NUM_GPUS"_qs, u"8"_qs}, {u"HOSTILE"_qs, u"$(touch x) 'q'"_qs}});
    spec.gpusPerNode = 0;
    const DryRunPlan plan = DryRunPlan::make(spec, {}, true, 29400, 30);
    QVERIFY2(plan.ok(), qPrintable(plan.error));
    const QString script = plan.nodes.at(1).launchScript;
    for (const QString& line : {u"export VC_TASK_INDEX=1\n"_qs, u"export VC_WORKER_HOSTS=127.0.0.1,127.0.0.1\n"_qs,
                                u"export HOSTNAME=ddp-worker-1\n"_qs, u"export MA_NUM_GPUS=8\n"_qs,
                                u"export HOSTILE=\"\\$(touch x) 'q'\"\n"_qs})
        QVERIFY2(script.contains(line), qPrintable(line + u"\nnot in\n"_qs + script));
    QVERIFY(script.contains(u"DDPW_PROBE_ECHO_ENV=VC_TASK_INDEX,VK_TASK_INDEX,VC_WORKER_HOSTS,VC_WORKER_NUM,"
                            "HOSTNAME,MA_NUM_GPUS,HOSTILE"_qs));
    // Before the command's own lines: what the start command sets itself still wins.
    QVERIFY(script.indexOf(u"export MA_NUM_GPUS"_qs) < script.indexOf(u"MASTER="_qs));
    QCOMPARE(plan.nodes.at(1).platformEnvironment.last(), (EnvVar{u"HOSTILE"_qs, u"$(touch x) 'q'"_qs}));
}

void tst_PlatformEnvironment::dryRunChecksThem_data()
{
    QTest::addColumn<QString>("seen"); // MA_NUM_GPUS on the rank; "-" unset
    QTest::addColumn<bool>("jobExportsIt");
    QTest::addColumn<bool>("problem");
    QTest::newRow("arrived") << u"8"_qs << false << false;
    QTest::newRow("changed") << u"4"_qs << false << true;
    QTest::newRow("unset") << u"-"_qs << false << true;
    QTest::newRow("the command's export is checked instead") << u"4"_qs << true << false;
}

void tst_PlatformEnvironment::dryRunChecksThem()
{
    QFETCH(QString, seen);
    QFETCH(bool, jobExportsIt);
    QFETCH(bool, problem);
    DryRunExpectation expected;
    expected.nodes = 1;
    if (jobExportsIt)
        expected.env = {{u"MA_NUM_GPUS"_qs, u"4"_qs}};
    ProbeReport report;
    report.ok = true;
    report.rank = 0;
    if (seen != u"-"_qs)
        report.env.insert(u"MA_NUM_GPUS"_qs, seen);
    else
        report.unsetEnv.append(u"MA_NUM_GPUS"_qs);
    NodeOutcome node{0, u"127.0.0.1"_qs, true, 0, {report}, {{u"MA_NUM_GPUS"_qs, u"8"_qs}}};
    const DryRunVerdict verdict = DryRunAggregator::aggregate(expected, {node});
    const bool named = verdict.problems.join(u'\n').contains(u"MA_NUM_GPUS"_qs);
    QVERIFY2(named == problem, qPrintable(verdict.problems.join(u'\n')));
}

void tst_PlatformEnvironment::cli_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("needle"); // in stdout (code 0/1) or stderr (code 2); "!TEXT": not there

    const QByteArray nproc = "torchrun --nproc_per_node=$MA_NUM_GPUS --node_rank=$VK_TASK_INDEX t.py\n";
    QTest::newRow("expand --env") << QStringList{u"expand"_qs, u"-"_qs, u"--hosts"_qs, u"a.j,b.j"_qs,
                                                 u"--node"_qs, u"1"_qs, u"--env"_qs,   u"MA_NUM_GPUS=8"_qs}
                                  << nproc << 0 << u"--nproc_per_node=8"_qs;
    QTest::newRow("expand --platform-env")
        << QStringList{u"expand"_qs, u"-"_qs, u"--hosts"_qs,        u"a.j,b.j"_qs,
                       u"--node"_qs, u"1"_qs, u"--platform-env"_qs, u"MA_NUM_GPUS=8"_qs}
        << nproc << 0 << u"--node_rank=1"_qs;
    QTest::newRow("expand: HOSTNAME from the host")
        << QStringList{u"expand"_qs, u"-"_qs, u"--hosts"_qs, u"a.j,b.j"_qs, u"--node"_qs, u"1"_qs}
        << QByteArray("torchrun $HOSTNAME\n") << 0 << u"[1] b\n"_qs;
    QTest::newRow("expand: a dashed role") << QStringList{u"expand"_qs, u"-"_qs, u"--hosts"_qs, u"a.j,b.j"_qs,
                                                          u"--node"_qs, u"0"_qs, u"--role"_qs,  u"gpu-worker"_qs}
                                           << QByteArray("torchrun $VC_GPU_WORKER_NUM\n") << 0 << u"[1] 2\n"_qs;
    QTest::newRow("expand: bad --env") << QStringList{u"expand"_qs, u"-"_qs, u"--hosts"_qs, u"a"_qs,
                                                      u"--node"_qs, u"0"_qs, u"--env"_qs,   u"1A=8"_qs}
                                       << nproc << 2 << u"--env"_qs;
    QTest::newRow("validate --env") << QStringList{u"validate"_qs, u"-"_qs, u"--env"_qs, u"MA_NUM_GPUS=8"_qs}
                                    << QByteArray("torchrun --nproc_per_node=8 t.py\n") << 0 << QString();
    QTest::newRow("validate: bad --env") << QStringList{u"validate"_qs, u"-"_qs, u"--env"_qs, u"MA-NUM=8"_qs} << nproc
                                         << 2 << u"--env: \"MA-NUM=8\""_qs;
    const QByteArray reads = "torchrun --nnodes=2 --nproc_per_node=$MA_NUM_GPUS --node_rank=$VK_TASK_INDEX "
                             "--master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py\n";
    // Unset on the platform, bash passes --nproc_per_node= and torch stops ("Unsupported
    // nproc_per_node value"): an error that names the variable, not a warning.
    QTest::newRow("validate: an undeclared variable")
        << QStringList{u"validate"_qs, u"-"_qs} << reads << 1
        << u"MA_NUM_GPUS is empty there: the snippet sets it on no path those nodes take"_qs;
    QTest::newRow("validate: a declared one is set")
        << QStringList{u"validate"_qs, u"-"_qs, u"--env"_qs, u"MA_NUM_GPUS=8"_qs} << reads << 0 << u"!DDP106"_qs;
    QTest::newRow("explain --env") << QStringList{u"explain"_qs, u"-"_qs, u"--env"_qs, u"MA_NUM_GPUS=8"_qs} << nproc
                                   << 0 << u"sample value '8'"_qs;
    QTest::newRow("dryrun: bad --platform-env")
        << QStringList{u"dryrun"_qs, u"--local"_qs, u"--platform-env"_qs, u"=8"_qs} << QByteArray() << 2
        << u"--platform-env"_qs;
    QTest::newRow("dryrun: NUL in a name") << QStringList{u"dryrun"_qs, u"--local"_qs,        u"--platform-env"_qs,
                                                          u"A=1"_qs,    u"--platform-env"_qs, u"A\u0000=1"_qs}
                                           << QByteArray() << 2 << u"--platform-env"_qs;
}

void tst_PlatformEnvironment::cli()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    QFETCH(int, code);
    QFETCH(QString, needle);
    const auto run = runCliInProcess(arguments, input);
    QVERIFY2(run.code == code, qPrintable(QStringLiteral("code %1\n%2%3").arg(run.code).arg(run.out, run.err)));
    const QString& shown = code == 2 ? run.err : run.out;
    if (needle.startsWith(u'!'))
        QVERIFY2(!shown.contains(needle.mid(1)), qPrintable(shown));
    else
        QVERIFY2(shown.contains(needle), qPrintable(run.out + run.err));
}

QTEST_GUILESS_MAIN(tst_PlatformEnvironment)
#include "tst_PlatformEnvironment.moc"
