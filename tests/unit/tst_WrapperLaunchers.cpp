// accelerate launch and deepspeed: where they are found, what the parser says about options
// they do not have, the torchrun settings they imply, the DeepSpeed hostfile as the runner reads
// it, the DDP7xx checks against the form (judged on each node's static evaluation), and the
// explanation. argparse-exactness itself is tst_WrapperArgparse's.
#include "launcher/DeepSpeedHostfile.h"
#include "launcher/LauncherLocator.h"
#include "launcher/LauncherParser.h"
#include "launcher/WrapperTorchrun.h"
#include "openjob/NodeCommandExpander.h"
#include "shell/ShellReader.h"
#include "validate/CommandExplainer.h"
#include "validate/CommandValidator.h"

#include <QTest>

using namespace ddpw;

Q_DECLARE_METATYPE(LauncherKind)

namespace {

QList<ShellWord> wordsOf(const QString& line)
{
    return ShellReader().read(line).commands.value(0).words;
}

ValidationResult validate(const QString& text, int nodes, int gpus)
{
    ValidationOptions options;
    if (nodes > 0)
        options.nodes = nodes;
    if (gpus >= 0)
        options.gpusPerNode = gpus;
    return CommandValidator(options).validate(text);
}

QStringList codesOf(const ValidationResult& result)
{
    QStringList codes;
    for (const CommandDiagnostic& diagnostic : result.diagnostics)
        codes.append(diagnostic.code);
    return codes;
}

} // namespace

class tst_WrapperLaunchers : public QObject
{
    Q_OBJECT

private slots:
    void locator_data();
    void locator();
    void unknownOptionHints_data();
    void unknownOptionHints();
    void implied_data();
    void implied();
    void hostfile_data();
    void hostfile();
    void checks_data();
    void checks();
    void fixesRemoveTheFinding();
    void explained();
    void tablesAreExplained();
    void perNodeView();
    void shellChecksSeeWrappers();
};

void tst_WrapperLaunchers::locator_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("found");
    QTest::addColumn<LauncherKind>("kind");
    QTest::addColumn<int>("argumentsBegin");
    const LauncherKind acc = LauncherKind::Accelerate;
    const LauncherKind ds = LauncherKind::DeepSpeed;
    QTest::newRow("accelerate launch") << QStringLiteral("accelerate launch train.py") << true << acc << 2;
    QTest::newRow("path") << QStringLiteral("/opt/conda/bin/accelerate launch --multi_gpu t.py") << true << acc << 2;
    QTest::newRow("after env prefix") << QStringLiteral("NCCL_DEBUG=INFO exec accelerate launch t.py") << true << acc
                                      << 3;
    QTest::newRow("accelerate config") << QStringLiteral("accelerate config default") << false << acc << 0;
    QTest::newRow("accelerate alone") << QStringLiteral("accelerate") << false << acc << 0;
    QTest::newRow("accelerate-launch") << QStringLiteral("accelerate-launch t.py") << true << acc << 1;
    QTest::newRow("python -m") << QStringLiteral("python3 -u -m accelerate.commands.launch t.py") << true << acc << 4;
    QTest::newRow("script path") << QStringLiteral("python /x/site-packages/accelerate/commands/launch.py t.py") << true
                                 << acc << 2;
    QTest::newRow("deepspeed") << QStringLiteral("deepspeed --num_gpus 8 t.py") << true << ds << 1;
    QTest::newRow("ds") << QStringLiteral("ds t.py") << true << ds << 1;
    QTest::newRow("deepspeed.pt") << QStringLiteral("deepspeed.pt t.py") << true << ds << 1;
    QTest::newRow("env -u") << QStringLiteral("env -u X deepspeed t.py") << true << ds << 4;
    QTest::newRow("runner module") << QStringLiteral("python -m deepspeed.launcher.runner t.py") << true << ds << 3;
    QTest::newRow("launch module is not the runner")
        << QStringLiteral("python -m deepspeed.launcher.launch t.py") << false << ds << 0;
    QTest::newRow("dsx") << QStringLiteral("dsx t.py") << false << ds << 0;
}

void tst_WrapperLaunchers::locator()
{
    QFETCH(QString, line);
    QFETCH(bool, found);
    QFETCH(LauncherKind, kind);
    QFETCH(int, argumentsBegin);
    const std::optional<LauncherLocation> location = LauncherLocator::locate(wordsOf(line));
    QCOMPARE(location.has_value(), found);
    if (!found)
        return;
    QCOMPARE(location->kind, kind);
    QCOMPARE(location->argumentsBegin, argumentsBegin);
}

void tst_WrapperLaunchers::unknownOptionHints_data()
{
    QTest::addColumn<LauncherKind>("kind");
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("hint");  // a part of the hint
    QTest::addColumn<QString>("fixed"); // the option after the fix, empty for none
    const LauncherKind acc = LauncherKind::Accelerate;
    const LauncherKind ds = LauncherKind::DeepSpeed;
    QTest::newRow("acc nproc_per_node") << acc << QStringLiteral("--nproc_per_node 8 t.py")
                                        << QStringLiteral("unrecognized arguments: --nproc_per_node")
                                        << QStringLiteral("TOTAL") << QString();
    QTest::newRow("acc nnodes") << acc << QStringLiteral("--nnodes=2 t.py")
                                << QStringLiteral("unrecognized arguments: --nnodes=2")
                                << QStringLiteral("--num_machines") << QStringLiteral("--num_machines");
    QTest::newRow("acc no abbreviations")
        << acc << QStringLiteral("--num_proc=8 t.py") << QStringLiteral("unrecognized arguments: --num_proc=8")
        << QStringLiteral("no abbreviations") << QStringLiteral("--num_processes");
    QTest::newRow("acc fp16 removed") << acc << QStringLiteral("--fp16 t.py")
                                      << QStringLiteral("unrecognized arguments: --fp16")
                                      << QStringLiteral("--mixed_precision fp16") << QString();
    QTest::newRow("acc typo") << acc << QStringLiteral("--mixed_precison bf16 t.py")
                              << QStringLiteral("unrecognized arguments: --mixed_precison")
                              << QStringLiteral("did you mean --mixed_precision?")
                              << QStringLiteral("--mixed_precision");
    QTest::newRow("acc rdzv_endpoint") << acc << QStringLiteral("--rdzv_endpoint=h:1 t.py")
                                       << QStringLiteral("unrecognized arguments: --rdzv_endpoint=h:1")
                                       << QStringLiteral("--main_process_ip") << QString();
    QTest::newRow("ds dash spelling") << ds << QStringLiteral("--num-gpus 8 t.py")
                                      << QStringLiteral("unrecognized arguments: --num-gpus")
                                      << QStringLiteral("underscore") << QStringLiteral("--num_gpus");
    QTest::newRow("ds nnodes") << ds << QStringLiteral("--nnodes 2 t.py")
                               << QStringLiteral("unrecognized arguments: --nnodes") << QStringLiteral("--num_nodes")
                               << QStringLiteral("--num_nodes");
    QTest::newRow("ds machine_rank") << ds << QStringLiteral("--machine_rank 1 t.py")
                                     << QStringLiteral("unrecognized arguments: --machine_rank")
                                     << QStringLiteral("--node_rank") << QStringLiteral("--node_rank");
    QTest::newRow("ds ambiguous") << ds << QStringLiteral("--num 8 t.py")
                                  << QStringLiteral("ambiguous option: --num could match --num_nodes, --num_gpus, "
                                                    "--num_accelerators")
                                  << QStringLiteral("in full") << QString();
    QTest::newRow("ds prefix of one option") << ds << QStringLiteral("--no_s t.py")
                                             << QStringLiteral("ambiguous option: --no_s could match --no_ssh, "
                                                               "--no_ssh_check")
                                             << QStringLiteral("in full") << QString();
    QTest::newRow("acc required") << acc << QString()
                                  << QStringLiteral("the following arguments are required: training_script, "
                                                    "training_script_args")
                                  << QStringLiteral("training script") << QString();
    QTest::newRow("ds required") << ds << QStringLiteral("--num_gpus 8")
                                 << QStringLiteral("the following arguments are required: user_script, user_args")
                                 << QStringLiteral("training script") << QString();
    QTest::newRow("acc str_to_bool") << acc << QStringLiteral("--fp8_pad_inner_dim maybe t.py")
                                     << QStringLiteral("argument --fp8_pad_inner_dim/--fp8-pad-inner-dim: invalid "
                                                       "str_to_bool value: 'maybe'")
                                     << QString() << QString();
}

void tst_WrapperLaunchers::unknownOptionHints()
{
    QFETCH(LauncherKind, kind);
    QFETCH(QString, arguments);
    QFETCH(QString, message);
    QFETCH(QString, hint);
    QFETCH(QString, fixed);
    const QString line = QStringLiteral("launcher ") + arguments;
    const QList<ShellWord> words = wordsOf(line);
    const LauncherParseResult result = LauncherParser(TorchVersion(), kind).parse(words, 1);
    QVERIFY(!result.errors.isEmpty());
    const LauncherParseError& error = result.errors.first();
    QCOMPARE(error.message, message);
    QVERIFY2(error.hint.contains(hint), qPrintable(error.hint));
    QCOMPARE(error.fix.has_value(), !fixed.isEmpty());
    if (error.fix)
        QCOMPARE(error.fix->replacement, fixed);
}

void tst_WrapperLaunchers::implied_data()
{
    QTest::addColumn<LauncherKind>("kind");
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<QString>("hostfile"); // "-" for unknown, "missing" for no file
    QTest::addColumn<QString>("torchrun");
    QTest::addColumn<int>("start");
    const LauncherKind acc = LauncherKind::Accelerate;
    const LauncherKind ds = LauncherKind::DeepSpeed;
    const int torchrun = int(WrapperTorchrun::Start::Torchrun);
    const int fanOut = int(WrapperTorchrun::Start::FanOut);
    QTest::newRow("acc two machines, endpoint")
        << acc
        << QStringLiteral("--multi_gpu --num_machines 2 --num_processes 16 --machine_rank 1 --main_process_ip h0 t.py")
        << QStringLiteral("-")
        << QStringLiteral("--nnodes=2 --nproc_per_node=8 --node_rank=1 --rdzv_backend=static --rdzv_endpoint=h0:29500")
        << torchrun;
    QTest::newRow("acc same network")
        << acc
        << QStringLiteral("--num-machines=2 --num-processes=12 --machine-rank=0 --main-process-ip=h0 "
                          "--main-process-port=6000 --same-network --rdzv_backend c10d t.py")
        << QStringLiteral("-")
        << QStringLiteral("--nnodes=2 --nproc_per_node=6 --node_rank=0 --rdzv_backend=c10d --master_addr=h0 "
                          "--master_port=6000")
        << torchrun;
    QTest::newRow("acc per-node count, integer division")
        << acc << QStringLiteral("--num_machines 5 --num_processes 12 --machine_rank 0 --main_process_ip h t.py")
        << QStringLiteral("-")
        << QStringLiteral("--nnodes=5 --nproc_per_node=2 --node_rank=0 --rdzv_backend=static --rdzv_endpoint=h:29500")
        << torchrun;
    QTest::newRow("acc no ip: None") << acc
                                     << QStringLiteral("--num_machines 2 --num_processes 4 --machine_rank 0 t.py")
                                     << QStringLiteral("-")
                                     << QStringLiteral("--nnodes=2 --nproc_per_node=2 --node_rank=0 "
                                                       "--rdzv_backend=static --rdzv_endpoint=None:29500")
                                     << torchrun;
    QTest::newRow("acc one machine") << acc << QStringLiteral("--multi_gpu --num_processes 8 t.py")
                                     << QStringLiteral("-")
                                     << QStringLiteral("--nnodes=1 --nproc_per_node=8 --master_port=29500") << torchrun;
    QTest::newRow("acc single process") << acc << QStringLiteral("--num_processes 1 t.py") << QStringLiteral("-")
                                        << QStringLiteral("--nnodes=1 --nproc_per_node=1 --master_port=29500")
                                        << int(WrapperTorchrun::Start::SingleProcess);
    QTest::newRow("acc deepspeed pdsh") << acc
                                        << QStringLiteral("--use_deepspeed --num_machines 2 --num_processes 16 "
                                                          "--machine_rank 0 --main_process_ip h t.py")
                                        << QStringLiteral("-")
                                        << QStringLiteral("--nnodes=2 --nproc_per_node=8 --node_rank=0 "
                                                          "--rdzv_backend=static --rdzv_endpoint=h:29500")
                                        << fanOut;
    QTest::newRow("ds no_ssh with hostfile")
        << ds << QStringLiteral("--hostfile hf --no_ssh --node_rank 1 --master_addr h0 t.py")
        << QStringLiteral("h0 slots=8\nh1 slots=8\n")
        << QStringLiteral("--nnodes=2 --nproc_per_node=8 --node_rank=1 --rdzv_backend=static --master_addr=h0 "
                          "--master_port=29500")
        << torchrun;
    QTest::newRow("ds num_nodes and num_gpus")
        << ds << QStringLiteral("--num_nodes 1 --num_gpus 2 --no_ssh --node_rank 0 --master_addr h0 t.py")
        << QStringLiteral("h0 slots=8\nh1 slots=8\n")
        << QStringLiteral("--nnodes=1 --nproc_per_node=2 --node_rank=0 --rdzv_backend=static --master_addr=h0 "
                          "--master_port=29500")
        << torchrun;
    QTest::newRow("ds fan-out") << ds << QStringLiteral("--hostfile hf t.py")
                                << QStringLiteral("h0 slots=8\nh1 slots=8\n")
                                << QStringLiteral("--nnodes=2 --nproc_per_node=8 --rdzv_backend=static "
                                                  "--master_port=29500")
                                << fanOut;
    QTest::newRow("ds no hostfile") << ds << QStringLiteral("--num_gpus 8 --master_addr h0 t.py")
                                    << QStringLiteral("missing")
                                    << QStringLiteral(
                                           "--nnodes=1 --nproc_per_node=8 --node_rank=0 "
                                           "--rdzv_backend=static --master_addr=127.0.0.1 --master_port=29500")
                                    << torchrun;
}

void tst_WrapperLaunchers::implied()
{
    QFETCH(LauncherKind, kind);
    QFETCH(QString, arguments);
    QFETCH(QString, hostfile);
    QFETCH(QString, torchrun);
    QFETCH(int, start);
    const LauncherParseResult result =
        LauncherParser(TorchVersion(), kind).parse(wordsOf(QStringLiteral("x ") + arguments), 1);
    QVERIFY(result.accepted());
    std::optional<DeepSpeedHostfile> file;
    if (hostfile == QLatin1String("missing"))
        file = DeepSpeedHostfile::missing();
    else if (hostfile != QLatin1String("-"))
        file = DeepSpeedHostfile::parse(hostfile);
    const WrapperTorchrun implied = WrapperTorchrun::of(result, file);
    QCOMPARE(implied.torchrunArguments().join(u' '), torchrun);
    QCOMPARE(int(implied.start), start);
}

void tst_WrapperLaunchers::hostfile_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("hosts"); // host:slots, comma-separated
    QTest::addColumn<int>("error");     // DeepSpeedHostfile::Error
    QTest::addColumn<int>("errorLine");
    const int none = int(DeepSpeedHostfile::Error::None);
    QTest::newRow("two") << QStringLiteral("w-0 slots=8\nw-1 slots=8\n") << QStringLiteral("w-0:8,w-1:8") << none << 0;
    QTest::newRow("comments, blanks, CRLF, tabs")
        << QStringLiteral("# pool\r\n\r\n  w-0\tslots=4 extra\r\nw-1   slots=4") << QStringLiteral("w-0:4,w-1:4")
        << none << 0;
    QTest::newRow("digits then text") << QStringLiteral("w-0 slots=8gpus\n") << QStringLiteral("w-0:8") << none << 0;
    QTest::newRow("slot= is a bad line") << QStringLiteral("w-0 slots=8\nw-1 slot=8\n") << QStringLiteral("w-0:8")
                                         << int(DeepSpeedHostfile::Error::BadLine) << 2;
    QTest::newRow("host:8 is a bad line")
        << QStringLiteral("w-0:8\n") << QString() << int(DeepSpeedHostfile::Error::BadLine) << 1;
    QTest::newRow("bare host") << QStringLiteral("w-0\n") << QString() << int(DeepSpeedHostfile::Error::BadLine) << 1;
    QTest::newRow("duplicate") << QStringLiteral("w-0 slots=8\nw-0 slots=8\n") << QStringLiteral("w-0:8")
                               << int(DeepSpeedHostfile::Error::Duplicate) << 2;
    QTest::newRow("empty") << QStringLiteral("# nothing\n\n") << QString() << int(DeepSpeedHostfile::Error::Empty) << 0;
    QTest::newRow("lone CR ends a line") << QStringLiteral("a slots=1\rb slots=2") << QStringLiteral("a:1,b:2") << none
                                         << 0;
}

void tst_WrapperLaunchers::hostfile()
{
    QFETCH(QString, text);
    QFETCH(QString, hosts);
    QFETCH(int, error);
    QFETCH(int, errorLine);
    const DeepSpeedHostfile file = DeepSpeedHostfile::parse(text);
    QStringList found;
    for (const DeepSpeedHostfile::Host& host : file.hosts())
        found.append(QStringLiteral("%1:%2").arg(host.name).arg(host.slotCount));
    QCOMPARE(found.join(u','), hosts);
    QCOMPARE(int(file.error()), error);
    QCOMPARE(file.errorLine(), errorLine);
    QCOMPARE(file.errorMessage().isEmpty(), file.ok());
}

void tst_WrapperLaunchers::checks_data()
{
    QTest::addColumn<QString>("snippet");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QStringList>("expected"); // every DDP7xx code, in order
    const QString acc = QStringLiteral("accelerate launch --multi_gpu ");
    const QString good = QStringLiteral("--num_machines $VC_WORKER_NUM --machine_rank $VC_TASK_INDEX "
                                        "--main_process_ip ${VC_WORKER_HOSTS%%,*} ");
    const QStringList clean;
    QTest::newRow("acc right") << acc + good + QStringLiteral("--num_processes 16 train.py\n") << 2 << 8 << clean;
    QTest::newRow("acc total from arithmetic")
        << acc + good + QStringLiteral("--num_processes $((VC_WORKER_NUM * 8)) train.py\n") << 2 << 8 << clean;
    QTest::newRow("acc per-node count") << acc + good + QStringLiteral("--num_processes 8 train.py\n") << 2 << 8
                                        << QStringList{QStringLiteral("DDP702")};
    QTest::newRow("acc too many") << acc + good + QStringLiteral("--num_processes 32 train.py\n") << 2 << 8
                                  << QStringList{QStringLiteral("DDP702")};
    QTest::newRow("acc no num_processes")
        << acc + good + QStringLiteral("train.py\n") << 2 << 8 << QStringList{QStringLiteral("DDP702")};
    QTest::newRow("acc no num_machines") << acc + QStringLiteral("--num_processes 16 train.py\n") << 2 << 8
                                         << QStringList{QStringLiteral("DDP701"), QStringLiteral("DDP702")};
    QTest::newRow("acc count of another value")
        << acc +
               QStringLiteral("--num_machines 3 --machine_rank $VC_TASK_INDEX --main_process_ip ${VC_WORKER_HOSTS%%,*} "
                              "--num_processes 24 train.py\n")
        << 2 << 8 << QStringList{QStringLiteral("DDP701")};
    QTest::newRow("acc rank missing")
        << acc + QStringLiteral("--num_machines 2 --main_process_ip ${VC_WORKER_HOSTS%%,*} --num_processes 16 t.py\n")
        << 2 << 8 << QStringList{QStringLiteral("DDP703")};
    QTest::newRow("acc rank constant")
        << acc + QStringLiteral("--num_machines 2 --machine_rank 0 --main_process_ip ${VC_WORKER_HOSTS%%,*} "
                                "--num_processes 16 t.py\n")
        << 2 << 8 << QStringList{QStringLiteral("DDP703")};
    QTest::newRow("acc rank from a variable the snippet derives")
        << QStringLiteral("RANK=${VC_TASK_INDEX:-0}\n") + acc +
               QStringLiteral("--num_machines 2 --machine_rank $RANK --main_process_ip ${VC_WORKER_HOSTS%%,*} "
                              "--num_processes 16 t.py\n")
        << 2 << 8 << clean;
    QTest::newRow("acc rank ignored with c10d")
        << acc + QStringLiteral("--num_machines 2 --machine_rank 0 --rdzv_backend c10d --main_process_ip "
                                "${VC_WORKER_HOSTS%%,*} --num_processes 16 t.py\n")
        << 2 << 8 << clean;
    QTest::newRow("acc same_network with c10d")
        << acc + QStringLiteral("--same_network --rdzv_backend c10d --num_machines 2 --main_process_ip "
                                "${VC_WORKER_HOSTS%%,*} --num_processes 16 t.py\n")
        << 2 << 8 << QStringList{QStringLiteral("DDP709")};
    QTest::newRow("acc master second host")
        << acc + QStringLiteral("--num_machines 2 --machine_rank $VC_TASK_INDEX --main_process_ip "
                                "${VC_WORKER_HOSTS##*,} --num_processes 16 t.py\n")
        << 2 << 8 << QStringList{QStringLiteral("DDP704")};
    QTest::newRow("acc master from cut") << QStringLiteral("M=$(echo $VC_WORKER_HOSTS | cut -d, -f1)\n") + acc +
                                                QStringLiteral("--num_machines 2 --machine_rank $VC_TASK_INDEX "
                                                               "--main_process_ip $M --num_processes 16 t.py\n")
                                         << 2 << 8 << clean;
    // What only the node knows: its own address differs from node to node, the first host's
    // address is that host.
    QTest::newRow("acc master the node's own address")
        << acc + QStringLiteral("--num_machines 2 --machine_rank $VC_TASK_INDEX --main_process_ip $(hostname -i) "
                                "--num_processes 16 t.py\n")
        << 2 << 8 << QStringList{QStringLiteral("DDP704")};
    QTest::newRow("acc master the first host's address")
        << QStringLiteral("M=$(getent hosts ${VC_WORKER_HOSTS%%,*} | awk '{print $1}')\n") + acc +
               QStringLiteral("--num_machines 2 --machine_rank $VC_TASK_INDEX --main_process_ip $M "
                              "--num_processes 16 t.py\n")
        << 2 << 8 << clean;
    QTest::newRow("acc master missing")
        << acc + QStringLiteral("--num_machines 2 --machine_rank $VC_TASK_INDEX --num_processes 16 t.py\n") << 2 << 8
        << QStringList{QStringLiteral("DDP704")};
    QTest::newRow("acc master localhost")
        << acc + QStringLiteral("--num_machines 2 --machine_rank $VC_TASK_INDEX --main_process_ip localhost "
                                "--num_processes 16 t.py\n")
        << 2 << 8 << QStringList{QStringLiteral("DDP704")};
    QTest::newRow("acc two modes") << QStringLiteral(
                                          "accelerate launch --multi_gpu --use_fsdp --num_processes 8 t.py\n")
                                   << 1 << 8 << QStringList{QStringLiteral("DDP705")};
    QTest::newRow("acc multi_gpu one process")
        << QStringLiteral("accelerate launch --multi_gpu --num_processes 1 t.py\n") << 1 << 1
        << QStringList{QStringLiteral("DDP705")};
    QTest::newRow("acc deepspeed pdsh") << QStringLiteral("accelerate launch --use_deepspeed ") + good +
                                               QStringLiteral("--num_processes 16 t.py\n")
                                        << 2 << 8 << QStringList{QStringLiteral("DDP706")};
    QTest::newRow("acc deepspeed standard")
        << QStringLiteral("accelerate launch --use_deepspeed --deepspeed_multinode_launcher standard ") + good +
               QStringLiteral("--num_processes 16 t.py\n")
        << 2 << 8 << clean;
    QTest::newRow("acc config file") << QStringLiteral("accelerate launch --config_file a.yaml t.py\n") << 2 << 8
                                     << QStringList{QStringLiteral("DDP708")};
    QTest::newRow("acc one node, nothing needed")
        << QStringLiteral("accelerate launch --num_processes 8 t.py\n") << 1 << 8 << clean;
    const QString hostfile =
        QStringLiteral("echo \"$VC_WORKER_HOSTS\" | tr ',' '\\n' | sed 's/$/ slots=8/' > /tmp/hostfile\n");
    const QString ds = QStringLiteral("deepspeed --hostfile /tmp/hostfile ");
    const QString noSsh =
        QStringLiteral("--no_ssh --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} train.py\n");
    QTest::newRow("ds right") << hostfile + ds + noSsh << 2 << 8 << clean;
    QTest::newRow("ds here-document") << QStringLiteral("cat > /tmp/hostfile <<EOF\n${VC_WORKER_HOSTS%%,*} slots=8\n"
                                                        "${VC_WORKER_HOSTS##*,} slots=8\nEOF\n") +
                                             ds + noSsh
                                      << 2 << 8 << clean;
    QTest::newRow("ds fan-out") << hostfile + ds + QStringLiteral("train.py\n") << 2 << 8
                                << QStringList{QStringLiteral("DDP706")};
    // Started on the first pod only (the others start nothing): the fan-out starts the job once.
    QTest::newRow("ds fan-out from node 0 only")
        << hostfile + QStringLiteral("if [ \"$VC_TASK_INDEX\" = 0 ]; then\n") + ds +
               QStringLiteral("--master_addr=${VC_WORKER_HOSTS%%,*} train.py\nfi\n")
        << 2 << 8 << clean;
    QTest::newRow("ds fan-out on a branch not known")
        << hostfile + QStringLiteral("if [ \"$MODE\" = a ]; then\n") + ds + QStringLiteral("train.py\nfi\n") << 2 << 8
        << QStringList{QStringLiteral("DDP706")};
    QTest::newRow("ds no_ssh without rank")
        << hostfile + ds + QStringLiteral("--no_ssh --master_addr=${VC_WORKER_HOSTS%%,*} t.py\n") << 2 << 8
        << QStringList{QStringLiteral("DDP703")};
    QTest::newRow("ds no master") << hostfile + ds + QStringLiteral("--no_ssh --node_rank=$VC_TASK_INDEX t.py\n") << 2
                                  << 8 << QStringList{QStringLiteral("DDP704")};
    QTest::newRow("ds slots differ") << QString(hostfile).replace(QLatin1String("slots=8"), QLatin1String("slots=4")) +
                                            ds + noSsh
                                     << 2 << 8 << QStringList{QStringLiteral("DDP707")};
    QTest::newRow("ds file not written") << ds + noSsh << 2 << 8 << QStringList{QStringLiteral("DDP707")};
    QTest::newRow("ds default file missing")
        << QStringLiteral("deepspeed ") + noSsh << 2 << 8 << QStringList{QStringLiteral("DDP707")};
    // runner.main: no hostfile and --num_nodes above 1 raise before anything else, --no_ssh or not.
    QTest::newRow("ds num_nodes without a hostfile")
        << QStringLiteral("deepspeed --num_nodes=$VC_WORKER_NUM --num_gpus=8 --master_addr=${VC_WORKER_HOSTS%%,*} "
                          "--master_port=29500 train.py\n")
        << 2 << 8 << QStringList{QStringLiteral("DDP707"), QStringLiteral("DDP706")};
    QTest::newRow("ds one host line") << QStringLiteral("echo \"${VC_WORKER_HOSTS%%,*} slots=8\" > /tmp/hostfile\n") +
                                             ds + noSsh
                                      << 2 << 8 << QStringList{QStringLiteral("DDP707")};
    QTest::newRow("ds num_nodes drops nodes")
        << hostfile + ds + QStringLiteral("--num_nodes 1 ") + noSsh << 2 << 8 << QStringList{QStringLiteral("DDP701")};
    QTest::newRow("ds num_gpus") << hostfile + ds + QStringLiteral("--num_gpus 4 ") + noSsh << 2 << 8
                                 << QStringList{QStringLiteral("DDP702")};
    QTest::newRow("ds one node") << QStringLiteral("deepspeed --num_gpus 8 train.py\n") << 1 << 8 << clean;
}

void tst_WrapperLaunchers::checks()
{
    QFETCH(QString, snippet);
    QFETCH(int, nodes);
    QFETCH(int, gpus);
    QFETCH(QStringList, expected);
    const ValidationResult result = validate(snippet, nodes, gpus);
    QStringList wrapperCodes;
    for (const QString& code : codesOf(result)) {
        if (code.startsWith(QLatin1String("DDP7")))
            wrapperCodes.append(code);
    }
    QVERIFY2(wrapperCodes == expected, qPrintable(codesOf(result).join(u' ')));
    QVERIFY(!codesOf(result).contains(QStringLiteral("DDP105"))); // a launcher was found
    QCOMPARE(result.wrappers.size(), 1);
    QVERIFY(result.invocations.isEmpty());
}

void tst_WrapperLaunchers::fixesRemoveTheFinding()
{
    const QStringList snippets{
        QStringLiteral("accelerate launch --multi_gpu --num_machines 2 --machine_rank $VC_TASK_INDEX --main_process_ip "
                       "${VC_WORKER_HOSTS%%,*} --num_processes 8 t.py\n"),
        QStringLiteral("accelerate launch --num_machines 2 --num_processes 16 t.py\n"),
        QStringLiteral("echo \"$VC_WORKER_HOSTS\" | tr ',' '\\n' | sed 's/$/ slots=8/' > hf\ndeepspeed -H hf t.py\n"),
        QStringLiteral("accelerate launch --nnodes=2 t.py\n"),
    };
    for (const QString& snippet : snippets) {
        const ValidationResult before = validate(snippet, 2, 8);
        QList<DiagnosticFix> fixes;
        QStringList fixed;
        for (const CommandDiagnostic& diagnostic : before.diagnostics) {
            if (diagnostic.fix) {
                fixes += diagnostic.fixes();
                fixed.append(diagnostic.code);
            }
        }
        QVERIFY2(!fixes.isEmpty(), qPrintable(snippet));
        const QString after = applyFixes(snippet, fixes);
        const ValidationResult again = validate(after, 2, 8);
        for (const QString& code : fixed)
            QVERIFY2(!codesOf(again).contains(code), qPrintable(after + codesOf(again).join(u' ')));
    }
}

void tst_WrapperLaunchers::explained()
{
    ValidationOptions options;
    options.nodes = 2;
    options.gpusPerNode = 8;
    CommandExplainer explainer(options);
    const QString text = QStringLiteral("accelerate launch --num-machines 2 --num_processes 16 --machine_rank 1 "
                                        "--main_process_ip h0 train.py --lr 1\n");
    explainer.setText(text);
    const std::optional<TokenExplanation> program = explainer.explainAt(0);
    QVERIFY(program);
    QCOMPARE(program->title, QStringLiteral("accelerate launch"));
    QVERIFY(program->meaning.contains(QLatin1String("accelerate 1.14.0")));
    const std::optional<TokenExplanation> processes = explainer.explainAt(int(text.indexOf(u"--num_processes")));
    QVERIFY(processes);
    QVERIFY(processes->meaning.contains(QLatin1String("TOTAL")));
    QVERIFY(processes->meaning.contains(QLatin1String("(since accelerate 0.1.0)")));
    const std::optional<TokenExplanation> script = explainer.explainAt(int(text.indexOf(u"train.py")));
    QVERIFY(script);
    QVERIFY2(script->effect.contains(QLatin1String("--nnodes=2 --nproc_per_node=8 --node_rank=1")),
             qPrintable(script->effect));
    explainer.setText(QStringLiteral("deepspeed --no_ssh --node_rank 0 t.py\n"));
    QVERIFY(explainer.explainAt(0));
    QCOMPARE(explainer.explainAt(0)->title, QStringLiteral("deepspeed"));
    QVERIFY(explainer.text().contains(QLatin1String("--node_rank")));
}

void tst_WrapperLaunchers::tablesAreExplained()
{
    for (LauncherKind kind : {LauncherKind::Accelerate, LauncherKind::DeepSpeed}) {
        const LauncherOptionTable& table = LauncherOptionTable::forVersion(TorchVersion(), kind);
        QVERIFY(!table.release().isEmpty());
        QVERIFY(table.options().size() > 20);
        for (const LauncherOption& option : table.options()) {
            QVERIFY2(!table.helpText(option).isEmpty(), qPrintable(option.dest));
            QVERIFY2(option.action == LauncherOption::Action::Help || !option.sinceText.isEmpty(),
                     qPrintable(option.dest));
        }
        // One table per wrapper whatever the torch release.
        QCOMPARE(&LauncherOptionTable::forVersion(TorchVersion::of(1, 13), kind), &table);
    }
    // accelerate: each underscore option also has its dashed spelling; DeepSpeed has none.
    const LauncherOptionTable& accelerate = LauncherOptionTable::forVersion(TorchVersion(), LauncherKind::Accelerate);
    QCOMPARE(accelerate.findExact(QStringLiteral("--num-processes")),
             accelerate.findExact(QStringLiteral("--num_processes")));
    QVERIFY(accelerate.findExact(QStringLiteral("--no-tpu-cluster")) >= 0);
    QVERIFY(!accelerate.allowAbbrev());
    const LauncherOptionTable& deepspeed = LauncherOptionTable::forVersion(TorchVersion(), LauncherKind::DeepSpeed);
    QCOMPARE(deepspeed.findExact(QStringLiteral("--num-gpus")), -1);
    QVERIFY(deepspeed.allowAbbrev());
}

void tst_WrapperLaunchers::perNodeView()
{
    JobSpec job;
    job.jobName = QStringLiteral("job");
    job.nodeCount = 2;
    const NodeCommand command = NodeCommandExpander::expand(
        QStringLiteral("accelerate launch --num_machines $VC_WORKER_NUM --num_processes 16 --machine_rank "
                       "$VC_TASK_INDEX --main_process_ip ${VC_WORKER_HOSTS%%,*} --same_network t.py\n"),
        job, 1);
    QCOMPARE(command.argv.value(0), QStringLiteral("accelerate"));
    QCOMPARE(command.impliedTorchrun.join(u' '),
             QStringLiteral("--nnodes=2 --nproc_per_node=8 --node_rank=1 --rdzv_backend=static "
                            "--master_addr=job-worker-0.job --master_port=29500"));
    QVERIFY(!command.impliedNotes.isEmpty());
    QVERIFY(
        NodeCommandExpander::expand(QStringLiteral("torchrun --standalone t.py\n"), job, 0).impliedTorchrun.isEmpty());
}

void tst_WrapperLaunchers::shellChecksSeeWrappers()
{
    const ValidationResult result =
        validate(QStringLiteral("nohup deepspeed --num_gpus 8 --master_addr $MASTR train.py > log 2>&1 &\n"), 1, 8);
    const QStringList codes = codesOf(result);
    for (const char* code : {"DDP101", "DDP103", "DDP106"})
        QVERIFY2(codes.contains(QLatin1String(code)), qPrintable(codes.join(u' ')));
    QVERIFY(codesOf(validate(QStringLiteral("accelerate launch t.py | tee log\n"), 1, 8)).contains(u"DDP102"));
}

QTEST_GUILESS_MAIN(tst_WrapperLaunchers)
#include "tst_WrapperLaunchers.moc"
