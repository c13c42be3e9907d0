#include "generate/CommandGenerator.h"
#include "util/ShellQuote.h"

#include <QTranslator>
#include <QtTest>

using namespace ddpw;

Q_DECLARE_METATYPE(ddpw::JobSpec)

class TestCommandGenerator : public QObject
{
    Q_OBJECT

private slots:
    void guideTorchrunExample();
    void guideLaunchExample();
    void guideTextVerbatim();
    void commentFollowsTheLanguage();
    void commands_data();
    void commands();
    void scriptChecksPlatformVariables();
    void shellQuote_data();
    void shellQuote();
};

void TestCommandGenerator::guideTorchrunExample()
{
    JobSpec job = JobSpec::guideExample();
    job.entry = QStringLiteral("train.py");
    job.scriptArgs = {QStringLiteral("--lr"), QStringLiteral("0.1")};
    // The guide's command, written so that ShellCheck finds nothing in it: $(...) for the
    // backticks, MASTER assigned and then exported, every expansion quoted.
    const QString expected = QStringLiteral("# Use the first node of the worker group as the rendezvous master\n"
                                            "MASTER=\"$(echo \"${VC_WORKER_HOSTS}\" | awk -F , '{print $1}')\"\n"
                                            "export MASTER\n"
                                            ": \"${MASTER:?}\"\n"
                                            "\n"
                                            "torchrun \\\n"
                                            "    --rdzv-id=0 \\\n"
                                            "    --rdzv-backend=c10d \\\n"
                                            "    --rdzv-endpoint=\"${MASTER}:29500\" \\\n"
                                            "    --nnodes=2 \\\n"
                                            "    --nproc-per-node=8 \\\n"
                                            "    train.py \\\n"
                                            "    --lr 0.1\n");
    QCOMPARE(CommandGenerator(job).platformCommand(), expected);
}

void TestCommandGenerator::guideLaunchExample()
{
    JobSpec job = JobSpec::guideExample();
    job.launcher = Launcher::DistributedLaunch;
    job.localRankFrom = LocalRankFrom::DashArgument; // the guide's script takes launch's --local-rank
    job.rendezvousBackend = RendezvousBackend::Static;
    job.entry = QStringLiteral("train.py");
    const QString expected = QStringLiteral("# Use the first node of the worker group as the master\n"
                                            "MASTER=\"$(echo \"${VC_WORKER_HOSTS}\" | awk -F , '{print $1}')\"\n"
                                            "export MASTER\n"
                                            ": \"${MASTER:?}\"\n"
                                            "\n"
                                            "python -m torch.distributed.launch \\\n"
                                            "    --nnodes=2 \\\n"
                                            "    --nproc-per-node=8 \\\n"
                                            "    --node-rank=\"${VC_TASK_INDEX}\" \\\n"
                                            "    --master-addr=\"${MASTER}\" \\\n"
                                            "    --master-port=29500 \\\n"
                                            "    train.py\n");
    QCOMPARE(CommandGenerator(job).platformCommand(), expected);
}

void TestCommandGenerator::guideTextVerbatim()
{
    // One choice away: the guide's own lines (backticks, bare expansions, no guard), for the
    // guide's example exactly the guide's torchrun command with the spellings of the version.
    JobSpec job = JobSpec::guideExample();
    job.masterDerivation = MasterDerivation::GuideVerbatim;
    job.torchVersion = TorchVersion::of(2, 6);
    const QString expected = QStringLiteral("# Use the first node of the worker group as the rendezvous master\n"
                                            "export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`\n"
                                            "\n"
                                            "torchrun \\\n"
                                            "    --rdzv-id=0 \\\n"
                                            "    --rdzv-backend=c10d \\\n"
                                            "    --rdzv-endpoint=${MASTER}:29500 \\\n"
                                            "    --nnodes=2 \\\n"
                                            "    --nproc-per-node=8 \\\n"
                                            "    YOUR_TRAINING_SCRIPT.py\n");
    QCOMPARE(CommandGenerator(job).platformCommand(), expected);
    job.launcher = Launcher::DistributedLaunch;
    job.rendezvousBackend = RendezvousBackend::Static;
    const QString launch = CommandGenerator(job).platformCommand();
    QVERIFY2(launch.contains(QStringLiteral("    --node-rank=${VC_TASK_INDEX} \\\n    --master-addr=${MASTER} \\\n")),
             qPrintable(launch));
}

void TestCommandGenerator::commentFollowsTheLanguage()
{
    // The guide's Chinese comment in zh_CN; every line bash runs stays the same.
    const JobSpec job = JobSpec::guideExample();
    const QString english = CommandGenerator(job).platformCommand();
    QTranslator chinese;
    QVERIFY(chinese.load(QStringLiteral(DDPW_QM_DIR "/ddpwizard_zh_CN.qm")));
    QCoreApplication::installTranslator(&chinese);
    const QString translated = CommandGenerator(job).platformCommand();
    JobSpec launch = job;
    launch.launcher = Launcher::DistributedLaunch;
    const QString launchComment = CommandGenerator(launch).masterComment();
    QCoreApplication::removeTranslator(&chinese);
    QCOMPARE(translated.section(u'\n', 0, 0),
             QStringLiteral("# 取 worker 节点组中第 1 个节点作为 rendezvous 通信的 master 节点"));
    QCOMPARE(launchComment, QStringLiteral("# 取 worker 节点组中第 1 个节点作为 master 节点"));
    QCOMPARE(translated.section(u'\n', 1), english.section(u'\n', 1));
}

void TestCommandGenerator::commands_data()
{
    QTest::addColumn<JobSpec>("job");
    QTest::addColumn<QStringList>("mustContain");
    QTest::addColumn<QStringList>("mustNotContain");

    JobSpec torch113;
    torch113.torchVersion = TorchVersion::of(1, 13);
    QTest::newRow("1.13 underscores") << torch113
                                      << QStringList{"--rdzv_id=0 \\", "--rdzv_backend=c10d",
                                                     "--rdzv_endpoint=\"${MASTER}:29500\"", "--nproc_per_node=8"}
                                      << QStringList{"--rdzv-", "--nproc-per-node"};

    JobSpec unknown;
    unknown.torchVersion = TorchVersion();
    QTest::newRow("unknown torch uses underscores")
        << unknown << QStringList{"--nproc_per_node=8"} << QStringList{"--nproc-per-node"};

    JobSpec staticRun;
    staticRun.rendezvousBackend = RendezvousBackend::Static;
    QTest::newRow("torchrun static") << staticRun
                                     << QStringList{"--node-rank=\"${VC_TASK_INDEX}\"", "--master-addr=\"${MASTER}\"",
                                                    "--master-port=29500"}
                                     << QStringList{"--rdzv-"};

    JobSpec launch113;
    launch113.torchVersion = TorchVersion::of(1, 13);
    launch113.launcher = Launcher::DistributedLaunch;
    launch113.rendezvousBackend = RendezvousBackend::Static;
    launch113.localRankFrom = LocalRankFrom::Environment;
    launch113.python = QStringLiteral("python3");
    QTest::newRow("launch 1.13 use_env") << launch113
                                         << QStringList{"python3 -m torch.distributed.launch",
                                                        "--node_rank=\"${VC_TASK_INDEX}\"", "--use_env \\"}
                                         << QStringList{"--node-rank"};

    JobSpec module;
    module.entryKind = EntryKind::Module;
    module.entry = QStringLiteral("pkg.train");
    QTest::newRow("module") << module << QStringList{"    -m \\\n    pkg.train\n"} << QStringList{};

    JobSpec elastic;
    elastic.elastic = ElasticRange{1, 4};
    elastic.maxRestarts = 3;
    elastic.nnodesFromEnv = true;
    QTest::newRow("elastic") << elastic << QStringList{"--nnodes=1:4", "--max-restarts=3"}
                             << QStringList{"VC_WORKER_NUM"};

    JobSpec fromEnv;
    fromEnv.nnodesFromEnv = true;
    fromEnv.masterDerivation = MasterDerivation::ParameterExpansion;
    fromEnv.roleName = QStringLiteral("trainer");
    QTest::newRow("nnodes from env, expansion, role")
        << fromEnv
        << QStringList{"--nnodes=\"${VC_TRAINER_NUM}\"", "MASTER=\"${VC_TRAINER_HOSTS%%,*}\"\nexport MASTER\n",
                       "trainer group"}
        << QStringList{"awk"};

    JobSpec nprocModes;
    nprocModes.nprocPerNode = {NprocPerNode::Kind::Gpu, 1};
    QTest::newRow("nproc gpu") << nprocModes << QStringList{"--nproc-per-node=gpu"} << QStringList{};
    JobSpec cpuOnly;
    cpuOnly.gpusPerNode = 0;
    QTest::newRow("cpu only one process") << cpuOnly << QStringList{"--nproc-per-node=1"} << QStringList{};

    JobSpec env;
    env.env = {{QStringLiteral("NCCL_DEBUG"), QStringLiteral("INFO")}, {QStringLiteral("X"), QStringLiteral("a b'c")}};
    env.rendezvousId = QStringLiteral("my id");
    QTest::newRow("env and quoted id") << env
                                       << QStringList{"export NCCL_DEBUG=INFO\nexport X=\"a b'c\"\n",
                                                      "--rdzv-id='my id'"}
                                       << QStringList{};
}

void TestCommandGenerator::commands()
{
    QFETCH(JobSpec, job);
    QFETCH(QStringList, mustContain);
    QFETCH(QStringList, mustNotContain);
    const QString command = CommandGenerator(job).platformCommand();
    for (const QString& text : mustContain)
        QVERIFY2(command.contains(text), qPrintable(text + QStringLiteral("\n---\n") + command));
    for (const QString& text : mustNotContain)
        QVERIFY2(!command.contains(text), qPrintable(text + QStringLiteral("\n---\n") + command));
}

void TestCommandGenerator::scriptChecksPlatformVariables()
{
    JobSpec job;
    job.rendezvousBackend = RendezvousBackend::Static;
    job.nnodesFromEnv = true;
    const QString script = CommandGenerator(job).bashScript();
    QVERIFY(script.startsWith(QStringLiteral("#!/usr/bin/env bash\n")));
    QVERIFY(script.contains(QStringLiteral("set -euo pipefail\n")));
    QVERIFY(script.contains(QStringLiteral(": \"${VC_WORKER_HOSTS:?")));
    QVERIFY(script.contains(QStringLiteral(": \"${VC_WORKER_NUM:?")));
    QVERIFY(script.contains(QStringLiteral(": \"${VC_TASK_INDEX:?")));
    QVERIFY(script.contains(QStringLiteral("exec torchrun \\\n")));
}

void TestCommandGenerator::shellQuote_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("quoted");
    QTest::newRow("plain") << "train.py"
                           << "train.py";
    QTest::newRow("option with equals") << "--lr=0.1"
                                        << "--lr=0.1";
    QTest::newRow("empty") << ""
                           << "''";
    QTest::newRow("space") << "a b"
                           << "'a b'";
    QTest::newRow("single quote") << "it's"
                                  << "\"it's\"";
    QTest::newRow("dollar") << "$HOME"
                            << "\"\\$HOME\"";
    QTest::newRow("backtick and quote") << "`a` \"b\""
                                        << "\"\\`a\\` \\\"b\\\"\"";
    QTest::newRow("backslash") << "a\\"
                               << "\"a\\\\\"";
    QTest::newRow("tilde") << "~/x"
                           << "\\~/x";
    QTest::newRow("tilde alone") << "~"
                                 << "\\~";
    QTest::newRow("tilde and a space") << "~/a b"
                                       << "\\~'/a b'";
    QTest::newRow("glob") << "*.py"
                          << "'*.py'";
    QTest::newRow("braces") << "{a,b}"
                            << "'{a,b}'";
    QTest::newRow("newline") << "a\nb"
                             << "'a\nb'";
    QTest::newRow("non-ascii") << QStringLiteral("数据") << QStringLiteral("'数据'");
}

void TestCommandGenerator::shellQuote()
{
    QFETCH(QString, word);
    QFETCH(QString, quoted);
    QCOMPARE(ddpw::shellQuote(word), quoted);
}

QTEST_GUILESS_MAIN(TestCommandGenerator)
#include "tst_CommandGenerator.moc"
