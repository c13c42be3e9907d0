#include "nodecheck/DryRunPlan.h"
#include "nodecheck/NodeLaunchPlanner.h"
#include "util/ShellQuote.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace ddpw;

// The per-node launch scripts: the job's own launcher line with the probe as its script, run
// through real bash with a stand-in torchrun that records exactly what it received.
class tst_DryRunPlan : public QObject
{
    Q_OBJECT

private:
    static JobSpec job(int major, int minor)
    {
        JobSpec spec = JobSpec::guideExample();
        spec.torchVersion = TorchVersion::of(major, minor);
        spec.nodeCount = 2;
        spec.gpusPerNode = 0;
        spec.nprocPerNode = {NprocPerNode::Kind::Number, 2};
        spec.rendezvousId = QStringLiteral("job-1");
        return spec;
    }

    static const QStringList& hostile()
    {
        static const QStringList words{QStringLiteral("$(touch pwned)"),
                                       QStringLiteral("`id`"),
                                       QStringLiteral("a b"),
                                       QStringLiteral("it's"),
                                       QStringLiteral("\"q\" \\ * ~ ;|&"),
                                       QString(),
                                       QStringLiteral("\u00e9\u4e2d"),
                                       QStringLiteral("--nproc_per_node=9")};
        return words;
    }

    // Runs the node's launch script with bash; a fake torchrun on PATH writes its argv and a few
    // variables, NUL-separated, to $OUT.
    static QStringList runWithFakeTorchrun(const QString& script, QTemporaryDir& dir, const QStringList& variables)
    {
        const QString fake = dir.filePath(QStringLiteral("torchrun"));
        QFile file(fake);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        QByteArray body = "#!/bin/bash\n{ printf '%s\\0' \"$@\"; printf 'ENV\\0'; ";
        for (const QString& name : variables)
            body += "printf '%s\\0' \"${" + name.toUtf8() + "-<unset>}\"; ";
        body += "} > \"$OUT\"\n";
        file.write(body);
        file.close();
        file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QProcess bash;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), dir.path() + u':' + env.value(QStringLiteral("PATH")));
        env.insert(QStringLiteral("OUT"), dir.filePath(QStringLiteral("out")));
        env.insert(QStringLiteral("DDPW_PROBE"), QStringLiteral("/tmp/ddpw-dryrun.X/ddpw_probe.py"));
        env.insert(QStringLiteral("DDPW_RUN_DIR"), QStringLiteral("/tmp/ddpw-dryrun.X"));
        bash.setProcessEnvironment(env);
        bash.setWorkingDirectory(dir.path());
        bash.start(QStringLiteral("bash"), {QStringLiteral("-c"), script, QStringLiteral("ddpw-launch")});
        if (!bash.waitForFinished(20000) || bash.exitCode() != 0)
            return {QStringLiteral("bash failed: ") + QString::fromUtf8(bash.readAllStandardError())};
        QFile out(dir.filePath(QStringLiteral("out")));
        if (!out.open(QIODevice::ReadOnly))
            return {};
        QStringList words = QString::fromUtf8(out.readAll()).split(QChar(0));
        words.removeLast(); // after the last NUL
        return words;
    }

private slots:
    void localC10dOnTorch113()
    {
        const DryRunPlan plan = DryRunPlan::make(job(1, 13), {}, true, 40123, 60);
        QVERIFY2(plan.ok(), qPrintable(plan.error));
        QCOMPARE(plan.nodes.size(), 2);
        const QString& first = plan.nodes.at(0).launchScript;
        const QString& second = plan.nodes.at(1).launchScript;
        QVERIFY(first.contains(QLatin1String("export VC_TASK_INDEX=0\nexport VK_TASK_INDEX=0\n"
                                             "export VC_WORKER_HOSTS=127.0.0.1,127.0.0.1\nexport VC_WORKER_NUM=2\n"
                                             "export HOSTNAME=pytorch-ddp-worker-0\n")));
        QVERIFY(second.contains(QLatin1String("export VC_TASK_INDEX=1\n")));
        QVERIFY(first.contains(QLatin1String("exec torchrun ")));
        QVERIFY(first.contains(QLatin1String("--rdzv_endpoint=\"${MASTER}:40123\"")));
        QVERIFY(first.contains(QLatin1String("--rdzv_conf=is_host=1")));
        QVERIFY(second.contains(QLatin1String("--rdzv_conf=is_host=0")));
        QVERIFY(
            first.contains(QLatin1String("--redirects=1 --tee=1 --log_dir=\"$DDPW_RUN_DIR/logs\" \"$DDPW_PROBE\"")));
        QVERIFY(!first.contains(QLatin1String("train.py")));
        QVERIFY(!first.contains(QLatin1String("--rdzv-")));
        QVERIFY(plan.nodeToken(0) != plan.nodeToken(1));
        QVERIFY(plan.nodeToken(0).startsWith(plan.token));
    }

    // MASTER naming the second node: with c10d that node's agent hosts the store (DDP504 is
    // only info then); test_dryrun_local.sh runs this plan for real and it passes.
    void localStoreOnSecondNode()
    {
        const DryRunPlan plan = DryRunPlan::make(job(1, 13), {}, true, 40123, 60, {}, 1);
        QVERIFY2(plan.ok(), qPrintable(plan.error));
        QVERIFY(plan.nodes.at(0).launchScript.contains(QLatin1String("--rdzv_conf=is_host=0")));
        QVERIFY(plan.nodes.at(1).launchScript.contains(QLatin1String("--rdzv_conf=is_host=1")));
        QVERIFY(!DryRunPlan::make(job(1, 13), {}, true, 40123, 60, {}, 2).ok());
    }

    void remoteOnTorch26()
    {
        JobSpec spec = job(2, 6);
        const DryRunPlan plan =
            DryRunPlan::make(spec, {QStringLiteral("node1"), QStringLiteral("node2")}, false, 0, 60);
        QVERIFY2(plan.ok(), qPrintable(plan.error));
        const QString& script = plan.nodes.at(1).launchScript;
        QVERIFY(script.contains(QLatin1String("VC_WORKER_HOSTS=node1,node2")));
        QVERIFY(script.contains(QLatin1String("--rdzv-endpoint=\"${MASTER}:29500\"")));
        QVERIFY(script.contains(QLatin1String("--log-dir=")));
        QVERIFY(!script.contains(QLatin1String("is_host")));
    }

    void planErrors_data()
    {
        QTest::addColumn<QStringList>("hosts");
        QTest::addColumn<bool>("local");
        QTest::addColumn<int>("nodes");
        QTest::newRow("host count") << QStringList{QStringLiteral("a")} << false << 2;
        QTest::newRow("comma in a host") << QStringList{QStringLiteral("a,b"), QStringLiteral("c")} << false << 2;
        QTest::newRow("empty host") << QStringList{QString(), QStringLiteral("c")} << false << 2;
        QTest::newRow("too many local nodes") << QStringList{} << true << 65;
    }

    void planErrors()
    {
        QFETCH(QStringList, hosts);
        QFETCH(bool, local);
        QFETCH(int, nodes);
        JobSpec spec = job(1, 13);
        spec.nodeCount = nodes;
        const DryRunPlan plan = DryRunPlan::make(spec, hosts, local, 0, 60);
        QVERIFY(!plan.ok());
        QVERIFY(plan.nodes.isEmpty());
    }

    // What bash really hands the launcher: the job's options, then the probe instead of the
    // script, then every script argument byte for byte; the job's env values and the platform
    // variables exported as written.
    void realBashRoundTrip_data()
    {
        QTest::addColumn<int>("minor");
        QTest::addColumn<int>("masterDerivation");
        QTest::newRow("1.13 awk") << 13 << static_cast<int>(MasterDerivation::AwkFirstField);
        QTest::newRow("1.13 expansion") << 13 << static_cast<int>(MasterDerivation::ParameterExpansion);
        QTest::newRow("1.13 guide verbatim") << 13 << static_cast<int>(MasterDerivation::GuideVerbatim);
    }

    void realBashRoundTrip()
    {
        QFETCH(int, minor);
        QFETCH(int, masterDerivation);
        JobSpec spec = job(1, minor);
        spec.masterDerivation = static_cast<MasterDerivation>(masterDerivation);
        spec.scriptArgs = hostile();
        spec.env = {{QStringLiteral("HOSTILE"), QStringLiteral("$(touch pwned2) 'x' \"y\"")}};
        const DryRunPlan plan =
            DryRunPlan::make(spec, {QStringLiteral("master-0.job"), QStringLiteral("worker-1.job")}, false, 0, 60);
        QVERIFY2(plan.ok(), qPrintable(plan.error));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QStringList words = runWithFakeTorchrun(
            plan.nodes.at(1).launchScript, dir,
            {QStringLiteral("MASTER"), QStringLiteral("VC_TASK_INDEX"), QStringLiteral("VC_WORKER_NUM"),
             QStringLiteral("HOSTILE"), QStringLiteral("DDPW_PROBE_ECHO_ENV"), QStringLiteral("DDPW_PROBE_GPUS")});
        const qsizetype probeAt = words.indexOf(QStringLiteral("/tmp/ddpw-dryrun.X/ddpw_probe.py"));
        QVERIFY2(probeAt > 0, qPrintable(words.join(u'|')));
        const qsizetype envAt = words.indexOf(QStringLiteral("ENV"));
        QCOMPARE(words.mid(probeAt + 1, envAt - probeAt - 1), hostile());
        QVERIFY(words.contains(QStringLiteral("--rdzv_endpoint=master-0.job:29500")));
        QVERIFY(words.contains(QStringLiteral("--rdzv_id=job-1")));
        QVERIFY(words.contains(QStringLiteral("--log_dir=/tmp/ddpw-dryrun.X/logs")));
        QCOMPARE(words.mid(envAt + 1), (QStringList{QStringLiteral("master-0.job"), QStringLiteral("1"),
                                                    QStringLiteral("2"), QStringLiteral("$(touch pwned2) 'x' \"y\""),
                                                    QStringLiteral("VC_TASK_INDEX,VK_TASK_INDEX,VC_WORKER_HOSTS,"
                                                                   "VC_WORKER_NUM,HOSTNAME,HOSTILE"),
                                                    QStringLiteral("0")}));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("pwned"))));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("pwned2"))));
    }

    // The network step changes the node's environment only when asked for, and then carries
    // its sizes and budget to the probe through real bash.
    void bandwidthSettings_data()
    {
        QTest::addColumn<bool>("enabled");
        QTest::newRow("off") << false;
        QTest::newRow("on") << true;
    }

    void bandwidthSettings()
    {
        QFETCH(bool, enabled);
        BandwidthOptions bandwidth;
        bandwidth.enabled = enabled;
        bandwidth.sizes = {1 << 20, 64 << 20};
        bandwidth.seconds = 7;
        const DryRunPlan plan = DryRunPlan::make(job(1, 13), {}, true, 40123, 60, bandwidth);
        QVERIFY(plan.ok());
        const QString& script = plan.nodes.at(0).launchScript;
        QCOMPARE(script.contains(QLatin1String("DDPW_PROBE_BANDWIDTH")), enabled);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QStringList words =
            runWithFakeTorchrun(script, dir,
                                {QStringLiteral("DDPW_PROBE_BANDWIDTH"), QStringLiteral("DDPW_PROBE_BW_SIZES"),
                                 QStringLiteral("DDPW_PROBE_BW_SECONDS")});
        const qsizetype envAt = words.indexOf(QStringLiteral("ENV"));
        QVERIFY2(envAt > 0, qPrintable(words.join(u'|')));
        const QStringList expected =
            enabled ? QStringList{QStringLiteral("1"), QStringLiteral("1048576,67108864"), QStringLiteral("7")}
                    : QStringList(3, QStringLiteral("<unset>"));
        QCOMPARE(words.mid(envAt + 1), expected);
    }

    void launchPyKeepsInterpreter()
    {
        JobSpec spec = job(1, 13);
        spec.launcher = Launcher::DistributedLaunch;
        spec.rendezvousBackend = RendezvousBackend::Static;
        spec.python = QStringLiteral("/usr/bin/python3");
        const DryRunPlan plan = DryRunPlan::make(spec, {}, true, 40000, 60);
        QVERIFY(plan.ok());
        const QString& script = plan.nodes.at(1).launchScript;
        QVERIFY(script.contains(QLatin1String("exec /usr/bin/python3 -m torch.distributed.launch ")));
        QVERIFY(script.contains(QLatin1String("--node_rank=\"${VC_TASK_INDEX}\"")));
        QVERIFY(script.contains(QLatin1String("--master_port=40000")));
        QVERIFY(!script.contains(QLatin1String("is_host")));
    }
    // The user's own command (check --command): node 1's launcher gets exactly the argv real
    // bash gives it when the command runs on that node (the oracle: the same command under bash
    // with the platform's variables and a stand-in torchrun), with only the training script and
    // its arguments replaced by the probe; the command's exports reach it unchanged.
    void userCommandAsBashRuns_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<bool>("changed");
        QTest::newRow("guide, awk MASTER")
            << QStringLiteral("export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`\n"
                              "torchrun --nnodes=2 --nproc_per_node=1 --node_rank=$VC_TASK_INDEX "
                              "--master_addr=$MASTER --master_port=29500 train.py --epochs 3")
            << false;
        QTest::newRow("2.x dash spellings kept")
            << QStringLiteral("torchrun --nnodes=2 --nproc-per-node=1 --node-rank=$VC_TASK_INDEX "
                              "--master-addr=${VC_WORKER_HOSTS%%,*} --master-port=29523 train.py")
            << false;
        QTest::newRow("hard-coded rank and localhost kept")
            << QStringLiteral("torchrun --nnodes=2 --nproc_per_node=1 --node_rank=0 --master_addr=localhost "
                              "--master_port=29522 train.py")
            << false;
        QTest::newRow("array-built argv")
            << QStringLiteral("export NCCL_DEBUG=INFO OMP_NUM_THREADS=2\n"
                              "ARGS=(--nnodes=\"$VC_WORKER_NUM\" \"--nproc_per_node=1\" --rdzv_backend=c10d\n"
                              "      \"--rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:29500\" --rdzv_id \"run 1\")\n"
                              "torchrun \"${ARGS[@]}\" train.py \"a b\" 'c'")
            << false;
        QTest::newRow("value only the node knows")
            << QStringLiteral("export MASTER_IP=$(getent hosts node1 | awk '{print $1}')\n"
                              "torchrun --nnodes=2 --nproc_per_node=1 --rdzv_backend=c10d "
                              "--rdzv_endpoint=$(getent hosts node1 | awk '{print $1}'):29500 train.py")
            << true;
        QTest::newRow("launcher found with command -v")
            << QStringLiteral("TORCHRUN=$(command -v torchrun)\n"
                              "\"$TORCHRUN\" --nnodes=2 --nproc_per_node=1 --rdzv_backend=c10d "
                              "--rdzv_endpoint=node1:29500 train.py")
            << true;
    }

    void userCommandAsBashRuns()
    {
        QFETCH(QString, command);
        QFETCH(bool, changed);
        JobSpec spec = job(1, 13);
        const QStringList hosts{QStringLiteral("node1"), QStringLiteral("node2")};
        const DryRunPlan plan = DryRunPlan::make(spec, hosts, false, 0, 60, {}, 0, command);
        QVERIFY2(plan.ok(), qPrintable(plan.error));
        QCOMPARE(plan.nodes.size(), 2);
        QCOMPARE(!plan.changes.isEmpty(), changed);
        // Every row asks for 2 nodes x 1 process, however it spells it: what the ranks must show.
        QCOMPARE(plan.commandNodes, std::optional<int>(2));
        QCOMPARE(plan.commandNprocPerNode, std::optional<int>(1));
        // A value only the node knows is one change, said once: not also "not evaluated".
        for (const QString& change : plan.changes)
            QVERIFY2(!change.startsWith(QLatin1String("not evaluated")), qPrintable(plan.changes.join(u'\n')));
        QString oracle;
        for (const EnvVar& var : DryRunPlan::platformEnvironment(spec, hosts, 1))
            oracle += QStringLiteral("export %1=%2\n").arg(var.name, shellQuote(var.value));
        oracle += command + u'\n';
        const QStringList variables{QStringLiteral("NCCL_DEBUG"), QStringLiteral("OMP_NUM_THREADS"),
                                    QStringLiteral("VC_TASK_INDEX"), QStringLiteral("PET_TEE")};
        QTemporaryDir bashDir;
        QTemporaryDir planDir;
        QVERIFY(bashDir.isValid() && planDir.isValid());
        QStringList expected = runWithFakeTorchrun(oracle, bashDir, variables);
        const QStringList got = runWithFakeTorchrun(plan.nodes.at(1).launchScript, planDir, variables);
        const qsizetype script = expected.indexOf(QStringLiteral("train.py"));
        QVERIFY2(script > 0, qPrintable(expected.join(u'|')));
        const qsizetype envAt = expected.indexOf(QStringLiteral("ENV"));
        QStringList expectedEnv = expected.mid(envAt + 1);
        expectedEnv.last() = QStringLiteral("1"); // PET_TEE: the probe's setting, not the command's
        expected = expected.mid(0, script) +
                   QStringList{QStringLiteral("/tmp/ddpw-dryrun.X/ddpw_probe.py"), QStringLiteral("ENV")} + expectedEnv;
        if (changed) {
            // The oracle's bash here cannot resolve node1: the dry-run stands in the name.
            QVERIFY2(got.contains(QStringLiteral("--rdzv_endpoint=node1:29500")), qPrintable(got.join(u'|')));
            return;
        }
        QCOMPARE(got, expected);
        // The report shows the same words (the probe as its placeholder).
        QCOMPARE(plan.nodes.at(1).launcherArgv.mid(1), got.mid(0, script) + QStringList{NodeLaunchPlanner::kProbeWord});
    }

    // A module entry (-m) becomes the probe module, found first on PYTHONPATH; a wrapper runs
    // through the torchrun settings it implies, and says so.
    void userCommandModuleAndWrapper_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("tail");
        QTest::addColumn<bool>("changed");
        QTest::newRow("-m module")
            << QStringLiteral("python3 -m torch.distributed.run --nnodes 2 --nproc_per_node 1 --rdzv_endpoint "
                              "node1:29500 -m pkg.train --lr 1")
            << QStringLiteral("-m ddpw_probe") << false;
        QTest::newRow("accelerate")
            << QStringLiteral("accelerate launch --multi_gpu --num_machines 2 --num_processes 2 --machine_rank "
                              "$VC_TASK_INDEX --main_process_ip node1 --main_process_port 29500 train.py")
            << NodeLaunchPlanner::kProbeWord << true;
    }

    void userCommandModuleAndWrapper()
    {
        QFETCH(QString, command);
        QFETCH(QString, tail);
        QFETCH(bool, changed);
        const DryRunPlan plan = DryRunPlan::make(job(1, 13), {QStringLiteral("node1"), QStringLiteral("node2")}, false,
                                                 0, 60, {}, 0, command);
        QVERIFY2(plan.ok(), qPrintable(plan.error));
        QVERIFY2(plan.nodes.at(1).commandLine.endsWith(tail), qPrintable(plan.nodes.at(1).commandLine));
        QCOMPARE(!plan.changes.isEmpty(), changed);
        QCOMPARE(plan.nodes.at(1).launchScript.contains(QLatin1String("PYTHONPATH=\"$DDPW_RUN_DIR")),
                 tail.startsWith(u'-'));
    }

    // What cannot be dry-run is an error naming the node, never a silent swap.
    void userCommandErrors_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("no launcher") << QStringLiteral("bash run_training.sh\n");
        QTest::newRow("no script") << QStringLiteral("torchrun --nnodes=2 --nproc_per_node=1\n");
    }

    void userCommandErrors()
    {
        QFETCH(QString, command);
        const DryRunPlan plan = DryRunPlan::make(job(1, 13), {QStringLiteral("node1"), QStringLiteral("node2")}, false,
                                                 0, 60, {}, 0, command);
        QVERIFY(!plan.ok());
        QVERIFY2(plan.error.startsWith(QLatin1String("node 0 (node1): ")), qPrintable(plan.error));
        QVERIFY(plan.nodes.isEmpty());
    }

    // Local mode runs the command as written on 127.0.0.(k+1): the same argv as over SSH but for
    // the hosts, and only the loopback lines, which are no change of the verdict.
    void userCommandLocalModeRunsItAsWritten_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("node1");
        QTest::newRow("dash spellings stay")
            << QStringLiteral("torchrun --nnodes=2 --nproc-per-node=2 --node-rank=$VC_TASK_INDEX "
                              "--master-addr=${VC_WORKER_HOSTS%%,*} --master-port=40123 train.py --lr 1")
            << QStringLiteral("torchrun --nnodes=2 --nproc-per-node=2 --node-rank=1 --master-addr=127.0.0.1 "
                              "--master-port=40123 $DDPW_PROBE");
        QTest::newRow("--nnodes=3 stays")
            << QStringLiteral("torchrun --nnodes=3 --nproc_per_node=1 --rdzv_backend=c10d "
                              "--rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:40123 train.py")
            << QStringLiteral("torchrun --nnodes=3 --nproc_per_node=1 --rdzv_backend=c10d "
                              "--rdzv_endpoint=127.0.0.1:40123 $DDPW_PROBE");
        QTest::newRow("--node_rank=0 stays")
            << QStringLiteral("torchrun --nnodes=2 --node_rank=0 --master_addr=${VC_WORKER_HOSTS%%,*} "
                              "--master_port=40123 train.py")
            << QStringLiteral("torchrun --nnodes=2 --node_rank=0 --master_addr=127.0.0.1 --master_port=40123 "
                              "$DDPW_PROBE");
        QTest::newRow("interpreter stays")
            << QStringLiteral("/usr/bin/python3 -m torch.distributed.launch --nnodes=2 --node_rank=$VC_TASK_INDEX "
                              "--master_addr=ddp-worker-0.ddp --master_port=40123 --use_env train.py")
            << QStringLiteral("/usr/bin/python3 -m torch.distributed.launch --nnodes=2 --node_rank=1 "
                              "--master_addr=127.0.0.1 --master_port=40123 --use_env $DDPW_PROBE");
    }

    void userCommandLocalModeRunsItAsWritten()
    {
        QFETCH(QString, command);
        QFETCH(QString, node1);
        JobSpec spec = job(1, 13);
        spec.jobName = QStringLiteral("ddp");
        spec.roleName = QStringLiteral("worker");
        // The command's own port, asked for: a port taken on this machine by chance moves nothing.
        const DryRunPlan plan = DryRunPlan::make(spec, {}, true, 40123, 60, {}, 0, command);
        QVERIFY2(plan.ok(), qPrintable(plan.error));
        QCOMPARE(plan.nodes.size(), 2);
        QCOMPARE(plan.nodes.at(1).host, QStringLiteral("127.0.0.2"));
        QCOMPARE(plan.nodes.at(1).commandLine, node1);
        QVERIFY2(plan.changes.isEmpty(), qPrintable(plan.changes.join(u'\n')));
        QVERIFY(plan.localChanges.size() >= 2);
        QVERIFY2(plan.localChanges.first().contains(QLatin1String("127.0.0.1-127.0.0.2")),
                 qPrintable(plan.localChanges.first()));
    }

    // --local-store-node K with a c10d command: node K's agent hosts the store, the others are
    // clients, whatever address the endpoint names; a node that is not one of them is refused.
    void userCommandLocalStoreNode()
    {
        const QString command = QStringLiteral("torchrun --nnodes=2 --nproc_per_node=1 --rdzv_backend=c10d "
                                               "--rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:40132 train.py");
        const DryRunPlan plan = DryRunPlan::make(job(1, 13), {}, true, 40132, 60, {}, 1, command);
        QVERIFY2(plan.ok(), qPrintable(plan.error));
        QCOMPARE(plan.nodes.size(), 2);
        // The command has no --rdzv_conf: torchrun reads it from PET_RDZV_CONF.
        const auto conf = [&plan](int node) {
            for (const EnvVar& var : plan.nodes.at(node).launcherEnvironment) {
                if (var.name == QLatin1String("PET_RDZV_CONF"))
                    return var.value;
            }
            return QString();
        };
        QCOMPARE(conf(0), QStringLiteral("is_host=0"));
        QCOMPARE(conf(1), QStringLiteral("is_host=1"));
        QVERIFY2(plan.localChanges.join(u'\n').contains(QLatin1String("node 1 (127.0.0.2) hosts the store")),
                 qPrintable(plan.localChanges.join(u'\n')));
        QVERIFY(!DryRunPlan::make(job(1, 13), {}, true, 40132, 60, {}, 2, command).ok());
    }

    // The causes a plan already shows, said before the run and first in the explanation.
    void knownFailures_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("cause");
        QTest::newRow("--nnodes=3 on 2 pods")
            << QStringLiteral("torchrun --nnodes=3 --nproc_per_node=1 --node_rank=$VC_TASK_INDEX "
                              "--master_addr=${VC_WORKER_HOSTS%%,*} --master_port=40130 train.py")
            << QStringLiteral("every node waits for 3 nodes (--nnodes=3) and the job starts 2 pod(s)");
        QTest::newRow("--nnodes=1 on 2 pods")
            << QStringLiteral("torchrun --nnodes=1 --nproc_per_node=1 --rdzv_backend=c10d "
                              "--rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:40131 train.py")
            << QStringLiteral("--nnodes=1 admits 1 node(s) and the job starts 2 pods");
        QTest::newRow("the same rank") << QStringLiteral("torchrun --nnodes=2 --node_rank=0 --master_addr=x train.py")
                                       << QStringLiteral("every node is given --node_rank=0");
        QTest::newRow("1.13 refuses dashes")
            << QStringLiteral("torchrun --nnodes=2 --nproc-per-node=1 --node_rank=$VC_TASK_INDEX "
                              "--master_addr=${VC_WORKER_HOSTS%%,*} train.py")
            << QStringLiteral("torch 1.13's launcher refuses the command: unrecognized arguments:");
    }

    void knownFailures()
    {
        QFETCH(QString, command);
        QFETCH(QString, cause);
        CommandRunSettings settings;
        settings.torch = TorchVersion::of(1, 13);
        for (const bool local : {true, false}) {
            const QStringList hosts = local ? QStringList() : QStringList{QStringLiteral("n1"), QStringLiteral("n2")};
            const DryRunPlan plan = DryRunPlan::make(job(1, 13), hosts, local, 0, 60, {}, 0, command, settings);
            QVERIFY2(plan.ok(), qPrintable(plan.error));
            const QStringList known = plan.refusals + plan.meetingProblems;
            QVERIFY2(
                std::any_of(known.begin(), known.end(), [&](const QString& line) { return line.startsWith(cause); }),
                qPrintable(known.join(u'\n')));
        }
    }

    // Where bash stops a node before its launcher, that node's script says what bash says there
    // and exits as bash does (real bash runs both), and the plan names the stop before the run.
    void bashStopsBeforeTheLauncher_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<int>("node");
        QTest::newRow("set -u") << QStringLiteral("set -euo pipefail\ntorchrun --nnodes=2 --master_addr=$MASTER_HOST "
                                                  "train.py\n")
                                << 0;
        QTest::newRow("exit on node 1") << QStringLiteral("if [ \"$VC_TASK_INDEX\" = 1 ]; then exit 3; fi\n"
                                                          "torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX train.py\n")
                                        << 1;
        QTest::newRow("${X:?}") << QStringLiteral("torchrun --nnodes=2 --master_addr=${MASTER_HOST:?set it} train.py\n")
                                << 1;
    }

    void bashStopsBeforeTheLauncher()
    {
        QFETCH(QString, command);
        QFETCH(int, node);
        const JobSpec spec = job(1, 13);
        const DryRunPlan plan = DryRunPlan::make(spec, {}, true, 40123, 60, {}, 0, command);
        QVERIFY2(plan.ok(), qPrintable(plan.error));
        const NodePlan& stopped = plan.nodes.at(node);
        QVERIFY2(stopped.commandLine.startsWith(QLatin1String("(not started: bash stops at line")),
                 qPrintable(stopped.commandLine));
        QVERIFY2(plan.refusals.join(u'\n').contains(QLatin1String("bash stops at line")),
                 qPrintable(plan.refusals.join(u'\n')));
        const auto runBash = [](const QString& script) {
            QProcess bash;
            bash.start(QStringLiteral("bash"), {QStringLiteral("-c"), script});
            bash.waitForFinished(20000);
            return std::pair{bash.exitCode(), QString::fromUtf8(bash.readAllStandardError()).trimmed()};
        };
        QString oracle;
        QStringList hosts;
        for (const NodePlan& each : plan.nodes)
            hosts.append(each.host);
        for (const EnvVar& var : DryRunPlan::platformEnvironment(spec, hosts, node))
            oracle += QStringLiteral("export %1=%2\n").arg(var.name, shellQuote(var.value));
        // The platform's exports take lines of their own: bash's line numbers count the command's.
        const auto expected = runBash(QStringLiteral("%1exec bash -c %2").arg(oracle, shellQuote(command)));
        const auto got = runBash(stopped.launchScript);
        QCOMPARE(got.first, expected.first);
        QCOMPARE(got.second, expected.second);
    }

    // What the person asks for is done and named: --python for a bare python/torchrun (a local
    // line), fewer processes per node (a change); the command's port moved by --local-port.
    void userCommandAskedEdits()
    {
        CommandRunSettings settings;
        settings.python = QStringLiteral("/opt/py/bin/python3");
        settings.processesPerNode = 1;
        const DryRunPlan plan =
            DryRunPlan::make(job(1, 13), {}, true, 40999, 60, {}, 0,
                             QStringLiteral("torchrun --nnodes=2 --nproc_per_node 4 --rdzv_backend=c10d "
                                            "--rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:40140 train.py"),
                             settings);
        QVERIFY2(plan.ok(), qPrintable(plan.error));
        QCOMPARE(plan.nodes.at(0).commandLine,
                 QStringLiteral("/opt/py/bin/python3 -m torch.distributed.run --nnodes=2 --nproc_per_node 1 "
                                "--rdzv_backend=c10d --rdzv_endpoint=127.0.0.1:40999 $DDPW_PROBE"));
        QCOMPARE(plan.port, 40999);
        QCOMPARE(plan.changes.size(), 1);
        QVERIFY2(plan.changes.first().contains(QLatin1String("instead of the command's 4")),
                 qPrintable(plan.changes.first()));
        QCOMPARE(plan.commandNprocPerNode, std::optional<int>(1));
        const QString lines = plan.localChanges.join(u'\n');
        QVERIFY2(lines.contains(QLatin1String("/opt/py/bin/python3")), qPrintable(lines));
        QVERIFY2(lines.contains(QLatin1String("40140 ran as 40999")), qPrintable(lines));
    }

    // A port only torch's default names is moved through PET_MASTER_PORT, the option untouched.
    void defaultPortMovesThroughTheEnvironment()
    {
        const DryRunPlan plan = DryRunPlan::make(
            job(1, 13), {}, true, 40998, 60, {}, 0,
            QStringLiteral(
                "torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} train.py"));
        QVERIFY2(plan.ok(), qPrintable(plan.error));
        QVERIFY(!plan.nodes.at(0).commandLine.contains(QLatin1String("port")));
        QVERIFY2(plan.nodes.at(0).launchScript.contains(QLatin1String("export PET_MASTER_PORT=40998")),
                 qPrintable(plan.nodes.at(0).launchScript));
    }
};

QTEST_GUILESS_MAIN(tst_DryRunPlan)
#include "tst_DryRunPlan.moc"
