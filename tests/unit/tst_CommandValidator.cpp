// The checks of `validate`: one or more rows per diagnostic code (the snippet, the code, where
// it points, and that applying its fix gives a snippet without that finding), the guide's own
// snippets on torch 1.13 and 2.x, and the catalogue's consistency.
#include "GuideCommands.h"
#include "validate/CommandDiagnosticCatalog.h"
#include "validate/CommandValidator.h"

#include <QSet>
#include <QTest>

using namespace ddpw;

namespace {

const QString kMaster = QStringLiteral("export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`\n");

const QString kGuideTorchrun = ddpw::test::guideTorchrun();

const QString kGuideLaunch = ddpw::test::guideLaunch();

struct Options
{
    QString torch = QStringLiteral("2.6");
    int nodes = 0; // 0: not given
    int gpus = -1; // -1: not given
    QString python;
};

ValidationResult validate(const QString& text, const Options& given)
{
    ValidationOptions options;
    options.torch = *TorchVersion::parse(given.torch);
    if (given.nodes > 0)
        options.nodes = given.nodes;
    if (given.gpus >= 0)
        options.gpusPerNode = given.gpus;
    options.python = given.python;
    return CommandValidator(options).validate(text);
}

QList<CommandDiagnostic> withCode(const ValidationResult& result, const QString& code)
{
    QList<CommandDiagnostic> found;
    for (const CommandDiagnostic& diagnostic : result.diagnostics) {
        if (diagnostic.code == code)
            found.append(diagnostic);
    }
    return found;
}

QStringList codes(const ValidationResult& result)
{
    QStringList list;
    for (const CommandDiagnostic& diagnostic : result.diagnostics)
        list.append(diagnostic.code);
    return list;
}

} // namespace

class tst_CommandValidator : public QObject
{
    Q_OBJECT

private slots:
    void textTooLongToReadSaysWhere();
    void diagnostic_data();
    void diagnostic();
    void jobCannotStart_data();
    void jobCannotStart();
    void clean_data();
    void clean();
    void guideTorchrun113();
    void guideTorchrun2x();
    void guideLaunch113();
    void guideLaunch2x();
    void placeholderOfSeveralWords();
    void severityAndRange_data();
    void severityAndRange();
    void messagesCarryNoControlCharacters_data();
    void messagesCarryNoControlCharacters();
    void catalogue();
    void everyCodeHasARow();
    void anyBytes();
    void platformDerivations_data();
    void platformDerivations();
    void staticNodeRange_data();
    void staticNodeRange();
    void verdictOfWhatTorchReceives_data();
    void verdictOfWhatTorchReceives();
    void fixValidInItsSnippet_data();
    void fixValidInItsSnippet();
    void perNodeVerdicts_data();
    void perNodeVerdicts();
    void jobOutcome_data();
    void jobOutcome();
    void writtenScriptLocalRank_data();
    void writtenScriptLocalRank();
    void computedFirstHostIsTheMaster();
    void pastedDashesFixed_data();
    void pastedDashesFixed();
    void windowsLineEndingsOneFixLine();
    void optionsInOneValue();

private:
    QSet<QString> m_covered;
};

void tst_CommandValidator::diagnostic_data()
{
    QTest::addColumn<QString>("snippet");
    QTest::addColumn<QString>("torch");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("python");
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<bool>("hasFix");

    const QString v26 = QStringLiteral("2.6");
    const QString v113 = QStringLiteral("1.13");
    const QString none;
    const QString ok = QStringLiteral(" --nnodes=2 --nproc_per_node=8 --rdzv_backend=c10d --rdzv_id=job "
                                      "--rdzv_endpoint=${MASTER}:29500 train.py");
    auto row = [](const char* name) -> QTestData& { return QTest::newRow(name); };

    // DDP1xx shell
    row("DDP100 unterminated quote") << QStringLiteral("torchrun --nnodes=2 \"train.py\n") << v26 << 0 << -1 << none
                                     << "DDP100" << 1 << 21 << false;
    row("DDP101 background") << kMaster + QStringLiteral("torchrun") + ok + QStringLiteral(" &\n") << v26 << 0 << -1
                             << none << "DDP101" << 2 << 1 << true;
    row("DDP102 pipeline") << kMaster + QStringLiteral("torchrun") + ok + QStringLiteral(" | tee log\n") << v26 << 0
                           << -1 << none << "DDP102" << 2 << 1 << true;
    row("DDP103 nohup") << kMaster + QStringLiteral("nohup torchrun") + ok + u'\n' << v26 << 0 << -1 << none << "DDP103"
                        << 2 << 1 << true;
    row("DDP104 MASTER without a guard") << kMaster + QStringLiteral("torchrun") + ok + u'\n' << v26 << 0 << -1 << none
                                         << "DDP104" << 1 << 8 << true;
    row("DDP104 $() form") << QStringLiteral("MASTER=$(echo $VC_WORKER_HOSTS | cut -d, -f1)\ntorchrun") + ok << v26 << 0
                           << -1 << none << "DDP104" << 1 << 1 << true;
    row("DDP105 no launcher") << QStringLiteral("python train.py\n") << v26 << 0 << -1 << none << "DDP105" << 1 << 1
                              << false;
    row("DDP106 unset variable") << QStringLiteral(
                                        "torchrun --standalone --nproc_per_node=8 train.py --data=${DATA_ROOT}\n")
                                 << v26 << 0 << -1 << none << "DDP106" << 1 << 51 << false;
    // What torch receives, as bash makes it: the unset host leaves ':29500', which
    // torchrun's endpoint parsing rejects; one finding for the cause, not DDP106 beside it.
    row("DDP307 unset host as bash passes it") << QStringLiteral("torchrun --rdzv_endpoint=${MASTR}:29500 train.py\n")
                                               << v26 << 0 << -1 << none << "DDP307" << 1 << 10 << false;
    row("DDP205 unset port as bash passes it")
        << QStringLiteral("torchrun --nnodes=1 --nproc_per_node=8 --master_port=$PORT train.py\n") << v26 << 0 << -1
        << none << "DDP205" << 1 << 40 << false;
    row("DDP601 dash spelling in an array")
        << QStringLiteral("ARGS=(--nnodes 2 --nproc-per-node 8); torchrun \"${ARGS[@]}\" train.py\n") << v113 << 0 << -1
        << none << "DDP601" << 1 << 48 << false;
    row("DDP601 dash spelling in a string variable")
        << QStringLiteral("ARGS=\"--nnodes 2 --nproc-per-node 8\"; torchrun $ARGS train.py\n") << v113 << 0 << -1
        << none << "DDP601" << 1 << 48 << false;
    row("DDP201 unknown option in an array")
        << QStringLiteral("EXTRA=(--gpus 8)\ntorchrun --standalone \"${EXTRA[@]}\" train.py\n") << v26 << 0 << -1
        << none << "DDP201" << 2 << 23 << false;
    // launch without --use_env passes --local_rank=N first; the hand-written one after it wins.
    row("DDP605 launch without use_env")
        << QStringLiteral("python -m torch.distributed.launch --nproc_per_node=8 train.py --local_rank=0\n") << v113
        << 0 << -1 << none << "DDP605" << 1 << 64 << true;
    row("DDP101 bare wait loses the status")
        << QStringLiteral("torchrun --standalone --nproc_per_node=8 train.py &\nwait\n") << v26 << 0 << -1 << none
        << "DDP101" << 2 << 1 << true;
    // DDP2xx argparse
    row("DDP201 unknown option") << QStringLiteral("torchrun --gpus=8 train.py") << v26 << 0 << -1 << none << "DDP201"
                                 << 1 << 10 << false;
    row("DDP202 ambiguous") << QStringLiteral("torchrun --nproc=8 train.py") << v26 << 0 << -1 << none << "DDP202" << 1
                            << 10 << true;
    row("DDP203 missing value") << QStringLiteral("torchrun --nnodes") << v26 << 0 << -1 << none << "DDP203" << 1 << 10
                                << false;
    row("DDP204 flag with value") << QStringLiteral("torchrun --standalone=1 train.py") << v26 << 0 << -1 << none
                                  << "DDP204" << 1 << 10 << true;
    row("DDP205 bad int") << QStringLiteral("torchrun --max_restarts=three train.py") << v26 << 0 << -1 << none
                          << "DDP205" << 1 << 10 << false;
    row("DDP206 bad choice") << QStringLiteral("torchrun --start_method=thread train.py") << v26 << 0 << -1 << none
                             << "DDP206" << 1 << 10 << false;
    row("DDP207 no script") << QStringLiteral("torchrun --nnodes=1") << v26 << 0 << -1 << none << "DDP207" << 1 << 10
                            << false;
    row("DDP208 PET flag") << QStringLiteral("PET_STANDALONE=true torchrun train.py") << v26 << 0 << -1 << none
                           << "DDP208" << 1 << 1 << false;
    // DDP3xx values
    row("DDP301 nnodes range") << QStringLiteral("torchrun --nnodes=2:1 train.py") << v26 << 0 << -1 << none << "DDP301"
                               << 1 << 10 << false;
    row("DDP302 nproc 0") << QStringLiteral("torchrun --nproc_per_node=0 train.py") << v26 << 0 << -1 << none
                          << "DDP302" << 1 << 10 << false;
    row("DDP303 max restarts") << QStringLiteral("torchrun --max_restarts=-1 train.py") << v26 << 0 << -1 << none
                               << "DDP303" << 1 << 10 << false;
    row("DDP304 rdzv conf") << QStringLiteral("torchrun --rdzv_conf=timeout train.py") << v26 << 0 << -1 << none
                            << "DDP304" << 1 << 10 << false;
    // The handler reads join_timeout with int(): a unit stops the agent on every node.
    row("DDP304 a timeout with a unit")
        << QStringLiteral("torchrun --standalone --nproc_per_node=8 --rdzv_conf=join_timeout=30m train.py") << v113 << 0
        << -1 << none << "DDP304" << 1 << 42 << false;
    row("DDP305 redirects") << QStringLiteral("torchrun --redirects=all train.py") << v26 << 0 << -1 << none << "DDP305"
                            << 1 << 10 << false;
    row("DDP306 monitor interval") << QStringLiteral("torchrun --monitor_interval=0 train.py") << v26 << 0 << -1 << none
                                   << "DDP306" << 1 << 10 << false;
    // A pod's name cut short: no pod has it, and one node's store is reached by name too.
    row("DDP307 a pod's name cut short")
        << QStringLiteral("torchrun --nnodes=1 --nproc_per_node=8 --master_addr=job-worker-0.jo --master_port=29500 "
                          "train.py\n")
        << v113 << 1 << -1 << none << "DDP307" << 1 << 54 << false;
    row("DDP307 endpoint port") << QStringLiteral("torchrun --rdzv_endpoint=master:99999 train.py") << v26 << 0 << -1
                                << none << "DDP307" << 1 << 10 << false;
    row("DDP308 static without port")
        << QStringLiteral("torchrun --rdzv_backend=static --rdzv_endpoint=master --nnodes=2 --node_rank=0 train.py")
        << v26 << 0 << -1 << none << "DDP308" << 1 << 32 << false;
    row("DDP309 no_python and module") << QStringLiteral("torchrun --no_python --module train") << v26 << 0 << -1
                                       << none << "DDP309" << 1 << 10 << false;
    row("DDP310 value not usable") << QStringLiteral("torchrun --nnodes=-- train.py") << v26 << 0 << -1 << none
                                   << "DDP310" << 1 << 10 << false;
    row("DDP311 port 0") << kMaster + QStringLiteral("set -e\ntorchrun --nnodes=2 --rdzv_backend=c10d --rdzv_id=j "
                                                     "--rdzv_endpoint=${MASTER}:0 train.py")
                         << v26 << 0 << -1 << none << "DDP311" << 3 << 79 << true;
    row("DDP312 privileged port") << QStringLiteral("torchrun --rdzv_endpoint=${MASTER}:80 train.py") << v26 << 0 << -1
                                  << none << "DDP312" << 1 << 36 << true;
    row("DDP313 master port too big") << QStringLiteral(
                                             "python -m torch.distributed.launch --use_env --master_port=70000 "
                                             "train.py")
                                      << v26 << 0 << -1 << none << "DDP313" << 1 << 60 << true;
    // DDP4xx topology
    row("DDP401 standalone multi-node") << QStringLiteral("torchrun --standalone --nnodes=2 train.py") << v26 << 0 << -1
                                        << none << "DDP401" << 1 << 10 << true;
    row("DDP402 standalone with rdzv") << QStringLiteral("torchrun --standalone --rdzv_id=x train.py") << v26 << 0 << -1
                                       << none << "DDP402" << 1 << 23 << false;
    row("DDP403 static no master") << QStringLiteral("torchrun --nnodes=2 --node_rank=${VC_TASK_INDEX} "
                                                     "--rdzv_backend=static train.py")
                                   << v26 << 0 << -1 << none << "DDP403" << 1 << 1 << true;
    row("DDP403 static loopback") << QStringLiteral("torchrun --nnodes=2 --node_rank=${VC_TASK_INDEX} "
                                                    "--master_addr=127.0.0.1 train.py")
                                  << v26 << 0 << -1 << none << "DDP403" << 1 << 64 << true;
    row("DDP404 fixed node rank") << kMaster +
                                         QStringLiteral("set -e\npython -m torch.distributed.launch --use_env "
                                                        "--nnodes=2 --node_rank=0 --master_addr=${MASTER} train.py")
                                  << v26 << 0 << -1 << none << "DDP404" << 3 << 69 << true;
    row("DDP404 no node rank") << kMaster + QStringLiteral("set -e\ntorchrun --nnodes=2 --master_addr=${MASTER} "
                                                           "--rdzv_backend=static train.py")
                               << v26 << 0 << -1 << none << "DDP404" << 3 << 1 << true;
    row("DDP405 no endpoint") << QStringLiteral("torchrun --nnodes=2 --rdzv_backend=c10d --rdzv_id=j train.py") << v26
                              << 0 << -1 << none << "DDP405" << 1 << 1 << true;
    row("DDP406 per-node id") << kMaster +
                                     QStringLiteral("set -e\ntorchrun --nnodes=2 --rdzv_backend=c10d "
                                                    "--rdzv_id=job-${VC_TASK_INDEX} --rdzv_endpoint=${MASTER}:29500 "
                                                    "train.py")
                              << v26 << 0 << -1 << none << "DDP406" << 3 << 51 << true;
    // The id through a variable: the value every node evaluates differs, whatever its spelling.
    row("DDP406 per-node id in a variable")
        << kMaster + QStringLiteral("set -e\nRUN_ID=$HOSTNAME\ntorchrun --nnodes=2 --rdzv_backend=c10d "
                                    "--rdzv_id=$RUN_ID --rdzv_endpoint=${MASTER}:29500 train.py")
        << v26 << 2 << -1 << none << "DDP406" << 4 << 51 << true;
    // A function that prints a message before the host: the captured value has blanks.
    row("DDP503 more processes than visible devices")
        << QStringLiteral("export CUDA_VISIBLE_DEVICES=0,1\ntorchrun --standalone --nproc_per_node=4 train.py\n") << v26
        << 0 << -1 << none << "DDP503" << 2 << 40 << true;
    row("DDP116 options in an array read at run time")
        << QStringLiteral("mapfile -t LAUNCH < /etc/launch.args\ntorchrun \"${LAUNCH[@]}\" train.py\n") << v26 << 2
        << -1 << none << "DDP116" << 2 << 10 << false;
    row("DDP117 expr's star") << QStringLiteral("W=$(expr $VC_WORKER_NUM * 8)\ntorchrun --standalone train.py $W\n")
                              << v26 << 0 << -1 << none << "DDP117" << 1 << 25 << true;
    row("DDP118 a here-document expands what its script sets")
        << QStringLiteral("cat > run.sh <<EOF\nNODE_RANK=$VC_TASK_INDEX\ntorchrun --nnodes=2 --node_rank=$NODE_RANK "
                          "--nproc_per_node=8 train.py\nEOF\nbash run.sh\n")
        << v113 << 2 << -1 << none << "DDP118" << 1 << 14 << false;
    row("DDP413 a file another pod writes")
        << QStringLiteral("if [ \"$VC_TASK_INDEX\" = 0 ]; then hostname -i > /tmp/master_ip; fi\n"
                          "until [ -f /tmp/master_ip ]; do sleep 5; done\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX "
                          "--master_addr=$(cat /tmp/master_ip) --master_port=29500 train.py\n")
        << v26 << 2 << -1 << none << "DDP413" << 2 << 1 << false;
    row("DDP414 c10d at the platform's name on 1.13")
        << QStringLiteral("torchrun --nnodes=2 --nproc_per_node=8 --rdzv_backend=c10d --rdzv_id=j1 "
                          "--rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:29400 train.py\n")
        << u"1.13"_qs << 2 << -1 << none << "DDP414" << 1 << 89 << true;
    row("DDP115 [[ without a blank") << QStringLiteral(
                                            "[[$VC_WORKER_NUM -gt 1]] && A=--nnodes=2\ntorchrun $A train.py\n")
                                     << v26 << 0 << -1 << none << "DDP115" << 1 << 1 << true;
    row("DDP115 [ without a blank") << QStringLiteral("if [$VC_TASK_INDEX = 0 ]; then echo master; fi\n") << v26 << 0
                                    << -1 << none << "DDP115" << 1 << 4 << true;
    row("DDP114 value split into the script")
        << QStringLiteral("first() { echo \"using the first host\"; echo \"${VC_WORKER_HOSTS%%,*}\"; }\n"
                          "M=$(first)\ntorchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX "
                          "--master_addr=$M --master_port=29500 train.py")
        << v26 << 0 << -1 << none << "DDP114" << 3 << 67 << false;
    // Another scheduler's variable, unset on the platform: torch refuses the empty run id.
    // Every node waits for the master's port, the master too: its launcher never starts.
    row("DDP412 the master waits for itself")
        << QStringLiteral("MASTER_ADDR=${VC_WORKER_HOSTS%%,*}\nuntil nc -z -w 2 \"$MASTER_ADDR\" 29500; do sleep 5; "
                          "done\ntorchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX "
                          "--master_addr=$MASTER_ADDR --master_port=29500 train.py\n")
        << v113 << 2 << -1 << none << "DDP412" << 2 << 1 << false;
    row("DDP411 empty id") << kMaster +
                                  QStringLiteral("set -e\ntorchrun --nnodes=2 --rdzv_backend=c10d "
                                                 "--rdzv_id=$SLURM_JOB_ID --rdzv_endpoint=${MASTER}:29500 train.py")
                           << v26 << 0 << -1 << none << "DDP411" << 3 << 51 << true;
    // A port computed from the node index: rank 0 listens on 29500, node 1 connects to 29501.
    row("DDP410 port per node")
        << kMaster + QStringLiteral("set -e\ntorchrun --nnodes=2 --node_rank=${VC_TASK_INDEX} --master_addr=${MASTER} "
                                    "--master_port=$((29500 + VC_TASK_INDEX)) train.py")
        << v26 << 2 << -1 << none << "DDP410" << 3 << 88 << true;
    row("DDP407 default id") << kMaster + QStringLiteral("set -e\ntorchrun --nnodes=2 --rdzv_backend=c10d "
                                                         "--rdzv_endpoint=${MASTER}:29500 train.py")
                             << v26 << 0 << -1 << none << "DDP407" << 3 << 1 << false;
    row("DDP408 node rank ignored") << kMaster + QStringLiteral("set -e\ntorchrun") + ok.left(ok.size() - 9) +
                                           QStringLiteral(" --node_rank=0 train.py")
                                    << v26 << 0 << -1 << none << "DDP408" << 3 << 106 << true;
    row("DDP409 static node range") << kMaster + QStringLiteral("set -e\ntorchrun --nnodes=2:4 --nproc_per_node=8 "
                                                                "--node_rank=${VC_TASK_INDEX} --master_addr=${MASTER} "
                                                                "--master_port=29500 train.py")
                                    << v26 << 2 << -1 << none << "DDP409" << 3 << 19 << true;
    // DDP5xx form
    row("DDP501 nnodes vs form") << kMaster + QStringLiteral("set -e\ntorchrun --nnodes=4 --nproc_per_node=8 "
                                                             "--rdzv_backend=c10d --rdzv_id=j "
                                                             "--rdzv_endpoint=${MASTER}:29500 train.py")
                                 << v26 << 2 << -1 << none << "DDP501" << 3 << 19 << true;
    row("DDP502 other role's count") << QStringLiteral("torchrun --nnodes=${VC_PS_NUM} train.py") << v26 << 0 << -1
                                     << none << "DDP502" << 1 << 19 << true;
    row("DDP503 too many processes") << QStringLiteral("torchrun --nproc_per_node=16 train.py") << v26 << 0 << 8 << none
                                     << "DDP503" << 1 << 27 << true;
    row("DDP503 idle GPUs") << QStringLiteral("torchrun --nproc_per_node=4 train.py") << v26 << 0 << 8 << none
                            << "DDP503" << 1 << 27 << true;
    // torch counts "gpu" with CUDA and stops on a CPU-only node ("Cuda is not available").
    row("DDP503 gpu without GPUs") << QStringLiteral("torchrun --nproc_per_node=gpu train.py") << v26 << 0 << 0 << none
                                   << "DDP503" << 1 << 27 << true;
    row("DDP504 second host") << QStringLiteral(
                                     "set -e\nexport MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $2}'`\n"
                                     "torchrun") +
                                     ok
                              << v26 << 0 << -1 << none << "DDP504" << 2 << 8 << true;
    row("DDP504 last host") << QStringLiteral("set -e\nMASTER=${VC_WORKER_HOSTS##*,}\ntorchrun") + ok << v26 << 0 << -1
                            << none << "DDP504" << 2 << 1 << true;
    row("DDP505 node rank source") << kMaster + QStringLiteral("set -e\npython -m torch.distributed.launch --use_env "
                                                               "--nnodes=2 --node_rank=${RANK} --master_addr=${MASTER} "
                                                               "train.py")
                                   << v26 << 0 << -1 << none << "DDP505" << 3 << 69 << true;
    row("DDP506 literal endpoint") << QStringLiteral("torchrun --nnodes=2 --rdzv_backend=c10d --rdzv_id=j "
                                                     "--rdzv_endpoint=10.0.0.1:29500 train.py")
                                   << v26 << 0 << -1 << none << "DDP506" << 1 << 69 << false;
    row("DDP507 python vs python3") << QStringLiteral("python -m torch.distributed.run train.py") << v26 << 0 << -1
                                    << QStringLiteral("python3") << "DDP507" << 1 << 1 << true;
    row("DDP507 system python") << QStringLiteral("/usr/bin/python -m torch.distributed.run train.py") << v26 << 0 << -1
                                << none << "DDP507" << 1 << 1 << true;
    // DDP6xx launch.py / versions
    row("DDP601 dash on 1.13") << QStringLiteral("torchrun --nproc-per-node=8 train.py") << v113 << 0 << -1 << none
                               << "DDP601" << 1 << 10 << true;
    row("DDP601 local-addr on 1.13") << QStringLiteral("torchrun --local-addr=x train.py") << v113 << 0 << -1 << none
                                     << "DDP601" << 1 << 10 << false;
    row("DDP602 launch deprecated") << QStringLiteral("python -m torch.distributed.launch --use_env train.py") << v26
                                    << 0 << -1 << none << "DDP602" << 1 << 11 << false;
    row("DDP603 local rank 2.x") << QStringLiteral("python -m torch.distributed.launch train.py") << v26 << 0 << -1
                                 << none << "DDP603" << 1 << 11 << true;
    row("DDP603 local rank 1.13") << QStringLiteral("python -m torch.distributed.launch train.py") << v113 << 0 << -1
                                  << none << "DDP603" << 1 << 11 << true;
    row("DDP604 no_python without use_env") << QStringLiteral("python -m torch.distributed.launch --no_python ./run.sh")
                                            << v26 << 0 << -1 << none << "DDP604" << 1 << 36 << false;
    row("DDP605 local_rank under torchrun") << QStringLiteral("torchrun --nproc_per_node=8 train.py --local_rank 0")
                                            << v26 << 0 << -1 << none << "DDP605" << 1 << 38 << true;
    row("DDP605 local-rank= under launch --use_env")
        << QStringLiteral("python -m torch.distributed.launch --use_env train.py --local-rank=1 --lr 1") << v26 << 0
        << -1 << none << "DDP605" << 1 << 55 << true;
    // Placeholders from the guide and the documentation, said at the placeholder.
    row("DDP108 NUM_GPUS") << QStringLiteral("torchrun --nproc_per_node=NUM_GPUS train.py") << v26 << 0 << 8 << none
                           << "DDP108" << 1 << 27 << true;
    row("DDP108 N nodes") << QStringLiteral("torchrun --nnodes=N --nproc_per_node=8 train.py") << v113 << 2 << -1
                          << none << "DDP108" << 1 << 19 << true;
    row("DDP108 master-ip") << kMaster + QStringLiteral("torchrun --master_addr=<master-ip> --nnodes=2 train.py") << v26
                            << 0 << -1 << none << "DDP108" << 2 << 24 << true;
    row("DDP108 random port") << QStringLiteral("torchrun --master_port=<your_random_port> train.py") << v26 << 0 << -1
                              << none << "DDP108" << 1 << 24 << true;
    row("DDP108 your script") << QStringLiteral("torchrun --nproc_per_node=8 YOUR_TRAINING_SCRIPT.py") << v26 << 0 << -1
                              << none << "DDP108" << 1 << 29 << false;
    row("DDP108 ellipsis") << QStringLiteral("torchrun --nproc_per_node=8 ... train.py") << v26 << 0 << -1 << none
                           << "DDP108" << 1 << 29 << false;
    row("DDP108 [number of GPUs]") << QStringLiteral("torchrun \\\n    --nproc_per_node=[number of GPUs] \\\n"
                                                     "    --master_port=29501 \\\n    train.py")
                                   << v26 << 0 << 8 << none << "DDP108" << 2 << 22 << true;
    // ${MASTER}, with the line that sets it (nothing else does).
    row("DDP108 [ip_host_1]") << QStringLiteral("torchrun --nnodes=1 --master_addr [ip_host_1] train.py") << v26 << 0
                              << -1 << none << "DDP108" << 1 << 35 << true;
    row("DDP108 quoted <Master Port>") << QStringLiteral("torchrun --master_port=\"<Master Port>\" train.py") << v26
                                       << 0 << -1 << none << "DDP108" << 1 << 24 << true;
    row("DDP100 at <script args>") << QStringLiteral("torchrun --nproc_per_node=8 train.py \\\n    <script args>\n")
                                   << v26 << 0 << -1 << none << "DDP100" << 2 << 5 << true;
    row("DDP109 here-document") << QStringLiteral("cat > hostfile <<EOF\nnode-0 slots=8\n") << v26 << 0 << -1 << none
                                << "DDP109" << 1 << 16 << false;
    row("DDP110 blank after backslash") << QStringLiteral("torchrun --standalone --nproc_per_node=8 \\ \n    train.py")
                                        << v26 << 0 << -1 << none << "DDP110" << 1 << 42 << true;
    row("DDP110 carriage return") << QStringLiteral("torchrun --standalone \\\r\n  --nproc_per_node=8 train.py\r\n")
                                  << v26 << 0 << -1 << none << "DDP110" << 1 << 23 << true;
    row("DDP111 set -u") << QStringLiteral("set -u\ntorchrun --nnodes=$NNODES --nproc_per_node=8 train.py\n") << v26
                         << 0 << -1 << none << "DDP111" << 2 << 1 << false;
    row("DDP111 exit on one node") << QStringLiteral("[ \"$VC_TASK_INDEX\" = 1 ] && exit 1\ntorchrun") + ok + u'\n'
                                   << v26 << 2 << -1 << none << "DDP111" << 1 << 29 << false;
    row("DDP113 a node takes no branch") << QStringLiteral("if [ \"$VC_TASK_INDEX\" = 0 ]; then\n  torchrun") + ok +
                                                QStringLiteral("\nfi\n")
                                         << v26 << 2 << -1 << none << "DDP113" << 2 << 3 << false;
    row("DDP112 launcher in a written script")
        << QStringLiteral("cat > run.sh <<'EOF'\ntorchrun --nnodes=2 --nproc_per_node=8 train.py\nEOF\nbash run.sh\n")
        << v26 << 2 << -1 << none << "DDP112" << 4 << 1 << false;
    // Judged as the same launcher in the command's text is: one rank for every node (DDP404).
    row("DDP404 ranks of a written script")
        << QStringLiteral("cat > run.sh <<'EOF'\ntorchrun --nnodes=2 --nproc_per_node=8 --node_rank=0 "
                          "--master_addr=localhost --master_port=29500 train.py\nEOF\nbash run.sh\n")
        << v26 << 2 << -1 << none << "DDP404" << 4 << 1 << false;
    row("DDP303 torch stops in a written script")
        << QStringLiteral("cat > run.sh <<'EOF'\ntorchrun --nnodes=1 --max_restarts -1 --nproc_per_node=8 train.py\n"
                          "EOF\nbash run.sh\n")
        << v26 << 1 << -1 << none << "DDP303" << 4 << 1 << false;
    row("DDP401 standalone in a written script")
        << QStringLiteral("cat > run.sh <<'EOF'\ntorchrun --standalone --nproc_per_node=8 train.py\nEOF\nbash run.sh\n")
        << v26 << 2 << -1 << none << "DDP401" << 4 << 1 << false;
    row("DDP503 processes per GPU in a written script")
        << QStringLiteral("cat > run.sh <<'EOF'\ntorchrun --nnodes=1 --nproc_per_node=16 train.py\nEOF\nbash run.sh\n")
        << v26 << 1 << 8 << none << "DDP503" << 4 << 1 << false;
    row("DDP100 then with a carriage return")
        << QStringLiteral("if true; then\r\n  torchrun --standalone --nproc_per_node=8 train.py\r\nfi\r\n") << v26 << 0
        << -1 << none << "DDP100" << 1 << 1 << false;
    row("DDP112 sourced script") << QStringLiteral("echo 'torchrun --nnodes=2 train.py' > s.sh\n. ./s.sh\n") << v26 << 2
                                 << -1 << none << "DDP112" << 2 << 1 << false;
    // Text the command hands bash, and a launcher an expansion names: judged as written in the text.
    row("DDP112 bash -c") << QStringLiteral("bash -c 'torchrun --nnodes=2 --nproc_per_node=8 train.py'\n") << v26 << 2
                          << -1 << none << "DDP112" << 1 << 1 << false;
    row("DDP404 ranks through eval")
        << QStringLiteral("CMD=\"torchrun --nnodes=2 --nproc_per_node=8 --node_rank=0 --master_addr=localhost "
                          "--master_port=29500 train.py\"\neval \"$CMD\"\n")
        << v26 << 2 << -1 << none << "DDP404" << 2 << 1 << false;
    row("DDP501 launcher from an array")
        << QStringLiteral("CMD=(torchrun --nnodes=3 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX "
                          "--master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py)\n\"${CMD[@]}\"\n")
        << v26 << 2 << -1 << none << "DDP501" << 2 << 1 << false;
    row("DDP112 python from a variable")
        << QStringLiteral("PY=python3\n$PY -m torch.distributed.run --standalone --nproc_per_node=8 train.py\n") << v26
        << 1 << -1 << none << "DDP112" << 2 << 1 << false;
    row("DDP191 too many launchers") << QStringLiteral("torchrun --standalone a.py\n").repeated(70) << v26 << 0 << -1
                                     << none << "DDP191" << 65 << 1 << false;
    row("DDP192 too many findings of one code") << QStringLiteral("torchrun --standalone --nproc_per_node=8 ") +
                                                       QStringLiteral("... ").repeated(101) + QStringLiteral("train.py")
                                                << v26 << 0 << -1 << none << "DDP192" << 1 << 442 << false;
    row("DDP193 evaluation cut short") << QStringLiteral("S=xy\nfor (( ; ; )); do S=$S$S; done\ntorchrun --standalone "
                                                         "--nproc_per_node=8 train.py\n")
                                       << v26 << 1 << -1 << none << "DDP193" << 2 << 19 << false;
    row("DDP314 a second --rdzv-conf setting")
        << QStringLiteral("torchrun --standalone --nproc_per_node=8 --rdzv_conf join_timeout=900 read_timeout=60 "
                          "train.py")
        << v113 << 0 << -1 << none << "DDP314" << 1 << 71 << true;
    row("DDP314 en dash for the option's dashes")
        << QStringLiteral("torchrun \u2013nnodes=2 --nproc_per_node=8 train.py") << v26 << 0 << -1 << none << "DDP314"
        << 1 << 10 << true;
    row("DDP315 no_python with a shell file") << QStringLiteral("torchrun --no_python --nproc_per_node=8 run.sh") << v26
                                              << 0 << -1 << none << "DDP315" << 1 << 41 << false;
    row("DDP314 a file's path as the module")
        << QStringLiteral("torchrun --standalone --nproc_per_node=8 -m tools/train.py") << v26 << 0 << -1 << none
        << "DDP314" << 1 << 45 << true;
    row("DDP315 no_python with a Python file") << QStringLiteral("torchrun --no_python --nproc_per_node=8 train.py")
                                               << v26 << 0 << -1 << none << "DDP315" << 1 << 41 << true;
    row("DDP209 option after script") << QStringLiteral("torchrun --nnodes=2 train.py --lr 1 --nproc_per_node 8") << v26
                                      << 0 << -1 << none << "DDP209" << 1 << 37 << true;
    // accelerate launch and deepspeed (tst_WrapperLaunchers has the rest).
    const QString acc = QStringLiteral("accelerate launch --multi_gpu ");
    const QString accTopology =
        QStringLiteral("--machine_rank ${VC_TASK_INDEX} --main_process_ip ${VC_WORKER_HOSTS%%,*} ");
    row("DDP701 num_machines") << acc + QStringLiteral("--num_machines 3 ") + accTopology +
                                      QStringLiteral("--num_processes 24 train.py\n")
                               << v26 << 2 << 8 << none << "DDP701" << 1 << 46 << true;
    row("DDP702 per-node num_processes") << acc + QStringLiteral("--num_machines 2 ") + accTopology +
                                                QStringLiteral("--num_processes 8 train.py\n")
                                         << v26 << 2 << 8 << none << "DDP702" << 1 << 137 << true;
    row("DDP703 no machine_rank") << acc + QStringLiteral("--num_machines 2 --num_processes 16 "
                                                          "--main_process_ip ${VC_WORKER_HOSTS%%,*} train.py\n")
                                  << v26 << 2 << 8 << none << "DDP703" << 1 << 1 << true;
    row("DDP704 main_process_ip second host")
        << acc + QStringLiteral("--num_machines 2 --num_processes 16 --machine_rank ${VC_TASK_INDEX} "
                                "--main_process_ip ${VC_WORKER_HOSTS##*,} train.py\n")
        << v26 << 2 << 8 << none << "DDP704" << 1 << 117 << true;
    row("DDP705 two modes") << QStringLiteral(
                                   "accelerate launch --multi_gpu --use_deepspeed --num_processes 8 train.py\n")
                            << v26 << 1 << 8 << none << "DDP705" << 1 << 1 << false;
    row("DDP706 deepspeed fan-out") << QStringLiteral("deepspeed --hostfile /tmp/hostfile train.py\n") << v26 << 2 << 8
                                    << none << "DDP706" << 1 << 1 << true;
    row("DDP707 no hostfile") << QStringLiteral("deepspeed --no_ssh --node_rank=${VC_TASK_INDEX} "
                                                "--master_addr=${VC_WORKER_HOSTS%%,*} train.py\n")
                              << v26 << 2 << 8 << none << "DDP707" << 1 << 1 << false;
    row("DDP709 same_network with c10d")
        << QStringLiteral("accelerate launch --multi_gpu --same_network --rdzv_backend c10d --num_machines 2 "
                          "--num_processes 16 --main_process_ip ${VC_WORKER_HOSTS%%,*} train.py\n")
        << v26 << 2 << 8 << none << "DDP709" << 1 << 31 << true;
    row("DDP708 config file") << QStringLiteral("accelerate launch --config_file accelerate.yaml train.py\n") << v26
                              << 2 << 8 << none << "DDP708" << 1 << 33 << false;
    // The wrappers judged on the words bash makes, as torch's launchers are: argparse's errors at
    // the word they come from, no fix inside a split word.
    row("DDP201 accelerate abbreviation in a string")
        << QStringLiteral("ACC=\"--multi_gpu --num_proc 16\"\naccelerate launch $ACC train.py\n") << v26 << 2 << 8
        << none << "DDP201" << 2 << 19 << false;
    row("DDP206 accelerate choice through a function")
        << QStringLiteral("acc() { accelerate launch --num_machines 2 \"$@\"; }\n"
                          "acc --num_processes 16 --mixed_precision bf17 train.py\n")
        << v26 << 2 << 8 << none << "DDP206" << 1 << 44 << false;
    row("DDP205 deepspeed integer in an array")
        << QStringLiteral("DS=(--num_nodes two)\ndeepspeed \"${DS[@]}\" train.py\n") << v26 << 2 << 8 << none
        << "DDP205" << 2 << 11 << false;
    row("DDP701 machine count in an array")
        << QStringLiteral("ACC=(--multi_gpu --num_machines 3 --num_processes 24 --machine_rank \"$VC_TASK_INDEX\" "
                          "--main_process_ip \"${VC_WORKER_HOSTS%%,*}\")\naccelerate launch \"${ACC[@]}\" train.py\n")
        << v26 << 2 << 8 << none << "DDP701" << 2 << 19 << false;
}

void tst_CommandValidator::diagnostic()
{
    QFETCH(QString, snippet);
    QFETCH(QString, torch);
    QFETCH(int, nodes);
    QFETCH(int, gpus);
    QFETCH(QString, python);
    QFETCH(QString, code);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(bool, hasFix);
    const Options options{torch, nodes, gpus, python};
    const ValidationResult result = validate(snippet, options);
    const QList<CommandDiagnostic> found = withCode(result, code);
    QVERIFY2(!found.isEmpty(), qPrintable(QStringLiteral("%1 not in %2").arg(code, codes(result).join(u' '))));
    const CommandDiagnostic& first = found.first();
    QVERIFY(first.severity != Severity::Error || result.hasErrors());
    QVERIFY(!first.message.isEmpty());
    QCOMPARE(first.range.begin.line, line);
    QCOMPARE(first.range.begin.column, column);
    QCOMPARE(first.fix.has_value(), hasFix);
    QVERIFY(CommandDiagnosticCatalog::find(code));
    m_covered.insert(code);
    if (!hasFix)
        return;
    // Applying every fix of this code removes the finding.
    QList<DiagnosticFix> fixes;
    for (const CommandDiagnostic& diagnostic : found)
        fixes += diagnostic.fixes();
    const QString fixed = applyFixes(snippet, fixes);
    const ValidationResult after = validate(fixed, options);
    QVERIFY2(withCode(after, code).isEmpty(),
             qPrintable(QStringLiteral("still %1 after the fix:\n%2").arg(code, fixed)));
}

// Scripts the command writes and runs, and Windows line endings in values only the node knows:
// the job cannot start (checked with bash, dash and torch 1.13), so validate says so with an
// error, at the command that runs the script where the launcher is in one, and with no fix
// there (a fix would edit the script's text).
void tst_CommandValidator::jobCannotStart_data()
{
    QTest::addColumn<QString>("snippet");
    QTest::addColumn<QString>("torch");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("line");
    const QString v26 = QStringLiteral("2.6");
    const QString v113 = QStringLiteral("1.13");
    const auto written = [](const QString& launcher, const QString& run) {
        return QStringLiteral("cat > run.sh <<EOF\n%1\nEOF\n%2 run.sh\n").arg(launcher, run);
    };
    QTest::newRow("each node meets at its own endpoint")
        << written(QStringLiteral("torchrun --nnodes=2 --nproc_per_node=8 --rdzv_backend=c10d --rdzv_id=job "
                                  "--rdzv_endpoint=$(hostname):29400 train.py"),
                   QStringLiteral("bash"))
        << v113 << 2 << QStringLiteral("DDP506") << 4;
    QTest::newRow("a count above the pods")
        << written(QStringLiteral("torchrun --nnodes=5 --nproc_per_node=8 --rdzv_backend=c10d --rdzv_id=job "
                                  "--rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:29400 train.py"),
                   QStringLiteral("source"))
        << v26 << 4 << QStringLiteral("DDP501") << 4;
    QTest::newRow("a range the job cannot fill")
        << written(QStringLiteral("torchrun --nnodes=3:4 --nproc_per_node=8 --rdzv_backend=c10d --rdzv_id=job "
                                  "--rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:29400 train.py"),
                   QStringLiteral("bash"))
        << v113 << 2 << QStringLiteral("DDP501") << 4;
    QTest::newRow("sh is dash: a here-string stops it")
        << QStringLiteral("cat > run.sh <<'EOF'\nIFS=, read -r M R <<< \"$VC_WORKER_HOSTS\"\ntorchrun --nnodes=2 "
                          "--nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$M --master_port=29500 "
                          "train.py\nEOF\nsh run.sh\n")
        << v113 << 2 << QStringLiteral("DDP105") << 5;
    // bash: "python -m torch.distributed.run: command not found" (127), no launcher anywhere.
    QTest::newRow("the launcher in one quoted word")
        << QStringLiteral("LAUNCH=\"python -m torch.distributed.run\"\n\"$LAUNCH\" --nnodes=2 --nproc_per_node=8 "
                          "--node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 "
                          "train.py\n")
        << v113 << 2 << QStringLiteral("DDP105") << 2;
    QTest::newRow("--no_python and a Python file")
        << written(QStringLiteral("torchrun --no_python --nnodes=1 --nproc_per_node=8 train.py"),
                   QStringLiteral("bash"))
        << v26 << 1 << QStringLiteral("DDP315") << 4;
    QTest::newRow("an endpoint variable nothing sets")
        << QStringLiteral("torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node=8 --rdzv_backend=c10d --rdzv_id=job "
                          "--rdzv_endpoint=$MASTER_ADDR train.py\n")
        << v26 << 2 << QStringLiteral("DDP405") << 1;
    QTest::newRow("CR after MASTER, the static rendezvous")
        << QStringLiteral("MASTER=$(echo $VC_WORKER_HOSTS | sed 's/,.*//')\r\ntorchrun --nnodes=2 "
                          "--nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$MASTER --master_port=29500 "
                          "train.py --lr 0.1\r\n")
        << v113 << 2 << QStringLiteral("DDP504") << 1;
    QTest::newRow("CR after the master's address")
        << QStringLiteral("MASTER=$(getent hosts ${VC_WORKER_HOSTS%%,*} | awk '{print $1}')\r\ntorchrun --nnodes=2 "
                          "--nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$MASTER --master_port=29500 "
                          "train.py --lr 0.1\r\n")
        << v113 << 2 << QStringLiteral("DDP307") << 2;
    QTest::newRow("CR after the endpoint's host, one node")
        << QStringLiteral("MASTER=$(getent hosts ${VC_WORKER_HOSTS%%,*} | awk '{print $1}')\r\ntorchrun --nnodes=1 "
                          "--nproc_per_node=8 --rdzv_backend=c10d --rdzv_endpoint=$MASTER:29400 train.py --lr 0.1\r\n")
        << v113 << 1 << QStringLiteral("DDP307") << 2;
    // A value only the node knows (an address from getent) is judged by what torch does with
    // any address there: the options quoted around it, a static endpoint without its port, an
    // endpoint with an empty one.
    QTest::newRow("a node's address inside quoted options")
        << QStringLiteral("MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')\ntorchrun "
                          "\"--master_port=29500 --master_addr=$MASTER --nnodes=1\" --nproc_per_node=8 train.py\n")
        << v113 << 1 << QStringLiteral("DDP205") << 2;
    QTest::newRow("a node's address as the static endpoint, no port")
        << QStringLiteral("MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')\ntorchrun --nnodes 2 "
                          "--node_rank $VC_TASK_INDEX --nproc_per_node 8 --rdzv_backend=static "
                          "--rdzv_endpoint=$MASTER train.py\n")
        << v113 << 2 << QStringLiteral("DDP308") << 2;
    QTest::newRow("a node's address with an empty port")
        << QStringLiteral("MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')\ntorchrun --nnodes 2 "
                          "--nproc_per_node 8 --rdzv_backend=c10d --rdzv_id=j1 --rdzv_endpoint=$MASTER: train.py\n")
        << v113 << 2 << QStringLiteral("DDP307") << 2;
    QTest::newRow("CR after the backend")
        << QStringLiteral("ARGS=\"--rdzv_backend=c10d\"\r\ntorchrun $ARGS --nnodes=2 --nproc_per_node=8 --rdzv_id=job "
                          "--rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:29400 train.py --lr 0.1\r\n")
        << v113 << 2 << QStringLiteral("DDP310") << 2;
}

void tst_CommandValidator::jobCannotStart()
{
    QFETCH(QString, snippet);
    QFETCH(QString, torch);
    QFETCH(int, nodes);
    QFETCH(QString, code);
    QFETCH(int, line);
    const ValidationResult result = validate(snippet, Options{torch, nodes, 8, QString()});
    const QList<CommandDiagnostic> found = withCode(result, code);
    QVERIFY2(!found.isEmpty(), qPrintable(QStringLiteral("%1 not in %2").arg(code, codes(result).join(u' '))));
    QCOMPARE(found.first().severity, Severity::Error);
    QCOMPARE(found.first().range.begin.line, line);
    // The cause is named where it is a carriage return of Windows line endings.
    if (snippet.contains(u'\r'))
        QVERIFY2(found.first().message.contains(QLatin1String("Windows line endings (\\r)")),
                 qPrintable(found.first().message));
    for (const CommandDiagnostic& diagnostic : result.diagnostics) {
        QVERIFY2(!diagnostic.message.contains(u'\r'), qPrintable(diagnostic.code));
        // A written script's launcher: the findings about it offer no fix of the command that runs it.
        if (snippet.contains(QLatin1String("run.sh")) && diagnostic.range.begin.line == line)
            QVERIFY2(!diagnostic.fix && diagnostic.moreFixes.isEmpty(), qPrintable(diagnostic.code));
    }
}

// Where a finding starts and ends and how bad it is, when that depends on the command.
void tst_CommandValidator::severityAndRange_data()
{
    QTest::addColumn<QString>("snippet");
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("severity"); // Severity
    QTest::addColumn<int>("begin");    // columns on the line of the finding
    QTest::addColumn<int>("end");
    const QString second = QStringLiteral("export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $2}'`\n"
                                          ": \"${MASTER:?}\"\n");
    // MASTER not the first host: only static rendezvous (and launch) needs rank 0 there.
    QTest::newRow("DDP504 c10d is info")
        << second + QStringLiteral("torchrun --nnodes=2 --nproc_per_node=8 --rdzv_backend=c10d --rdzv_id=j "
                                   "--rdzv_endpoint=${MASTER}:29500 train.py")
        << "DDP504" << int(Severity::Info) << 8 << 64;
    QTest::newRow("DDP504 static is an error")
        << second + QStringLiteral("torchrun --nnodes=2 --nproc_per_node=8 --node_rank=${VC_TASK_INDEX} "
                                   "--master_addr=${MASTER} --master_port=29500 train.py")
        << "DDP504" << int(Severity::Error) << 8 << 64;
    QTest::newRow("DDP504 launch is an error")
        << second + QStringLiteral("python -m torch.distributed.launch --use_env --nnodes=2 --nproc_per_node=8 "
                                   "--node_rank=${VC_TASK_INDEX} --master_addr=${MASTER} train.py")
        << "DDP504" << int(Severity::Error) << 8 << 64;
    QTest::newRow("DDP504 backend from a variable is a warning")
        << second + QStringLiteral("torchrun --nnodes=2 --rdzv_backend=$B --rdzv_endpoint=${MASTER}:1 train.py")
        << "DDP504" << int(Severity::Warning) << 8 << 64;
    // --standalone meets on its own localhost: a MASTER it never reads is no error.
    QTest::newRow("DDP504 unused by --standalone is a warning")
        << second + QStringLiteral("torchrun --standalone --nproc_per_node=8 train.py") << "DDP504"
        << int(Severity::Warning) << 8 << 64;
    // A wrong master built inline is as severe as through MASTER= (DDP504) on a static rendezvous.
    QTest::newRow("DDP506 inline second host static is an error")
        << QStringLiteral("torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX "
                          "--master_addr=$(echo $VC_WORKER_HOSTS | cut -d, -f2) --master_port=29500 train.py")
        << "DDP506" << int(Severity::Error) << 81 << 119;
    // The background finding covers the '&', also when a group is backgrounded. Nothing after it
    // waits: the start command ends, the container's main process with it, and the launcher is
    // stopped (an error); something after it that may block keeps it a warning.
    QTest::newRow("DDP101 covers the &") << QStringLiteral("torchrun --standalone train.py &") << "DDP101"
                                         << int(Severity::Error) << 1 << 33;
    QTest::newRow("DDP101 group") << QStringLiteral("{ torchrun --standalone train.py; } &") << "DDP101"
                                  << int(Severity::Error) << 3 << 38;
    QTest::newRow("DDP101 then only quick commands")
        << QStringLiteral("nohup torchrun --standalone train.py > log &\necho started\nsleep 5") << "DDP101"
        << int(Severity::Error) << 1 << 45;
    QTest::newRow("DDP101 then a command that blocks")
        << QStringLiteral("torchrun --standalone train.py &\ntail -f /dev/null") << "DDP101" << int(Severity::Warning)
        << 1 << 33;
}

void tst_CommandValidator::severityAndRange()
{
    QFETCH(QString, snippet);
    QFETCH(QString, code);
    QFETCH(int, severity);
    QFETCH(int, begin);
    QFETCH(int, end);
    const ValidationResult result = validate(snippet, Options{QStringLiteral("2.6"), 2, -1, QString()});
    const QList<CommandDiagnostic> found = withCode(result, code);
    QVERIFY2(!found.isEmpty(), qPrintable(QStringLiteral("%1 not in %2").arg(code, codes(result).join(u' '))));
    QCOMPARE(int(found.first().severity), severity);
    QCOMPARE(found.first().range.begin.column, begin);
    QCOMPARE(found.first().range.end.column, end);
}

// A CRLF script's values end in a carriage return, and they reach messages ("bash passes
// '--master_addr=host\r'"): a terminal would return to the line's start and hide what came before.
void tst_CommandValidator::messagesCarryNoControlCharacters_data()
{
    QTest::addColumn<QString>("snippet");
    QTest::addColumn<QString>("shown");
    QTest::newRow("CRLF value in the endpoint")
        << QStringLiteral(
               "MASTER=job-worker-0.job\r\ntorchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX "
               "--master_addr=$MASTER --master_port=29500 train.py\r\n")
        << QStringLiteral("job-worker-0.job\\x0d");
    QTest::newRow("escape sequence in a value")
        << QStringLiteral("M=$'\\e[2Jhost'\ntorchrun --nnodes=2 --nproc_per_node=8 --master_addr=$M train.py\n")
        << QStringLiteral("\\x1b[2Jhost");
}

void tst_CommandValidator::messagesCarryNoControlCharacters()
{
    QFETCH(QString, snippet);
    QFETCH(QString, shown);
    const ValidationResult result = validate(snippet, Options{QStringLiteral("1.13"), 2, -1, QString()});
    bool named = false;
    for (const CommandDiagnostic& diagnostic : result.diagnostics) {
        for (const QChar c : diagnostic.message)
            QVERIFY2(c == u'\n' || (c.unicode() >= 0x20 && c.unicode() != 0x7f),
                     qPrintable(diagnostic.code + QStringLiteral(": ") + diagnostic.message.toHtmlEscaped()));
        named = named || diagnostic.message.contains(shown);
    }
    QVERIFY2(named, qPrintable(codes(result).join(u' ')));
}

void tst_CommandValidator::clean_data()
{
    QTest::addColumn<QString>("snippet");
    QTest::addColumn<QString>("torch");
    QTest::addColumn<int>("nodes");
    QTest::newRow("a node's address as the master, with its port")
        << QStringLiteral("MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')\n: \"${MASTER:?}\"\n"
                          "torchrun --nnodes 2 --node_rank $VC_TASK_INDEX --nproc_per_node 8 --master_addr $MASTER "
                          "--master_port 29500 train.py\n")
        << QStringLiteral("1.13") << 2;
    // Host names are looked up without regard to case: the first pod, in capitals.
    QTest::newRow("the master's name in capitals")
        << QStringLiteral("FIRST=${VC_WORKER_HOSTS%%,*}\n: \"${FIRST:?}\"\n"
                          "torchrun --nnodes 2 --node_rank $VC_TASK_INDEX --nproc_per_node 8 --master_addr ${FIRST^^} "
                          "--master_port 29500 train.py\n")
        << QStringLiteral("1.13") << 2;
    QTest::newRow("a node's full name in the c10d endpoint")
        << QStringLiteral("torchrun --nnodes 1 --nproc_per_node 8 --rdzv_backend=c10d --rdzv_id=j1 "
                          "--rdzv_endpoint=$(hostname -f):29400 train.py\n")
        << QStringLiteral("2.6") << 1;
    QTest::newRow("generated torchrun 2.6")
        << QStringLiteral("export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`\n"
                          ": \"${MASTER:?no hosts}\"\n"
                          "torchrun --nnodes=${VC_WORKER_NUM} --nproc_per_node=8 --rdzv_backend=c10d --rdzv_id=job "
                          "--rdzv_endpoint=${MASTER}:29500 train.py --lr 0.1\n")
        << QStringLiteral("2.6") << 2;
    QTest::newRow("static 1.13 with exec")
        << QStringLiteral("MASTER=${VC_WORKER_HOSTS%%,*}\n: ${MASTER?}\nexec torchrun --nnodes=2 --nproc_per_node=8 "
                          "--node_rank=${VC_TASK_INDEX} --master_addr=${MASTER} --master_port=29500 train.py\n")
        << QStringLiteral("1.13") << 2;
    // Python's int() reads any decimal digits: torch takes a full-width port as 29500.
    QTest::newRow("full-width digits in the port")
        << QStringLiteral("MASTER=${VC_WORKER_HOSTS%%,*}\n: ${MASTER?}\ntorchrun --nnodes=2 --nproc_per_node=8 "
                          "--node_rank=${VC_TASK_INDEX} --master_addr=${MASTER} --master_port=\uFF12\uFF19\uFF15\uFF10"
                          "\uFF10 train.py\n")
        << QStringLiteral("1.13") << 2;
    // One pod is one node, whatever the variable says: --standalone is right there.
    QTest::newRow("standalone, the count from the platform, one node")
        << QStringLiteral("torchrun --standalone --nnodes=${VC_WORKER_NUM} --nproc_per_node=8 train.py\n")
        << QStringLiteral("1.13") << 1;
    // Brackets that are no placeholders: glob classes, case patterns, Hydra lists.
    QTest::newRow("brackets that are values")
        << QStringLiteral("case $1 in [a-z]) x=1;; [Yy]es) y=2;; esac\nls [A-Za-z_]* >/dev/null\n"
                          "torchrun --standalone --nproc_per_node=8 train.py trainer.devices=[0,1] "
                          "model.data_prefix=[1,/data/wiki] --tags [abc]")
        << QStringLiteral("2.6") << 1;
    // An escaped blank inside a line, and an escaped backslash before the newline, are meant.
    QTest::newRow("escaped blanks that are meant")
        << QStringLiteral(
               "ls My\\ Documents >/dev/null\necho a\\\\ \ntorchrun --standalone --nproc_per_node=8 train.py")
        << QStringLiteral("2.6") << 1;
    QTest::newRow("single node standalone")
        << QStringLiteral("torchrun --standalone --nproc_per_node=8 train.py") << QStringLiteral("2.6") << 1;
    // A default is no unset variable; awk's $NF is awk's; read -a sets the array.
    QTest::newRow("defaults are values")
        << QStringLiteral("torchrun --standalone --nproc_per_node=8 --master_port=${MASTER_PORT:-29500} train.py "
                          "--out \"${OUT_DIR-/tmp/out}\"")
        << QStringLiteral("2.6") << 1;
    QTest::newRow("read -a sets the hosts")
        << QStringLiteral("IFS=, read -r -a HOSTS <<< \"$VC_WORKER_HOSTS\"\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX "
                          "--master_addr=${HOSTS[0]} --master_port=29500 train.py")
        << QStringLiteral("2.6") << 2;
    QTest::newRow("awk field inside single quotes")
        << QStringLiteral("torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX "
                          "--master_addr=\"$(echo $VC_WORKER_HOSTS | awk -F, '{print $1, $NF}' | cut -d' ' -f1)\" "
                          "--master_port=29500 train.py")
        << QStringLiteral("2.6") << 2;
    QTest::newRow("wait for the launcher's pid")
        << QStringLiteral("torchrun --standalone --nproc_per_node=8 train.py &\nwait $!\n") << QStringLiteral("2.6")
        << 1;
    QTest::newRow("options in an array")
        << QStringLiteral("ARGS=(--nnodes 2 --nproc_per_node 8 --node_rank \"$VC_TASK_INDEX\" --master_addr "
                          "\"${VC_WORKER_HOSTS%%,*}\" --master_port 29500)\ntorchrun \"${ARGS[@]}\" train.py")
        << QStringLiteral("1.13") << 2;
    // accelerate's options through an array or a function are what it receives: no "no
    // --num_machines", no "no --machine_rank".
    QTest::newRow("accelerate options in an array")
        << QStringLiteral("ACC=(--multi_gpu --num_machines 2 --num_processes 16 --machine_rank \"$VC_TASK_INDEX\" "
                          "--main_process_ip \"${VC_WORKER_HOSTS%%,*}\" --main_process_port 29500)\n"
                          "accelerate launch \"${ACC[@]}\" train.py")
        << QStringLiteral("2.6") << 2;
    QTest::newRow("accelerate options through a function")
        << QStringLiteral("acc() { accelerate launch --multi_gpu \"$@\"; }\n"
                          "acc --num-machines 2 --num-processes 16 --machine-rank \"$VC_TASK_INDEX\" "
                          "--main_process_ip \"${VC_WORKER_HOSTS%%,*}\" train.py")
        << QStringLiteral("2.6") << 2;
    QTest::newRow("an option only node 0 gets, that torch knows")
        << QStringLiteral("if [ \"$VC_TASK_INDEX\" = 0 ]; then set -- --max_restarts 1; fi\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX "
                          "--master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 \"$@\" train.py")
        << QStringLiteral("1.13") << 2;
}

void tst_CommandValidator::clean()
{
    QFETCH(QString, snippet);
    QFETCH(QString, torch);
    QFETCH(int, nodes);
    const ValidationResult result = validate(snippet, Options{torch, nodes, 8, QString()});
    QStringList messages;
    for (const CommandDiagnostic& diagnostic : result.diagnostics)
        messages.append(diagnostic.code + u' ' + diagnostic.message);
    QVERIFY2(result.diagnostics.isEmpty(), qPrintable(messages.join(u'\n')));
    QCOMPARE(result.invocations.size() + result.wrappers.size(), 1);
}

void tst_CommandValidator::guideTorchrun113()
{
    const ValidationResult result = validate(kGuideTorchrun, Options{QStringLiteral("1.13"), 2, 8, QString()});
    QVERIFY(result.hasErrors());
    // torch 1.13 has no dash spellings: --rdzv-id, --rdzv-backend and --rdzv-endpoint are rejected.
    const QList<CommandDiagnostic> rejected = withCode(result, QStringLiteral("DDP601"));
    QCOMPARE(rejected.size(), 1);
    QVERIFY(rejected.first().message.contains(QLatin1String("--rdzv-id=0")));
    QVERIFY(rejected.first().message.contains(QLatin1String("--rdzv-endpoint")));
    QCOMPARE(rejected.first().range.begin.line, 5);
    QCOMPARE(rejected.first().fix->replacement, QStringLiteral("--rdzv_id"));
    QCOMPARE(result.invocations.size(), 1);
    QVERIFY(!result.invocations.first().result.argparseAccepts());
}

void tst_CommandValidator::guideTorchrun2x()
{
    for (const char* version : {"2.0", "2.6", "2.14"}) {
        const ValidationResult result = validate(kGuideTorchrun, Options{QLatin1String(version), 2, 8, QString()});
        // The guide's own example keeps its placeholder for the script: that is the only error,
        // listed first (worst first, model/WorstFirst.h).
        QCOMPARE(codes(result), (QStringList{QStringLiteral("DDP108"), QStringLiteral("DDP104")}));
        QVERIFY2(withCode(result, QStringLiteral("DDP108")).first().message.contains(u"YOUR_TRAINING_SCRIPT.py"_qs),
                 version);
        QCOMPARE(result.invocations.first().result.trainingScript, QStringLiteral("YOUR_TRAINING_SCRIPT.py"));
    }
}

void tst_CommandValidator::guideLaunch113()
{
    const ValidationResult result = validate(kGuideLaunch, Options{QStringLiteral("1.13"), 2, 8, QString()});
    QVERIFY(result.hasErrors());
    const QList<CommandDiagnostic> rejected = withCode(result, QStringLiteral("DDP601"));
    QCOMPARE(rejected.size(), 1);
    QVERIFY(rejected.first().message.contains(QLatin1String("--nproc-per-node=8")));
    QVERIFY(rejected.first().message.contains(QLatin1String("--master-port=29500")));
    QVERIFY(withCode(result, QStringLiteral("DDP603")).first().message.contains(QLatin1String("--local_rank")));
    QVERIFY(!withCode(result, QStringLiteral("DDP602")).isEmpty());
}

void tst_CommandValidator::guideLaunch2x()
{
    const ValidationResult result = validate(kGuideLaunch, Options{QStringLiteral("2.6"), 2, 8, QString()});
    // The error first, then the warnings where they stand in the command.
    QCOMPARE(codes(result), (QStringList{QStringLiteral("DDP108"), QStringLiteral("DDP104"), QStringLiteral("DDP602"),
                                         QStringLiteral("DDP603")}));
    QVERIFY(withCode(result, QStringLiteral("DDP603")).first().message.contains(QLatin1String("--local-rank")));
}

// argparse takes "of" of [number of GPUs] for the script; the options after it are not said to
// go to the script: the placeholder is the one finding.
void tst_CommandValidator::placeholderOfSeveralWords()
{
    const ValidationResult result =
        validate(QStringLiteral("torchrun --standalone --nproc_per_node=[number of GPUs] --master_port=29501 train.py"),
                 Options{QStringLiteral("2.6"), 1, 8, QString()});
    QCOMPARE(codes(result), QStringList{QStringLiteral("DDP108")});
}

void tst_CommandValidator::catalogue()
{
    QSet<QString> seen;
    for (const CommandDiagnosticCatalog::Entry& entry : CommandDiagnosticCatalog::entries()) {
        const QString code = QLatin1String(entry.code);
        QVERIFY2(!seen.contains(code), entry.code);
        seen.insert(code);
        QVERIFY(code.size() == 6 && code.startsWith(QLatin1String("DDP")));
        QVERIFY(!CommandDiagnosticCatalog::title(entry).isEmpty());
        QVERIFY(!CommandDiagnosticCatalog::explanation(entry).isEmpty());
        QVERIFY(QByteArray(entry.example).endsWith('\n'));
    }
    QVERIFY(!CommandDiagnosticCatalog::find(QStringLiteral("DDP999")));
}

void tst_CommandValidator::everyCodeHasARow()
{
    // diagnostic() ran before (slots run in order) and noted each code it saw reported.
    const QSet<QString> cliOnly{QStringLiteral("DDP107"), QStringLiteral("DDP190"), QStringLiteral("DDP200")};
    for (const CommandDiagnosticCatalog::Entry& entry : CommandDiagnosticCatalog::entries()) {
        const QString code = QLatin1String(entry.code);
        QVERIFY2(cliOnly.contains(code) || m_covered.contains(code), entry.code);
    }
}

void tst_CommandValidator::anyBytes()
{
    // Odd input never crashes: NULs, lone surrogates, deep nesting, unterminated everything.
    QString text = QStringLiteral("torchrun --nnodes=\"$(echo `a $((1+\n");
    text += QChar(0);
    text += QChar(0xD800);
    text += QString(2000, u'(');
    text += QStringLiteral("${MASTER:-${X:-${Y");
    const ValidationResult result = validate(text, Options{});
    QVERIFY(!result.diagnostics.isEmpty());
    for (const CommandDiagnostic& diagnostic : result.diagnostics) {
        QVERIFY(diagnostic.range.begin.offset >= 0);
        QVERIFY(diagnostic.range.end.offset <= text.size());
    }
}

// Master, rank and count judged by what each node of the simulated platform gets: the right
// derivations of real start scripts are never warned, the wrong ones still are.
void tst_CommandValidator::platformDerivations_data()
{
    QTest::addColumn<QString>("snippet");
    QTest::addColumn<QStringList>("platform"); // NAME=VALUE the platform sets
    QTest::addColumn<QStringList>("expected"); // the platform codes raised, sorted
    const QString launch = QStringLiteral("torchrun --nnodes=$NNODES --nproc_per_node=8 --node_rank=$RANK_ "
                                          "--master_addr=$MASTER_ADDR --master_port=6060 train.py\n");
    const QString right = QStringLiteral("NNODES=$VC_WORKER_NUM\nRANK_=$VC_TASK_INDEX\n");
    QTest::newRow("read -a array") << QStringLiteral("IFS=',' read -r -a W <<< \"$VC_WORKER_HOSTS\"\n"
                                                     "MASTER_ADDR=\"${W[0]}\"; NNODES=\"${#W[@]}\"; "
                                                     "RANK_=$VC_TASK_INDEX\n") +
                                          launch
                                   << QStringList() << QStringList();
    QTest::newRow("cut then getent") << QStringLiteral(
                                            "MASTER_HOST=$(echo \"$VC_WORKER_HOSTS\" | cut -d',' -f1)\n"
                                            "MASTER_ADDR=$(getent hosts \"$MASTER_HOST\" | awk '{print $1; exit}' "
                                            "|| true)\nMASTER_ADDR=${MASTER_ADDR:-$MASTER_HOST}\n") +
                                            right + launch
                                     << QStringList() << QStringList();
    const QString branch = QStringLiteral(
        "if [[ -z \"${MA_VJ_NAME:-}\" ]]; then NNODES=1; RANK_=0; MASTER_ADDR=localhost\n"
        "else NNODES=\"$VC_WORKER_NUM\"; RANK_=\"$VC_TASK_INDEX\"; MASTER_ADDR=\"${VC_WORKER_HOSTS%%,*}\"; fi\n");
    QTest::newRow("branch on a declared platform variable")
        << branch + launch << QStringList{u"MA_VJ_NAME=job"_qs} << QStringList();
    QTest::newRow("the same branch where nothing sets it")
        << branch + launch << QStringList() << QStringList{u"DDP501"_qs, u"DDP505"_qs, u"DDP506"_qs};
    QTest::newRow("rank from HOSTNAME") << QStringLiteral(
                                               "RANK_=0\nif [[ $HOSTNAME =~ -worker-([0-9]+)$ ]]; then "
                                               "RANK_=${BASH_REMATCH[1]}; fi\n"
                                               "NNODES=$VC_WORKER_NUM\nMASTER_ADDR=${VC_WORKER_HOSTS%%,*}\n") +
                                               launch
                                        << QStringList() << QStringList();
    QTest::newRow("functions") << QStringLiteral("first() { echo \"${VC_WORKER_HOSTS%%,*}\"; }\n"
                                                 "MASTER_ADDR=$(first)\n") +
                                      right + launch
                               << QStringList() << QStringList();
    QTest::newRow("host file") << QStringLiteral("MASTER_ADDR=$(head -n 1 /etc/volcano/worker.host)\n") + right + launch
                               << QStringList() << QStringList();
    QTest::newRow("resolved by python") << QStringLiteral("F=${VC_WORKER_HOSTS%%,*}\nMASTER_ADDR=$(python3 -c "
                                                          "\"import socket; print(socket.gethostbyname('$F'))\")\n") +
                                               right + launch
                                        << QStringList() << QStringList();
    QTest::newRow("second host") << QStringLiteral("MASTER_ADDR=$(echo $VC_WORKER_HOSTS | cut -d, -f2)\n") + right +
                                        launch
                                 << QStringList() << QStringList{u"DDP506"_qs};
    QTest::newRow("second host resolved")
        << QStringLiteral("MASTER_ADDR=$(getent hosts ${VC_WORKER_HOSTS##*,} | awk '{print $1}')\n") + right + launch
        << QStringList() << QStringList{u"DDP506"_qs};
    QTest::newRow("own address") << QStringLiteral("MASTER_ADDR=$(hostname -i)\n") + right + launch << QStringList()
                                 << QStringList{u"DDP506"_qs};
    QTest::newRow("rank the platform does not set")
        << QStringLiteral("MASTER_ADDR=${VC_WORKER_HOSTS%%,*}\nNNODES=$VC_WORKER_NUM\nRANK_=${RANK:-0}\n") + launch
        << QStringList() << QStringList{u"DDP505"_qs};
    QTest::newRow("index plus one") << QStringLiteral("MASTER_ADDR=${VC_WORKER_HOSTS%%,*}\nNNODES=$VC_WORKER_NUM\n"
                                                      "RANK_=$((VC_TASK_INDEX + 1))\n") +
                                           launch
                                    << QStringList() << QStringList{u"DDP505"_qs};
    QTest::newRow("count of the other role")
        << QStringLiteral("MASTER_ADDR=${VC_WORKER_HOSTS%%,*}\nRANK_=$VC_TASK_INDEX\nNNODES=$VC_MASTER_NUM\n") + launch
        << QStringList() << QStringList{u"DDP502"_qs};
    QTest::newRow("lines of the host file")
        << QStringLiteral("MASTER_ADDR=${VC_WORKER_HOSTS%%,*}\nRANK_=$VC_TASK_INDEX\n"
                          "NNODES=$(wc -l < /etc/volcano/worker.host)\n") +
               launch
        << QStringList() << QStringList{u"DDP501"_qs};
    // An if only the node decides (nvidia-smi fails on a node without GPUs): every path's value
    // is judged, and one wrong path is a wrong script.
    const QString onGpus = QStringLiteral("if nvidia-smi > /dev/null 2>&1; then ");
    QTest::newRow("one path's master is localhost")
        << onGpus + QStringLiteral("MASTER_ADDR=${VC_WORKER_HOSTS%%,*}; else MASTER_ADDR=localhost; fi\n") + right +
               launch
        << QStringList() << QStringList{u"DDP506"_qs};
    QTest::newRow("every path's master is the first host")
        << onGpus +
               QStringLiteral("MASTER_ADDR=${VC_WORKER_HOSTS%%,*}; else "
                              "MASTER_ADDR=$(echo $VC_WORKER_HOSTS | cut -d, -f1); fi\n") +
               right + launch
        << QStringList() << QStringList();
    QTest::newRow("one path's rank is 0 on every node")
        << onGpus +
               QStringLiteral("RANK_=$VC_TASK_INDEX; else RANK_=0; fi\n"
                              "MASTER_ADDR=${VC_WORKER_HOSTS%%,*}\nNNODES=$VC_WORKER_NUM\n") +
               launch
        << QStringList() << QStringList{u"DDP505"_qs};
    QTest::newRow("one path's count is 1")
        << onGpus +
               QStringLiteral("NNODES=$VC_WORKER_NUM; else NNODES=1; fi\n"
                              "MASTER_ADDR=${VC_WORKER_HOSTS%%,*}\nRANK_=$VC_TASK_INDEX\n") +
               launch
        << QStringList() << QStringList{u"DDP501"_qs};
    // PET_* exported by the shell are the launcher's options (torch reads them as defaults).
    QTest::newRow("PET_ variables from the platform's")
        << QStringLiteral("export PET_NNODES=$VC_WORKER_NUM PET_NODE_RANK=$VC_TASK_INDEX\n"
                          "export PET_MASTER_ADDR=${VC_WORKER_HOSTS%%,*} PET_MASTER_PORT=6060\n"
                          "torchrun --nproc_per_node=8 train.py\n")
        << QStringList() << QStringList();
    QTest::newRow("PET_NODE_RANK the same on every node")
        << QStringLiteral("export PET_NODE_RANK=0\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --master_addr=${VC_WORKER_HOSTS%%,*} train.py\n")
        << QStringList() << QStringList{u"DDP505"_qs};
    QTest::newRow("options in a variable")
        << QStringLiteral("ARGS=\"--nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX "
                          "--master_addr=${VC_WORKER_HOSTS%%,*} --master_port=6060\"\ntorchrun $ARGS train.py\n")
        << QStringList() << QStringList();
}

void tst_CommandValidator::platformDerivations()
{
    QFETCH(QString, snippet);
    QFETCH(QStringList, platform);
    QFETCH(QStringList, expected);
    ValidationOptions options;
    options.nodes = 2;
    options.gpusPerNode = 8;
    for (const QString& item : platform)
        options.platformVariables.append({item.section(u'=', 0, 0), item.section(u'=', 1)});
    const ValidationResult result = CommandValidator(options).validate(snippet);
    static const QSet<QString> platformCodes{u"DDP401"_qs, u"DDP403"_qs, u"DDP404"_qs, u"DDP405"_qs,
                                             u"DDP406"_qs, u"DDP501"_qs, u"DDP502"_qs, u"DDP503"_qs,
                                             u"DDP504"_qs, u"DDP505"_qs, u"DDP506"_qs};
    QStringList found;
    QStringList messages;
    for (const CommandDiagnostic& diagnostic : result.diagnostics) {
        if (platformCodes.contains(diagnostic.code) && !found.contains(diagnostic.code))
            found.append(diagnostic.code);
        messages.append(diagnostic.code + u' ' + diagnostic.message);
    }
    found.sort();
    QVERIFY2(found == expected, qPrintable(messages.join(u'\n')));
}

// --nnodes=MIN:MAX: the static rendezvous waits for MAX nodes (torch 1.13 on two nodes with
// 2:4 never completes it; with 2 it does), the elastic ones take any count in the range.
void tst_CommandValidator::staticNodeRange_data()
{
    QTest::addColumn<QString>("launch");
    QTest::addColumn<int>("nodes");    // 0: not given
    QTest::addColumn<int>("severity"); // -1: no DDP409
    QTest::addColumn<QString>("fix");
    const QString statik = QStringLiteral("torchrun --nnodes=2:4 --nproc_per_node=8 --node_rank=${VC_TASK_INDEX} "
                                          "--master_addr=${MASTER} --master_port=29500 train.py\n");
    const QString c10d = QStringLiteral("torchrun --nnodes=2:4 --nproc_per_node=8 --rdzv_backend=c10d --rdzv_id=j "
                                        "--rdzv_endpoint=${MASTER}:29500 train.py\n");
    QTest::newRow("static, fewer nodes than the maximum") << statik << 2 << int(Severity::Error) << u"2"_qs;
    QTest::newRow("static, one node below the range") << statik << 1 << int(Severity::Error) << u"1"_qs;
    QTest::newRow("static, exactly the maximum") << statik << 4 << int(Severity::Info) << u"4"_qs;
    QTest::newRow("static, node count not known") << statik << 0 << int(Severity::Warning) << QString();
    QTest::newRow("launch is static too")
        << QStringLiteral("python -m torch.distributed.launch --use_env --nnodes=2:4 --nproc_per_node=8 "
                          "--node_rank=${VC_TASK_INDEX} --master_addr=${MASTER} --master_port=29500 train.py\n")
        << 2 << int(Severity::Error) << u"2"_qs;
    QTest::newRow("explicit static backend")
        << QStringLiteral("torchrun --nnodes=1:3 --rdzv_backend=static --node_rank=${VC_TASK_INDEX} "
                          "--master_addr=${MASTER} --master_port=29500 train.py\n")
        << 2 << int(Severity::Error) << u"2"_qs;
    QTest::newRow("c10d is elastic") << c10d << 2 << -1 << QString();
    QTest::newRow("a single count") << QStringLiteral("torchrun --nnodes=2 --node_rank=${VC_TASK_INDEX} "
                                                      "--master_addr=${MASTER} --master_port=29500 train.py\n")
                                    << 2 << -1 << QString();
    QTest::newRow("min equals max") << QStringLiteral("torchrun --nnodes=2:2 --node_rank=${VC_TASK_INDEX} "
                                                      "--master_addr=${MASTER} --master_port=29500 train.py\n")
                                    << 2 << -1 << QString();
}

void tst_CommandValidator::staticNodeRange()
{
    QFETCH(QString, launch);
    QFETCH(int, nodes);
    QFETCH(int, severity);
    QFETCH(QString, fix);
    const ValidationResult result = validate(kMaster + QStringLiteral(": \"${MASTER:?}\"\n") + launch,
                                             Options{QStringLiteral("2.6"), nodes, -1, QString()});
    const QList<CommandDiagnostic> found = withCode(result, QStringLiteral("DDP409"));
    if (severity < 0) {
        QVERIFY2(found.isEmpty(), qPrintable(found.value(0).message));
        return;
    }
    QCOMPARE(found.size(), 1);
    QCOMPARE(int(found.first().severity), severity);
    QCOMPARE(found.first().fix.has_value(), !fix.isEmpty());
    if (found.first().fix)
        QCOMPARE(found.first().fix->replacement, fix);
    // One verdict for the cause: no DDP501 beside it.
    QVERIFY(withCode(result, QStringLiteral("DDP501")).isEmpty());
}

// Verdicts once wrong, each with what bash on the two nodes of a simulated job and
// Debian's torch 1.13 make of it (each row's comment says what they did): the finding torch's
// outcome calls for, at its severity, and none of the findings that were wrong.
void tst_CommandValidator::verdictOfWhatTorchReceives_data()
{
    QTest::addColumn<QString>("snippet");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("code"); // empty: no finding expected of the codes in absent
    QTest::addColumn<int>("severity");
    QTest::addColumn<QString>("says"); // part of the message
    QTest::addColumn<QStringList>("absent");
    const QString statik =
        QStringLiteral(" --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_port=29500 train.py\n");
    const QString first = QStringLiteral("--master_addr=${VC_WORKER_HOSTS%%,*}");
    const int error = int(Severity::Error);
    const int warning = int(Severity::Warning);
    // torch 1.13: "unrecognized arguments: --nproc-per-node" on both nodes.
    QTest::newRow("dash spelling in an array")
        << QStringLiteral("ARGS=(--nnodes 2 --nproc-per-node 8 --node_rank \"$VC_TASK_INDEX\" --master_addr "
                          "\"${VC_WORKER_HOSTS%%,*}\" --master_port 29500)\ntorchrun \"${ARGS[@]}\" train.py\n")
        << 2 << 8 << u"DDP601"_qs << error << u"--nproc-per-node"_qs << QStringList{u"DDP209"_qs};
    QTest::newRow("dash spelling in a string variable")
        << QStringLiteral("ARGS=\"--nnodes 2 --nproc-per-node 8 --node_rank $VC_TASK_INDEX --master_addr "
                          "${VC_WORKER_HOSTS%%,*} --master_port 29500\"\ntorchrun $ARGS train.py\n")
        << 2 << 8 << u"DDP601"_qs << error << u"--nproc-per-node"_qs << QStringList{u"DDP209"_qs};
    // argparse takes the 8 for the script and stops: the options after it are no finding of their own.
    QTest::newRow("dash spelling with a separate value, as written")
        << QStringLiteral("torchrun --nproc-per-node 8 --nnodes 2 --node_rank $VC_TASK_INDEX ") + first +
               QStringLiteral(" --master_port 29500 train.py\n")
        << 2 << 8 << u"DDP601"_qs << error << u"--nproc-per-node"_qs << QStringList{u"DDP209"_qs};
    // The launcher through functions nobody calls: the outermost one is named, and its call is the fix.
    QTest::newRow("launcher through a main never called")
        << QStringLiteral("run() {\n  torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX ") + first +
               QStringLiteral(" --master_port=29500 train.py\n}\nmain() {\n  run\n}\n")
        << 2 << 8 << u"DDP113"_qs << error << u"the function main,"_qs << QStringList{};
    // bash fills expr's bare * with the working folder's file names: expr fails, the value is empty.
    QTest::newRow("expr's star in a substitution")
        << QStringLiteral("PROCS=$(expr $VC_WORKER_NUM * 4)\ntorchrun --nnodes=$VC_WORKER_NUM --nproc_per_node=8 "
                          "--node_rank=$VC_TASK_INDEX ") +
               first + QStringLiteral(" --master_port=29500 train.py --procs \"$PROCS\"\n")
        << 2 << 8 << u"DDP117"_qs << error << u"the value is empty"_qs << QStringList{};
    QTest::newRow("expr's star escaped")
        << QStringLiteral("PROCS=$(expr $VC_WORKER_NUM \\* 4)\nP2=`expr 2 '*' 4`\ntorchrun --nnodes=$VC_WORKER_NUM "
                          "--nproc_per_node=8 --node_rank=$VC_TASK_INDEX ") +
               first + QStringLiteral(" --master_port=29500 train.py --procs \"$PROCS\"\n")
        << 2 << 8 << QString() << error << QString() << QStringList{u"DDP117"_qs};
    // A folder every pod may mount, or a file each node writes itself: no wait that never ends.
    QTest::newRow("wait for a file on a shared folder")
        << QStringLiteral("if [ \"$VC_TASK_INDEX\" = 0 ]; then hostname -i > /mnt/shared/master_ip; fi\n"
                          "while [ ! -f /mnt/shared/master_ip ]; do sleep 5; done\ntorchrun --nnodes=2 "
                          "--nproc_per_node=8 --node_rank=$VC_TASK_INDEX ") +
               first + QStringLiteral(" --master_port=29500 train.py\n")
        << 2 << 8 << QString() << error << QString() << QStringList{u"DDP413"_qs};
    QTest::newRow("wait for a file each node writes")
        << QStringLiteral("(sleep 3; touch /tmp/ready) &\nhostname -i > /tmp/ip\nwhile ! test -e /tmp/ip; do sleep 1; "
                          "done\ntorchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX ") +
               first + QStringLiteral(" --master_port=29500 train.py\n")
        << 2 << 8 << QString() << error << QString() << QStringList{u"DDP413"_qs};
    // The rendezvous options after the script: the launcher runs with its defaults, so each
    // misplaced option it needed is the error, and "needs --master_addr" (its consequence) is not.
    QTest::newRow("needed options after the script")
        << QStringLiteral("torchrun train.py --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 "
                          "--master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 --lr 3e-4\n")
        << 2 << 8 << u"DDP209"_qs << error << u"1:1: each node starts a job of its own"_qs
        << QStringList{u"DDP403"_qs, u"DDP404"_qs, u"DDP501"_qs};
    // Only the script reads it: the launcher's default port serves the job all the same.
    QTest::newRow("unneeded option after the script")
        << QStringLiteral("torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --nproc_per_node=8 ") + first +
               QStringLiteral(" train.py --master_port 1234\n")
        << 2 << 8 << u"DDP209"_qs << warning << u"--master_port"_qs << QStringList{};
    // python's os.environ holds the exported variables only: NODES is not there, get() gives 1.
    QTest::newRow("count from a variable python does not see")
        << QStringLiteral("NODES=$VC_WORKER_NUM\nWORLD=$(python3 -c \"import os; print(int(os.environ.get('NODES', "
                          "1)))\")\ntorchrun --nnodes=$WORLD --nproc_per_node=8 --node_rank=$VC_TASK_INDEX ") +
               first + QStringLiteral(" --master_port=29500 train.py\n")
        << 3 << 8 << u"DDP501"_qs << error << u"--nnodes 1"_qs << QStringList{};
    // A value of two words after --master_addr: the second is the script. Options kept in a
    // variable on purpose split as meant.
    QTest::newRow("separate value of two words")
        << QStringLiteral("M=\"starting ${VC_WORKER_HOSTS%%,*}\"\ntorchrun --nnodes=2 --master_addr $M") + statik << 2
        << 8 << u"DDP114"_qs << error << u"torch takes 'job-worker-0.job' as the training script"_qs << QStringList();
    // nvidia-smi's count query prints the count once per GPU: eight lines of "8" split into eight
    // words, and the second "8" is the script; the options after it are lost to it, no findings of
    // their own. One GPU prints one line; the first line alone is the count.
    const QString countQuery =
        QStringLiteral("NGPU=$(nvidia-smi --query-gpu=count --format=csv,noheader%1)\n"
                       "torchrun --nnodes=2 --nproc_per_node=$NGPU --node_rank=$VC_TASK_INDEX ") +
        first + QStringLiteral(" --master_port=29500 train.py\n");
    QTest::newRow("GPU count once per GPU")
        << countQuery.arg(QString()) << 2 << 8 << u"DDP114"_qs << error
        << u"--nproc_per_node gets '8', and torch takes '8' as the training script"_qs
        << QStringList{u"DDP403"_qs, u"DDP404"_qs, u"DDP505"_qs, u"DDP209"_qs};
    // Options quoted into one word: argparse reads the rest of the word as --nnodes's value and
    // stops there; the options inside it are that error's consequence.
    QTest::newRow("options in one quoted word")
        << QStringLiteral("ARGS=\"--nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX ") + first +
               QStringLiteral(" --master_port=29500\"\ntorchrun \"$ARGS\" train.py\n")
        << 2 << 8 << u"DDP301"_qs << error << u"the value holds other options"_qs
        << QStringList{u"DDP403"_qs, u"DDP404"_qs, u"DDP501"_qs, u"DDP505"_qs};
    // In a value torch takes as it is, the options inside are simply not given: --nnodes is 1.
    QTest::newRow("options inside a run id")
        << QStringLiteral("torchrun '--rdzv_id=job --nnodes=2' --nproc_per_node=8 --rdzv_backend=c10d "
                          "--rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:29400 train.py\n")
        << 2 << 8 << u"DDP501"_qs << error << QString() << QStringList();
    // The static rendezvous's rank 0 naming itself by a loopback: its store listens on every
    // interface, but its agent hands that address to every worker as MASTER_ADDR (torch 1.13's
    // _get_addr_and_port), so the other nodes' workers look on themselves.
    const QString loopbackOn = QStringLiteral(
        "if [ \"$VC_TASK_INDEX\" = %1 ]; then M=localhost; else M=${VC_WORKER_HOSTS%%,*}; fi\n"
        "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$M --master_port=29500 "
        "train.py\n");
    QTest::newRow("loopback on rank 0's node") << loopbackOn.arg(0) << 2 << 8 << u"DDP506"_qs << error
                                               << u"node 0 passes --master_addr localhost"_qs << QStringList();
    QTest::newRow("loopback on another node") << loopbackOn.arg(1) << 2 << 8 << u"DDP506"_qs << error
                                              << u"node 1 passes --master_addr localhost"_qs << QStringList();
    // c10d's store node may: the workers' master is the agent's own address there.
    QTest::newRow("c10d endpoint: loopback on the store's node")
        << QStringLiteral("if [ \"$VC_TASK_INDEX\" = 0 ]; then H=localhost; else H=${VC_WORKER_HOSTS%%,*}; fi\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --rdzv_backend=c10d --rdzv_endpoint=$H:29400 "
                          "--rdzv_id=job train.py\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP506"_qs, u"DDP405"_qs};
    // A retry loop whose bound is another variable (names are case-sensitive): it runs no time,
    // on any node, and the pods end without training.
    QTest::newRow("loop that runs no time")
        << QStringLiteral("max_tries=3\nfor ((i = 0; i < MAX_TRIES; i++)); do\n  torchrun --nnodes=2") + statik +
               QStringLiteral("done\n")
        << 2 << 8 << u"DDP113"_qs << error << u"assuming MAX_TRIES is unset"_qs << QStringList();
    // The GPUs counted where the nodes were meant: eight on each of two nodes.
    QTest::newRow("GPU count for --nnodes")
        << QStringLiteral("N=$(nvidia-smi -L | wc -l)\ntorchrun --nnodes=$N ") + first + statik << 2 << 8
        << u"DDP501"_qs << error << u"node 0 passes --nnodes 8"_qs << QStringList();
    // nvidia-smi's CSV has a header line unless noheader: counted, it is one process too many;
    // `tail -n +2` drops it.
    QTest::newRow("GPU indexes counted with the CSV header")
        << QStringLiteral("N=$(nvidia-smi --query-gpu=index --format=csv | wc -l)\ntorchrun --nnodes=2 "
                          "--nproc_per_node=$N --node_rank=$VC_TASK_INDEX ") +
               first + QStringLiteral(" --master_port=29500 train.py\n")
        << 2 << 8 << u"DDP503"_qs << error << u"is 9"_qs << QStringList();
    QTest::newRow("GPU indexes counted without the CSV header")
        << QStringLiteral("N=$(nvidia-smi --query-gpu=index --format=csv | tail -n +2 | wc -l)\ntorchrun --nnodes=2 "
                          "--nproc_per_node=$N --node_rank=$VC_TASK_INDEX ") +
               first + QStringLiteral(" --master_port=29500 train.py\n")
        << 2 << 8 << QString() << error << QString() << QStringList{u"DDP503"_qs};
    // accelerate's config file written by the snippet: its options are read as accelerate reads
    // them (where the command line gives none), and judged like the command line's.
    const QString acceleratePrefix = QStringLiteral(
        "cat > acc.yaml <<EOF\ndistributed_type: MULTI_GPU\nmachine_rank: %1\nmain_process_ip: "
        "${VC_WORKER_HOSTS%%,*}\nmain_process_port: 29500\nnum_machines: $VC_WORKER_NUM\nnum_processes: 16\n"
        "EOF\naccelerate launch --config_file acc.yaml train.py\n");
    QTest::newRow("accelerate config written with one rank")
        << acceleratePrefix.arg(0) << 2 << 8 << u"DDP703"_qs << error << u"--machine_rank is 0"_qs
        << QStringList{u"DDP708"_qs};
    QTest::newRow("accelerate config written right")
        << acceleratePrefix.arg(QStringLiteral("$VC_TASK_INDEX")) << 2 << 8 << QString() << 0 << QString()
        << QStringList{u"DDP708"_qs, u"DDP701"_qs, u"DDP702"_qs, u"DDP703"_qs, u"DDP704"_qs};
    // `[ "$VC_TASK_INDEX" > 0 ]` redirects to a file 0 and tests a non-empty string: true on node
    // 0 too, which then waits for the store its own launcher would open.
    QTest::newRow("redirection taken for a comparison")
        << QStringLiteral(
               "if [ \"$VC_TASK_INDEX\" > 0 ]; then\n  until nc -z ${VC_WORKER_HOSTS%%,*} 29500; do sleep 5; "
               "done\nfi\ntorchrun --nnodes=2 ") +
               first + statik
        << 2 << 8 << u"DDP412"_qs << error << u"node 0 waits for job-worker-0.job:29500"_qs << QStringList();
    // A launcher per branch, the workers' without --nnodes: they run one-node jobs (torch's
    // default) while node 0 waits for all of them.
    QTest::newRow("branch launcher without --nnodes")
        << QStringLiteral("if [ \"$VC_TASK_INDEX\" = 0 ]; then\n  torchrun --nnodes=2 ") + first + statik +
               QStringLiteral("else\n  torchrun ") + first + statik + QStringLiteral("fi\n")
        << 2 << 8 << u"DDP501"_qs << error << u"node 1 may pass --nnodes 1:1"_qs << QStringList();
    QTest::newRow("accelerate config value with a comment")
        << QString(acceleratePrefix.arg(QStringLiteral("$VC_TASK_INDEX")))
               .replace(QStringLiteral("num_machines: $VC_WORKER_NUM"), QStringLiteral("num_machines: 1  # for now"))
        << 2 << 8 << u"DDP701"_qs << error << u"--num_machines is 1"_qs << QStringList();
    QTest::newRow("GPU count of a one-GPU node")
        << countQuery.arg(QString()) << 2 << 1 << QString() << 0 << QString() << QStringList{u"DDP114"_qs};
    QTest::newRow("GPU count, its first line") << countQuery.arg(QStringLiteral(" | head -n 1")) << 2 << 8 << QString()
                                               << 0 << QString() << QStringList{u"DDP114"_qs};
    // A wait under timeout for the master's port, run on the master too: nothing listens there
    // before its launcher, so timeout ends it with 124 and `|| exit 1` stops node 0; without the
    // exit the node only starts later.
    const QString timedWait = QStringLiteral("timeout 10 bash -c \"until nc -z ${VC_WORKER_HOSTS%%,*} 29500; do sleep "
                                             "2; done\"%1\ntorchrun --nnodes=2 ") +
                              first + statik;
    QTest::newRow("timed wait for its own port, then exit")
        << timedWait.arg(QStringLiteral(" || exit 1")) << 2 << 8 << u"DDP111"_qs << error
        << u"timeout ends the command at line 1 with status 124"_qs << QStringList{u"DDP412"_qs};
    QTest::newRow("timed wait for its own port, then on")
        << timedWait.arg(QString()) << 2 << 8 << QString() << 0 << QString()
        << QStringList{u"DDP111"_qs, u"DDP412"_qs, u"DDP113"_qs};
    QTest::newRow("timed wait on the workers only")
        << QStringLiteral("[ \"$VC_TASK_INDEX\" = 0 ] || ") + timedWait.arg(QStringLiteral(" || exit 1")) << 2 << 8
        << QString() << 0 << QString() << QStringList{u"DDP111"_qs, u"DDP412"_qs, u"DDP113"_qs};
    // The static rendezvous keeps its keys under the run id as well: one drawn per node splits them.
    QTest::newRow("static rendezvous, run id per node")
        << QStringLiteral("torchrun --nnodes=2 ") + first + QStringLiteral(" --rdzv_id=$RANDOM") + statik << 2 << 8
        << u"DDP406"_qs << error << u"the static rendezvous keeps its keys"_qs << QStringList();
    QTest::newRow("static rendezvous, one run id")
        << QStringLiteral("torchrun --nnodes=2 ") + first + QStringLiteral(" --rdzv_id=job7") + statik << 2 << 8
        << QString() << 0 << QString() << QStringList{u"DDP406"_qs};
    // A module of torch.distributed that is no launcher: python runs nothing on any node.
    QTest::newRow("launcher package for the launcher module")
        << QStringLiteral("python -m torch.distributed.launcher --nnodes=2 ") + first + statik << 2 << 8 << u"DDP105"_qs
        << error << u"python -m torch.distributed.launcher starts no launcher"_qs << QStringList();
    // head ends the pipeline early: tr, reading without end, dies of SIGPIPE, and pipefail makes
    // that the substitution's status, which set -e stops at.
    QTest::newRow("random tag under pipefail")
        << QStringLiteral("set -euo pipefail\nTAG=$(tr -dc a-z0-9 </dev/urandom | head -c 6)\ntorchrun --nnodes=2 ") +
               first + statik
        << 2 << 8 << u"DDP111"_qs << error << u"set -e is on"_qs << QStringList();
    QTest::newRow("random tag without pipefail")
        << QStringLiteral("set -eu\nTAG=$(tr -dc a-z0-9 </dev/urandom | head -c 6)\ntorchrun --nnodes=2 ") + first +
               statik
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP111"_qs};
    // The elastic docs' etcd example on pods that run only the start command: no etcd server.
    const QString etcd = QStringLiteral("%1torchrun --nnodes=1:2 --nproc_per_node=8 --rdzv_id=j1 --rdzv_backend=etcd "
                                        "--rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:2379 train.py\n");
    QTest::newRow("etcd rendezvous on a pod without etcd")
        << etcd.arg(QString()) << 2 << 8 << u"DDP405"_qs << error << u"needs an etcd server at job-worker-0.job:2379"_qs
        << QStringList();
    QTest::newRow("etcd rendezvous on a pod that starts etcd")
        << etcd.arg(QStringLiteral("etcd --listen-client-urls http://0.0.0.0:2379 &\n")) << 2 << 8 << QString() << 0
        << QString() << QStringList{u"DDP405"_qs};
    // A retry function that runs "$@" with its count still in front: bash looks for a program named 3.
    const QString retry =
        QStringLiteral("retry() {\n  local tries=$1\n%1  for i in $(seq \"$tries\"); do\n"
                       "    \"$@\" && return 0\n  done\n  return 1\n}\nretry 3 torchrun --nnodes=2 ") +
        first + statik;
    QTest::newRow("retry without shift") << retry.arg(QString()) << 2 << 8 << u"DDP105"_qs << error
                                         << u"'3' is no program"_qs << QStringList();
    QTest::newRow("retry with shift") << retry.arg(QStringLiteral("  shift\n")) << 2 << 8 << QString() << 0 << QString()
                                      << QStringList{u"DDP105"_qs, u"DDP111"_qs};
    // In POSIX mode `. FILE` looks in PATH only: the file the snippet wrote is not found.
    QTest::newRow("posix mode sources from PATH")
        << QStringLiteral("set -o posix\necho NNODES=2 > job.env\n. job.env\ntorchrun --nnodes=$NNODES ") + first +
               statik
        << 2 << 8 << u"DDP111"_qs << error << u"looks for job.env in PATH only"_qs << QStringList();
    // timeout runs programs, not the snippet's functions.
    QTest::newRow("timeout of a function")
        << QStringLiteral("launch() {\n  torchrun --nnodes=2 ") + first + statik +
               QStringLiteral("}\ntimeout 72h launch\n")
        << 2 << 8 << u"DDP111"_qs << error << u"timeout: failed to run command 'launch'"_qs << QStringList();
    QTest::newRow("time of a function") << QStringLiteral("launch() {\n  torchrun --nnodes=2 ") + first + statik +
                                               QStringLiteral("}\ntime launch\n")
                                        << 2 << 8 << QString() << 0 << QString()
                                        << QStringList{u"DDP111"_qs, u"DDP105"_qs};
    // printf takes a format that starts with a dash for an option: it prints nothing.
    QTest::newRow("printf format with leading dashes")
        << QStringLiteral("OPTS=$(printf '--nnodes=%s --node_rank=%s' 2 \"$VC_TASK_INDEX\")\ntorchrun $OPTS "
                          "--nproc_per_node=8 --master_addr=${VC_WORKER_HOSTS%%,*} train.py\n")
        << 2 << 8 << u"DDP404"_qs << error << QString() << QStringList();
    // Python 2's print statement: python 3 stops before printing anything.
    QTest::newRow("python 2 print statement")
        << QStringLiteral("N=$(python3 -c 'import os; print len(os.environ[\"VC_WORKER_HOSTS\"].split(\",\"))')\n"
                          "torchrun --nnodes=$N ") +
               first + statik
        << 2 << 8 << u"DDP301"_qs << error << QString() << QStringList();
    // ${DRY_RUN:+echo} gives echo for DRY_RUN=0 as for 1: the launcher is only printed.
    const QString dryRun =
        QStringLiteral("DRY_RUN=${DRY_RUN:-%1}\n${DRY_RUN:+echo} torchrun --nnodes=2 ") + first + statik;
    QTest::newRow("dry-run switch set to 0")
        << dryRun.arg(0) << 2 << 8 << u"DDP105"_qs << error << u"gives echo here"_qs << QStringList();
    QTest::newRow("dry-run switch left empty")
        << dryRun.arg(QString()) << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP105"_qs};
    // A child shell's status is its exit's.
    QTest::newRow("child shell's exit status")
        << QStringLiteral("bash -c 'exit 3' || exit 1\ntorchrun --nnodes=2 ") + first + statik << 2 << 8 << u"DDP111"_qs
        << error << u"on every node"_qs << QStringList();
    QTest::newRow("child shell that succeeds")
        << QStringLiteral("bash -c 'exit 0' || exit 1\ntorchrun --nnodes=2 ") + first + statik << 2 << 8 << QString()
        << 0 << QString() << QStringList{u"DDP111"_qs};
    // python seeds hash() of a string afresh in each process: a port made from it differs from
    // node to node, unless the image fixes PYTHONHASHSEED.
    QTest::newRow("port from python's hash() of the job name")
        << QStringLiteral("PORT=$(python3 -c \"print(20000 + hash('job') % 20000)\")\ntorchrun --nnodes=2 "
                          "--nproc_per_node=8 ") +
               first + QStringLiteral(" --node_rank=$VC_TASK_INDEX --master_port=$PORT train.py\n")
        << 2 << 8 << u"DDP410"_qs << error << u"differs from node to node"_qs << QStringList();
    QTest::newRow("port from python's hash() with a fixed seed")
        << QStringLiteral("export PYTHONHASHSEED=0\nPORT=$(python3 -c \"print(20000 + hash('job') % 20000)\")\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 ") +
               first + QStringLiteral(" --node_rank=$VC_TASK_INDEX --master_port=$PORT train.py\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP410"_qs};
    QTest::newRow("port from the clock in arithmetic")
        << QStringLiteral("PORT=$(( 30000 + $(date +%s%N) / 1000 % 20000 ))\ntorchrun --nnodes=2 --nproc_per_node=8 ") +
               first + QStringLiteral(" --node_rank=$VC_TASK_INDEX --master_port=$PORT train.py\n")
        << 2 << 8 << u"DDP410"_qs << error << u"differs from node to node"_qs << QStringList();
    QTest::newRow("port from bash's EPOCHSECONDS")
        << QStringLiteral("PORT=$(( 30000 + EPOCHSECONDS % 20000 ))\ntorchrun --nnodes=2 --nproc_per_node=8 ") + first +
               QStringLiteral(" --node_rank=$VC_TASK_INDEX --master_port=$PORT train.py\n")
        << 2 << 8 << u"DDP410"_qs << error << u"differs from node to node"_qs << QStringList();
    QTest::newRow("port from /dev/urandom")
        << QStringLiteral(
               "PORT=$(( 30000 + $(od -An -N2 -tu2 /dev/urandom) % 20000 ))\ntorchrun --nnodes=2 --nproc_per_node=8 ") +
               first + QStringLiteral(" --node_rank=$VC_TASK_INDEX --master_port=$PORT train.py\n")
        << 2 << 8 << u"DDP410"_qs << error << u"differs from node to node"_qs << QStringList();
    QTest::newRow("port cut from the clock's nanoseconds")
        << QStringLiteral("PORT=3$(date +%N | cut -c1-4)\ntorchrun --nnodes=2 --nproc_per_node=8 ") + first +
               QStringLiteral(" --node_rank=$VC_TASK_INDEX --master_port=$PORT train.py\n")
        << 2 << 8 << u"DDP410"_qs << error << u"differs from node to node"_qs << QStringList();
    QTest::newRow("port from a substring of the clock")
        << QStringLiteral("N=$(date +%N)\nPORT=3${N:0:4}\ntorchrun --nnodes=2 --nproc_per_node=8 ") + first +
               QStringLiteral(" --node_rank=$VC_TASK_INDEX --master_port=$PORT train.py\n")
        << 2 << 8 << u"DDP410"_qs << error << u"differs from node to node"_qs << QStringList();
    QTest::newRow("port from the date, the same on every node")
        << QStringLiteral("PORT=$(( 30000 + $(date +%Y%m%d) % 20000 ))\ntorchrun --nnodes=2 --nproc_per_node=8 ") +
               first + QStringLiteral(" --node_rank=$VC_TASK_INDEX --master_port=$PORT train.py\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP410"_qs, u"DDP205"_qs};
    // ip route get's source address is the pod's own: every node names itself the master.
    QTest::newRow("master from ip route get's source address")
        << QStringLiteral("ADDR=$(ip route get 1.1.1.1 | awk '{for (i = 1; i < NF; i++) if ($i == \"src\") print "
                          "$(i + 1)}')\ntorchrun --nnodes=2 --nproc_per_node=8 --master_addr=$ADDR") +
               statik
        << 2 << 8 << u"DDP506"_qs << error << u"this node's address"_qs << QStringList();
    // eval of a program's output that is not known here may set any variable: no "empty" verdict.
    QTest::newRow("eval of exports a python program prints")
        << QStringLiteral("eval \"$(python3 -c 'import json, os; cfg = json.load(open(\"/etc/dist.json\")); "
                          "print(cfg)')\"\ntorchrun --nnodes=$NNODES --nproc_per_node=8 --node_rank=$NODE_RANK ") +
               first + QStringLiteral(" --master_port=29500 train.py\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP205"_qs, u"DDP106"_qs};
    // getent prints the canonical name of a name found through the search domains (the full
    // cluster name), which torch 1.13's node 0 takes for its own.
    QTest::newRow("c10d endpoint from getent's canonical name")
        << QStringLiteral("HEAD=$(getent hosts \"${VC_WORKER_HOSTS%%,*}\" | awk '{print $2; exit}')\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --rdzv_backend=c10d --rdzv_endpoint=$HEAD:29400 "
                          "--rdzv_id=job train.py\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP414"_qs};
    // socket.getfqdn() is the pod's full cluster name, never an entry of VC_WORKER_HOSTS.
    QTest::newRow("node rank from the host list's index of getfqdn()")
        << QStringLiteral("NODE_RANK=$(python3 -c 'import os, socket; print(os.environ[\"VC_WORKER_HOSTS\"]"
                          ".split(\",\").index(socket.getfqdn()))')\ntorchrun --nnodes=2 --nproc_per_node=8 "
                          "--node_rank=$NODE_RANK ") +
               first + QStringLiteral(" --master_port=29500 train.py\n")
        << 2 << 8 << u"DDP205"_qs << error << u"invalid int value: ''"_qs << QStringList();
    // A new pod's /tmp is empty: rm without -f finds nothing ("No such file or directory"), and
    // an unmatched pattern stays as it is written (bash without nullglob).
    QTest::newRow("ERR trap, rm of stale state a new pod has not")
        << QStringLiteral(
               "set -E\ntrap 'echo failed >&2; exit 1' ERR\nrm -r /tmp/torchelastic_*\ntorchrun --nnodes=2 ") +
               first + statik
        << 2 << 8 << u"DDP111"_qs << error << u"nothing in a new pod's /tmp/ has that name"_qs << QStringList();
    QTest::newRow("rm -rf of stale state")
        << QStringLiteral("set -e\nrm -rf /tmp/torchelastic_*\ntorchrun --nnodes=2 ") + first + statik << 2 << 8
        << QString() << 0 << QString() << QStringList{u"DDP111"_qs};
    QTest::newRow("rm of what the script made")
        << QStringLiteral("set -e\nmkdir -p /tmp/cache\nrm -r /tmp/cache\ntorchrun --nnodes=2 ") + first + statik << 2
        << 8 << QString() << 0 << QString() << QStringList{u"DDP111"_qs};
    // `!` negates the whole pipeline: its last command's status (bash: exit on the second only).
    QTest::newRow("if ! over a pipeline that matches")
        << QStringLiteral("if ! echo \"$VC_WORKER_HOSTS\" | grep -q ,; then exit 1; fi\ntorchrun --nnodes=2 ") + first +
               statik
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP111"_qs};
    QTest::newRow("if ! over a pipeline that does not match")
        << QStringLiteral("if ! echo \"$VC_WORKER_HOSTS\" | grep -q x; then exit 1; fi\ntorchrun --nnodes=2 ") + first +
               statik
        << 2 << 8 << u"DDP111"_qs << error << u"'exit 1'"_qs << QStringList();
    // nslookup prints the name server's Address line first: grep selects it whatever the addresses are.
    QTest::newRow("nslookup's first Address line")
        << QStringLiteral("IP=$(nslookup \"${VC_WORKER_HOSTS%%,*}\" | grep Address | head -n1 | awk '{print $2}')\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$IP "
                          "--master_port=29500 train.py\n")
        << 2 << 8 << u"DDP307"_qs << error << u"name server"_qs << QStringList();
    // dig uses no search domains unless +search: the job's relative name is not found.
    QTest::newRow("dig +short of the job's relative name")
        << QStringLiteral("IP=$(dig +short \"${VC_WORKER_HOSTS%%,*}\" | tail -n1)\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$IP "
                          "--master_port=29500 train.py\n")
        << 2 << 8 << u"DDP307"_qs << error << u"--master_addr='"_qs << QStringList();
    QTest::newRow("dig +short +search")
        << QStringLiteral("IP=$(dig +short +search \"${VC_WORKER_HOSTS%%,*}\" | tail -n1)\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$IP "
                          "--master_port=29500 train.py\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP307"_qs, u"DDP205"_qs};
    QTest::newRow("nslookup's last Address line")
        << QStringLiteral("IP=$(nslookup \"${VC_WORKER_HOSTS%%,*}\" | grep Address | tail -n1 | awk '{print $2}')\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$IP "
                          "--master_port=29500 train.py\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP307"_qs, u"DDP205"_qs};
    // A loop whose condition only the shell's values decide, and whose body changes none of them:
    // bash never leaves it.
    QTest::newRow("a wait loop whose condition never changes")
        << QStringLiteral("READY=no\nwhile [ \"$READY\" != yes ]; do echo waiting; sleep 5; done\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX ") +
               first + QStringLiteral(" --master_port=29500 train.py\n")
        << 2 << 8 << u"DDP111"_qs << error << u"never gets past here"_qs << QStringList();
    QTest::newRow("a wait for a pod one past the last")
        << QStringLiteral("for i in $(seq 0 $VC_WORKER_NUM); do\n  until getent hosts job-worker-$i.job >/dev/null; do "
                          "sleep 5; done\ndone\ntorchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX ") +
               first + QStringLiteral(" --master_port=29500 train.py\n")
        << 2 << 8 << u"DDP111"_qs << error << u"no pod of this job has that name"_qs << QStringList();
    // A pod's /etc/hosts (the kubelet's) holds localhost and the pod itself: another pod's name
    // is not in it.
    QTest::newRow("the master's address from the pod's own /etc/hosts")
        << QStringLiteral("MASTER=$(awk -v n=job-worker-0 '$0 ~ n {print $1; exit}' /etc/hosts)\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$MASTER "
                          "--master_port=29500 train.py\n")
        << 2 << 8 << u"DDP307"_qs << error << u"bash passes '--master_addr='"_qs << QStringList();
    QTest::newRow("the pod's own address from /etc/hosts")
        << QStringLiteral("MY_IP=$(grep -w \"$(hostname)\" /etc/hosts | cut -f1)\necho \"$MY_IP\" > /tmp/ip\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX ") +
               first + QStringLiteral(" --master_port=29500 train.py\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP307"_qs, u"DDP506"_qs, u"DDP111"_qs};
    QTest::newRow("a quoted here-document leaves $ to its script")
        << QStringLiteral("cat > run.sh <<'EOF'\nNODE_RANK=$VC_TASK_INDEX\ntorchrun --nnodes=2 --nproc_per_node=8 "
                          "--node_rank=$NODE_RANK ") +
               first + QStringLiteral(" --master_port=29500 train.py\nEOF\nbash run.sh\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP118"_qs, u"DDP205"_qs};
    QTest::newRow("an escaped $ in an unquoted here-document")
        << QStringLiteral("cat > run.sh <<EOF\nNODE_RANK=$VC_TASK_INDEX\ntorchrun --nnodes=2 --nproc_per_node=8 "
                          "--node_rank=\\$NODE_RANK --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 "
                          "train.py\nEOF\nbash run.sh\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP118"_qs, u"DDP205"_qs};
    QTest::newRow("the master through ${!...} of the host list itself")
        << QStringLiteral("MASTER=${!VC_WORKER_HOSTS%%,*}\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$MASTER "
                          "--master_port=29500 train.py\n")
        << 2 << 8 << u"DDP307"_qs << error << u"bash abandons line 1, which sets it"_qs << QStringList();
    // ip addr prints the address with its prefix length: torch takes no "10.0.0.5/24" for a host.
    QTest::newRow("the master's address from ip addr with its prefix")
        << QStringLiteral(
               "if [ \"$VC_TASK_INDEX\" = 0 ]; then\n  MASTER=$(ip -4 addr show eth0 | awk '/inet /{print $2}')\n"
               "else\n  MASTER=$(getent hosts ${VC_WORKER_HOSTS%%,*} | awk '{print $1}')\nfi\n"
               "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$MASTER "
               "--master_port=29500 train.py\n")
        << 2 << 8 << u"DDP307"_qs << error << u"/24"_qs << QStringList();
    QTest::newRow("the address from ip -o addr, its prefix cut")
        << QStringLiteral("MY_IP=$(ip -o -4 addr show dev eth0 | awk '{print $4}' | cut -d/ -f1)\n"
                          "echo \"$MY_IP\"\ntorchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX ") +
               first + QStringLiteral(" --master_port=29500 train.py\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP307"_qs, u"DDP506"_qs};
    // A variable nothing sets is not in python's environment either: environ.get gives the default.
    QTest::newRow("the node rank from python's environment, defaulted")
        << QStringLiteral("NODE_RANK=$(python -c \"import os; print(os.environ.get('RANK', 0))\")\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$NODE_RANK ") +
               first + QStringLiteral(" --master_port=29500 train.py\n")
        << 2 << 8 << u"DDP505"_qs << error << u"all pass --node_rank 0"_qs << QStringList();
    // hostname -f is the pod's NAME.SUBDOMAIN and a namespace and cluster domain only the node
    // knows: its first label is the pod's name.
    QTest::newRow("the node rank from the full host name's first label")
        << QStringLiteral("NODE_RANK=$(hostname -f | cut -d. -f1 | awk -F- '{print $NF}')\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$NODE_RANK ") +
               first + QStringLiteral(" --master_port=29500 train.py\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP205"_qs, u"DDP505"_qs};
    QTest::newRow("each node's full host name as the master")
        << QStringLiteral("torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX "
                          "--master_addr=$(hostname -f) --master_port=29500 train.py\n")
        << 2 << 8 << u"DDP506"_qs << error << u"node 1 passes --master_addr job-worker-1"_qs << QStringList();
    // flock FILE -c TEXT runs TEXT in a shell: a hostfile it appends to in /tmp is the pod's own.
    QTest::newRow("a hostfile in the pod's own /tmp written under flock")
        << QStringLiteral("flock -x /tmp/hosts -c \"hostname >> /tmp/hosts\"\n"
                          "RANK=$(( $(grep -n -x \"$(hostname)\" /tmp/hosts | cut -d: -f1) - 1 ))\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$RANK ") +
               first + QStringLiteral(" --master_port=29500 train.py\n")
        << 2 << 8 << u"DDP505"_qs << error << u"nodes 0, 1 all pass --node_rank 0"_qs << QStringList();
    // nslookup and host ask DNS only: the pod's short name is in its /etc/hosts alone.
    QTest::newRow("a wait for DNS to know the pod's own short name")
        << QStringLiteral("until nslookup $(hostname) > /dev/null 2>&1; do sleep 3; done\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX ") +
               first + QStringLiteral(" --master_port=29500 train.py\n")
        << 2 << 8 << u"DDP111"_qs << error << u"nslookup asks DNS only"_qs << QStringList();
    QTest::newRow("a wait for the resolver to know the pod's own short name")
        << QStringLiteral("until getent hosts $(hostname) > /dev/null; do sleep 3; done\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX ") +
               first + QStringLiteral(" --master_port=29500 train.py\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP111"_qs};
    QTest::newRow("a wait for every pod of the job")
        << QStringLiteral("for i in $(seq 0 $((VC_WORKER_NUM - 1))); do\n  until ping -c 1 -W 1 job-worker-$i.job; do "
                          "sleep 5; done\ndone\ntorchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX ") +
               first + QStringLiteral(" --master_port=29500 train.py\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP111"_qs};
    QTest::newRow("a wait loop whose body moves it on")
        << QStringLiteral("N=0\nwhile [ $N -lt 3 ]; do N=$((N + 1)); sleep 1; done\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX ") +
               first + QStringLiteral(" --master_port=29500 train.py\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP111"_qs};
    QTest::newRow("an endless monitor in the background")
        << QStringLiteral("( while true; do nvidia-smi >> /tmp/gpu.csv; sleep 30; done ) &\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX ") +
               first + QStringLiteral(" --master_port=29500 train.py\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP111"_qs};
    QTest::newRow("a wait for a file another process may write")
        << QStringLiteral("while [ ! -f /data/ready ]; do sleep 5; done\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX ") +
               first + QStringLiteral(" --master_port=29500 train.py\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP111"_qs};
    QTest::newRow("eval of a known launcher with arguments only the node knows")
        << QStringLiteral("ARGS=$(cat /etc/launch_args)\neval torchrun --nnodes=2 --nproc_per_node=8 "
                          "--node_rank=$VC_TASK_INDEX ") +
               first + QStringLiteral(" --master_port=29500 $ARGS train.py\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP105"_qs};
    // The node's CPU count is no process count on a GPU node; on a CPU-only job it may be.
    QTest::newRow("processes per node from nproc")
        << QStringLiteral("NPROC=$(nproc)\ntorchrun --nnodes=2 --nproc_per_node=$NPROC ") + first +
               QStringLiteral(" --node_rank=$VC_TASK_INDEX --master_port=29500 train.py\n")
        << 2 << 8 << u"DDP503"_qs << error << u"the node's CPU count"_qs << QStringList();
    QTest::newRow("processes per node from python's os.cpu_count()")
        << QStringLiteral("N=$(python3 -c 'import os; print(os.cpu_count())')\ntorchrun --nnodes=2 "
                          "--nproc_per_node=$N ") +
               first + QStringLiteral(" --node_rank=$VC_TASK_INDEX --master_port=29500 train.py\n")
        << 2 << 8 << u"DDP503"_qs << error << u"the node's CPU count"_qs << QStringList();
    QTest::newRow("processes per node from getconf, CPU-only nodes")
        << QStringLiteral("torchrun --nnodes=2 --nproc_per_node=$(getconf _NPROCESSORS_ONLN) ") + first +
               QStringLiteral(" --node_rank=$VC_TASK_INDEX --master_port=29500 train.py\n")
        << 2 << 0 << QString() << 0 << QString() << QStringList{u"DDP503"_qs};
    QTest::newRow("processes per node: torch's cpu")
        << QStringLiteral("torchrun --nnodes=2 --nproc_per_node=cpu ") + first +
               QStringLiteral(" --node_rank=$VC_TASK_INDEX --master_port=29500 train.py\n")
        << 2 << 4 << u"DDP503"_qs << error << u"a process for each CPU"_qs << QStringList();
    // eval and bash -c read their text as commands, one at a time: a syntax error at or before the
    // launcher's command ends that text there.
    QTest::newRow("eval of a word with a parenthesis")
        << QStringLiteral("NAME=\"llama(7b)\"\neval torchrun --nnodes=2 ") + first +
               QStringLiteral(" --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_port=29500 train.py "
                              "--run_name=$NAME\n")
        << 2 << 8 << u"DDP105"_qs << error << u"eval reads its words again"_qs << QStringList();
    QTest::newRow("eval of the same word quoted")
        << QStringLiteral("NAME=\"llama(7b)\"\neval torchrun --nnodes=2 ") + first +
               QStringLiteral(" --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_port=29500 train.py "
                              "--run_name=\\\"$NAME\\\"\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP105"_qs};
    QTest::newRow("bash -c text with a syntax error before its launcher")
        << QStringLiteral("bash -c 'if then\ntorchrun --nnodes=2 ") + first + statik.trimmed() + QStringLiteral("'\n")
        << 2 << 8 << u"DDP105"_qs << error << u"a syntax error"_qs << QStringList();
    QTest::newRow("bash -c text with a syntax error after its launcher")
        << QStringLiteral("bash -c 'torchrun --nnodes=2 ") + first + statik.trimmed() + QStringLiteral("\nif then'\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP105"_qs};
    QTest::newRow("a written file sourced, a syntax error before its launcher")
        << QStringLiteral("printf 'echo start\\nfoo (\\ntorchrun --nnodes=2 ") + first + statik.trimmed() +
               QStringLiteral("\\n' > run.sh\nsource run.sh\n")
        << 2 << 8 << u"DDP105"_qs << error << u"run.sh stops at its line 2"_qs << QStringList();
    QTest::newRow("set -e and an eval whose text cannot be read")
        << QStringLiteral("set -e\neval 'echo ('\ntorchrun --nnodes=2 ") + first + statik << 2 << 8 << u"DDP111"_qs
        << error << u"exit status 2"_qs << QStringList();
    // conda run and sudo run their command in place; a child shell sees exported variables only,
    // and under sudo without -E not even the platform's.
    QTest::newRow("conda run's child shell reads an unexported variable")
        << QStringLiteral("N=$VC_WORKER_NUM\nconda run -n train --no-capture-output bash -c 'torchrun --nnodes=$N ") +
               first + statik.trimmed() + QStringLiteral("'\n")
        << 2 << 8 << u"DDP301"_qs << error << u"sets it without export"_qs << QStringList();
    QTest::newRow("conda run's child shell reads an exported variable")
        << QStringLiteral("export N=$VC_WORKER_NUM\nconda run -n train bash -c 'torchrun --nnodes=$N ") + first +
               statik.trimmed() + QStringLiteral("'\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP301"_qs, u"DDP105"_qs};
    QTest::newRow("sudo without -E drops the platform's variables")
        << QStringLiteral("sudo bash -c 'torchrun --nnodes=$VC_WORKER_NUM ") + first + statik.trimmed() +
               QStringLiteral("'\n")
        << 2 << 8 << u"DDP205"_qs << error << u"sudo starts bash -c with an emptied environment"_qs << QStringList();
    QTest::newRow("env -i drops them too")
        << QStringLiteral("env -i PATH=/usr/bin bash -c 'torchrun --nnodes=2 ") + first + statik.trimmed() +
               QStringLiteral("'\n")
        << 2 << 8 << u"DDP205"_qs << error << u"env -i starts bash -c with an emptied environment"_qs << QStringList();
    QTest::newRow("su - starts a login shell without them")
        << QStringLiteral("su - root -c 'torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX ") + first +
               QStringLiteral(" --nproc_per_node=8 --master_port=29500 train.py'\n")
        << 2 << 8 << u"DDP205"_qs << error << u"su - starts a login shell"_qs << QStringList();
    QTest::newRow("su without - keeps them")
        << QStringLiteral("su root -s /bin/bash -c 'torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX ") + first +
               QStringLiteral(" --nproc_per_node=8 --master_port=29500 train.py'\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP205"_qs, u"DDP105"_qs};
    QTest::newRow("exec sh -c with bash's own expansion")
        << QStringLiteral("exec sh -c 'M=${VC_WORKER_HOSTS//,/ }\nexec torchrun --nnodes=2 ") + first +
               statik.trimmed() + QStringLiteral("'\n")
        << 2 << 8 << u"DDP105"_qs << error << u"dash stops before the launcher"_qs << QStringList();
    QTest::newRow("exec bash -c that exits")
        << QStringLiteral("exec bash -c 'exit 3'\ntorchrun --nnodes=2 ") + first + statik << 2 << 8 << u"DDP111"_qs
        << error << u"(exit status 3)"_qs << QStringList();
    QTest::newRow("exec bash -c runs its launcher")
        << QStringLiteral("exec bash -c 'M=${VC_WORKER_HOSTS//,/ }\nexec torchrun --nnodes=2 ") + first +
               statik.trimmed() + QStringLiteral("'\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP105"_qs};
    QTest::newRow("sudo -E keeps them") << QStringLiteral("sudo -E bash -c 'torchrun --nnodes=$VC_WORKER_NUM ") +
                                               first + statik.trimmed() + QStringLiteral("'\n")
                                        << 2 << 8 << QString() << 0 << QString()
                                        << QStringList{u"DDP301"_qs, u"DDP105"_qs};
    // One node meets in the same dynamic rendezvous, which refuses the empty run id all the same.
    QTest::newRow("empty run id on one node")
        << QStringLiteral("torchrun --nnodes=1 --nproc_per_node=8 --rdzv_backend=c10d --rdzv_endpoint=localhost:29400 "
                          "--rdzv_id=$SLURM_JOB_ID train.py\n")
        << 1 << 8 << u"DDP411"_qs << error << u"The run id must be a non-empty string"_qs << QStringList();
    QTest::newRow("options in a variable")
        << QStringLiteral("OPTS=\"--nnodes 2 --nproc_per_node 8 --master_addr ${VC_WORKER_HOSTS%%,*}\"\n"
                          "torchrun $OPTS --node_rank=$VC_TASK_INDEX --master_port=29500 train.py\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP114"_qs};
    // A line that looks like the master's assignment and is none: the error says which and why.
    const QString launch = QStringLiteral("torchrun --nnodes=2 --master_addr=$MASTER_ADDR") + statik;
    QTest::newRow("blanks around =") << QStringLiteral("MASTER_ADDR = ${VC_WORKER_HOSTS%%,*}\n") + launch << 2 << 8
                                     << u"DDP307"_qs << error << u"line 1 does not set it: with blanks around '='"_qs
                                     << QStringList();
    QTest::newRow("assignment in a pipeline")
        << QStringLiteral("MASTER_ADDR=$VC_WORKER_HOSTS | cut -d, -f1\n") + launch << 2 << 8 << u"DDP307"_qs << error
        << u"line 1 does not set it: bash runs each part of a pipeline in a subshell"_qs << QStringList();
    QTest::newRow("read at the end of a pipeline")
        << QStringLiteral("printf '%s' \"$VC_WORKER_HOSTS\" | IFS=, read -r MASTER_ADDR _\n") + launch << 2 << 8
        << u"DDP307"_qs << error << u"read runs at the end of a pipeline"_qs << QStringList();
    QTest::newRow("byte-order mark before the assignment")
        << QStringLiteral("\uFEFFMASTER_ADDR=${VC_WORKER_HOSTS%%,*}\n") + launch << 2 << 8 << u"DDP307"_qs << error
        << u"invisible character (U+FEFF"_qs << QStringList();
    QTest::newRow("assignment before a command")
        << QStringLiteral("MASTER_ADDR=${VC_WORKER_HOSTS%%,*} echo starting\n") + launch << 2 << 8 << u"DDP307"_qs
        << error << u"in that command's environment alone"_qs << QStringList();
    QTest::newRow("assignment in a subshell")
        << QStringLiteral("(MASTER_ADDR=${VC_WORKER_HOSTS%%,*})\n") + launch << 2 << 8 << u"DDP307"_qs << error
        << u"inside ( ... ), a subshell"_qs << QStringList();
    // bash gives 29500, /mnt/data, the first host, 0 and 1: nothing is unset or wrong.
    QTest::newRow("${MASTER_PORT:-29500} is 29500")
        << QStringLiteral("torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX ") + first +
               QStringLiteral(" --master_port=${MASTER_PORT:-29500} train.py\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP106"_qs, u"DDP205"_qs};
    QTest::newRow("${DATA_DIR-/mnt/data} is its default")
        << QStringLiteral("torchrun --nnodes=2") + statik.chopped(1) + u' ' + first +
               QStringLiteral(" --data \"${DATA_DIR-/mnt/data}\"\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP106"_qs};
    QTest::newRow("read -a sets the array")
        << QStringLiteral("IFS=, read -r -a HOSTS <<< \"$VC_WORKER_HOSTS\"\ntorchrun --nnodes=${#HOSTS[@]} "
                          "--master_addr=${HOSTS[0]}") +
               statik
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP106"_qs, u"DDP501"_qs, u"DDP506"_qs};
    QTest::newRow("awk's $NF in single quotes")
        << QStringLiteral("RANK_=$(echo \"$HOSTNAME\" | awk -F- '{print $NF}')\ntorchrun --nnodes=2 "
                          "--nproc_per_node=8 --node_rank=$RANK_ ") +
               first + QStringLiteral(" --master_port=29500 train.py\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP106"_qs, u"DDP505"_qs};
    // bash: a bare `wait` returns 0 although torchrun failed (`wait $!` returns its 1).
    QTest::newRow("background, then a bare wait")
        << QStringLiteral("torchrun --nnodes=2 ") + first + statik.chopped(1) + QStringLiteral(" &\nwait\n") << 2 << 8
        << u"DDP101"_qs << warning << u"wait"_qs << QStringList();
    // The start command outlives the training: the job never completes.
    QTest::newRow("background, then tail -f of its log")
        << QStringLiteral("nohup torchrun --nnodes=2 ") + first + statik.chopped(1) +
               QStringLiteral(" > /tmp/train.log 2>&1 &\nsleep 5\ntail -f /tmp/train.log\n")
        << 2 << 8 << u"DDP101"_qs << warning << u"never returns"_qs << QStringList();
    QTest::newRow("background, then tail --pid of its log")
        << QStringLiteral("torchrun --nnodes=2 ") + first + statik.chopped(1) +
               QStringLiteral(" > /tmp/train.log 2>&1 &\ntail --pid=$! -f /tmp/train.log\n")
        << 2 << 8 << u"DDP101"_qs << warning << u"the start command ends at once"_qs << QStringList();
    // bash: wait -n returns with the first job that ends; exit then ends the start command.
    QTest::newRow("wait -n beside a copy that ends first")
        << QStringLiteral("rsync -a /data/shards/ /tmp/cache/ &\ntorchrun --nnodes=2 ") + first + statik.chopped(1) +
               QStringLiteral(" &\nwait -n\nexit $?\n")
        << 2 << 8 << u"DDP101"_qs << error << u"'rsync -a /data/shards/ ...' at line 1"_qs << QStringList();
    QTest::newRow("wait -n beside a program that may end first")
        << QStringLiteral("python3 prefetch.py &\ntorchrun --nnodes=2 ") + first + statik.chopped(1) +
               QStringLiteral(" &\nwait -n\n")
        << 2 << 8 << u"DDP101"_qs << warning << u"if it ends first"_qs << QStringList();
    QTest::newRow("wait -n beside an endless monitor")
        << QStringLiteral("( while true; do nvidia-smi >> gpu.csv; sleep 30; done ) &\ntorchrun --nnodes=2 ") + first +
               statik.chopped(1) + QStringLiteral(" &\nwait -n\nexit $?\n")
        << 2 << 8 << QString() << 0 << QString() << QStringList{u"DDP101"_qs};
    // torch 1.13, two agents of a static rendezvous with --nnodes=2:4: neither completes it.
    QTest::newRow("static node range on 2 nodes")
        << QStringLiteral("torchrun --nnodes=2:4 ") + first + statik << 2 << 8 << u"DDP409"_qs << error
        << u"never completes"_qs << QStringList{u"DDP501"_qs, u"DDP404"_qs};
    QTest::newRow("static node range on 1 node")
        << QStringLiteral("torchrun --nnodes=2:4 ") + first + statik << 1 << 8 << u"DDP409"_qs << error
        << u"never completes"_qs << QStringList{u"DDP501"_qs, u"DDP404"_qs, u"DDP505"_qs};
    // torch 1.13: "argument --master_port: invalid int value: ''".
    QTest::newRow("unset port") << QStringLiteral(
                                       "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX ") +
                                       first + QStringLiteral(" --master_port=$PORT train.py\n")
                                << 2 << 8 << u"DDP205"_qs << error << QString() << QStringList{u"DDP106"_qs};
    // launch passes --local_rank=N first; the script's argparse keeps the last: 0 in both ranks.
    QTest::newRow("launch without --use_env, --local_rank=0 after the script")
        << QStringLiteral("python -m torch.distributed.launch --nproc_per_node=8 --nnodes=2 "
                          "--node_rank=$VC_TASK_INDEX ") +
               first + QStringLiteral(" --master_port=29500 train.py --local_rank=0\n")
        << 2 << 8 << u"DDP605"_qs << error << QString() << QStringList();
    // torchrun 1.13 on a machine without CUDA: "ValueError: Cuda is not available."
    QTest::newRow("gpu on nodes without GPUs")
        << QStringLiteral("torchrun --nnodes=2 --nproc_per_node=gpu --node_rank=$VC_TASK_INDEX ") + first +
               QStringLiteral(" --master_port=29500 train.py\n")
        << 2 << 0 << u"DDP503"_qs << error << u"Cuda is not available"_qs << QStringList();
    // Node 1 gets its own address (or the last host) as the master: the static rendezvous never
    // meets, inline or through MASTER=.
    QTest::newRow("inline $(hostname -i)")
        << QStringLiteral("torchrun --nnodes=2 --master_addr=$(hostname -i)") + statik << 2 << 8 << u"DDP506"_qs
        << error << QString() << QStringList();
    QTest::newRow("inline awk '{print $NF}'")
        << QStringLiteral("torchrun --nnodes=2 --master_addr=$(echo \"$VC_WORKER_HOSTS\" | tr , ' ' | awk '{print "
                          "$NF}')") +
               statik
        << 2 << 8 << u"DDP506"_qs << error << QString() << QStringList{u"DDP106"_qs};
    QTest::newRow("MASTER=$(hostname -i)")
        << QStringLiteral("MASTER=$(hostname -i)\n: \"${MASTER:?}\"\ntorchrun --nnodes=2 --master_addr=$MASTER") +
               statik
        << 2 << 8 << u"DDP506"_qs << error << QString() << QStringList();
    QTest::newRow("MASTER= awk '{print $NF}'")
        << QStringLiteral("MASTER=$(echo \"$VC_WORKER_HOSTS\" | tr , ' ' | awk '{print $NF}')\n: \"${MASTER:?}\"\n"
                          "torchrun --nnodes=2 --master_addr=$MASTER") +
               statik
        << 2 << 8 << u"DDP504"_qs << error << QString() << QStringList{u"DDP106"_qs};
    // torch 1.13: rank 1 alone times out connecting to its own localhost.
    QTest::newRow("localhost master") << QStringLiteral("torchrun --nnodes=2 --master_addr=localhost") + statik << 2
                                      << 8 << u"DDP403"_qs << error << QString() << QStringList();
    QTest::newRow("no master address") << QStringLiteral("torchrun --nnodes=2") + statik << 2 << 8 << u"DDP403"_qs
                                       << error << QString() << QStringList();
    // A parameter expansion of the platform's variable cannot fail: no guard asked for.
    QTest::newRow("MASTER from a parameter expansion")
        << QStringLiteral("MASTER=${VC_WORKER_HOSTS%%,*}\ntorchrun --nnodes=2 --master_addr=$MASTER") + statik << 2 << 8
        << QString() << 0 << QString() << QStringList{u"DDP104"_qs};
    // A MASTER set for the launcher's environment only: its words do not depend on it.
    QTest::newRow("MASTER before the launcher's name")
        << QStringLiteral("MASTER=${VC_WORKER_HOSTS%%,*} torchrun --nnodes=2 ") + first + statik << 2 << 8 << QString()
        << 0 << QString() << QStringList{u"DDP104"_qs};
    // The job's own two hosts, not sample ones.
    QTest::newRow("second host of a 2-node job")
        << QStringLiteral("MASTER=$(echo \"$VC_WORKER_HOSTS\" | cut -d, -f2)\n: \"${MASTER:?}\"\n"
                          "torchrun --nnodes=2 --master_addr=$MASTER") +
               statik
        << 2 << 8 << u"DDP504"_qs << error << u"'job-worker-0.job,job-worker-1.job'"_qs << QStringList{u"DDP506"_qs};
}

void tst_CommandValidator::verdictOfWhatTorchReceives()
{
    QFETCH(QString, snippet);
    QFETCH(int, nodes);
    QFETCH(int, gpus);
    QFETCH(QString, code);
    QFETCH(int, severity);
    QFETCH(QString, says);
    QFETCH(QStringList, absent);
    const ValidationResult result = validate(snippet, Options{QStringLiteral("1.13"), nodes, gpus, QString()});
    QStringList messages;
    for (const CommandDiagnostic& diagnostic : result.diagnostics)
        messages.append(diagnostic.code + u' ' + diagnostic.message);
    const QByteArray all = messages.join(u'\n').toUtf8();
    // A value only the node knows is said in words, never as (a piece of) its private marker.
    const QString joined = messages.join(u'\n');
    QVERIFY2(std::none_of(joined.cbegin(), joined.cend(),
                          [](QChar c) { return c.unicode() >= 0xE000 && c.unicode() < 0xF900; }),
             all.constData());
    for (const QString& wrong : absent)
        QVERIFY2(withCode(result, wrong).isEmpty(), all.constData());
    if (code.isEmpty())
        return;
    const QList<CommandDiagnostic> found = withCode(result, code);
    QVERIFY2(!found.isEmpty(), all.constData());
    QCOMPARE(int(found.first().severity), severity);
    QVERIFY2(found.first().message.contains(says), qPrintable(found.first().message));
}

// A fix is valid in the snippet it is applied to: applied, the snippet validates again without
// a finding of that cause, and without a new error or warning (a fix that writes ${MASTER} where nothing sets
// it also inserts the generator's MASTER lines before the launcher, once, for the job's role).
void tst_CommandValidator::fixValidInItsSnippet_data()
{
    QTest::addColumn<QString>("snippet");
    QTest::addColumn<QString>("role");
    QTest::addColumn<QStringList>("platform"); // NAME=VALUE the platform sets
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("defines"); // the MASTER line the fix inserts, empty: none
    const QString rest =
        QStringLiteral(" --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_port=29500 train.py\n");
    const QString worker = u"worker"_qs;
    const QString line = QStringLiteral("MASTER=\"${VC_WORKER_HOSTS%%,*}\"\nexport MASTER\n: \"${MASTER:?}\"\n");
    const QString set = QStringLiteral("MASTER=\"${VC_WORKER_HOSTS%%,*}\"\n: \"${MASTER:?}\"\n");
    QTest::newRow("DDP403 no address, MASTER never set")
        << QStringLiteral("torchrun --nnodes=2") + rest << worker << QStringList() << 2 << 8 << u"DDP403"_qs << line;
    QTest::newRow("DDP403 localhost, MASTER never set")
        << QStringLiteral("torchrun --nnodes=2 --master_addr=localhost") + rest << worker << QStringList() << 2 << 8
        << u"DDP403"_qs << line;
    QTest::newRow("DDP403 127.0.0.1, MASTER set before")
        << set + QStringLiteral("torchrun --nnodes=2 --master_addr=127.0.0.1") + rest << worker << QStringList() << 2
        << 8 << u"DDP403"_qs << QString();
    QTest::newRow("DDP403 MASTER only in the launcher's environment")
        << QStringLiteral("MASTER=${VC_WORKER_HOSTS%%,*} torchrun --nnodes=2 --master_addr=localhost") + rest << worker
        << QStringList() << 2 << 8 << u"DDP403"_qs << line;
    QTest::newRow("DDP403 MASTER set after the launcher")
        << QStringLiteral("torchrun --nnodes=2") + rest + QStringLiteral("MASTER=x\n") << worker << QStringList() << 2
        << 8 << u"DDP403"_qs << line;
    QTest::newRow("DDP403 MASTER from the platform")
        << QStringLiteral("torchrun --nnodes=2 --master_addr=localhost") + rest << worker
        << QStringList{u"MASTER=job-worker-0.job"_qs} << 2 << 8 << u"DDP403"_qs << QString();
    QTest::newRow("DDP403 launcher after cd &&, options continued")
        << QStringLiteral("set -e\ncd /tmp && torchrun --nnodes=2 \\\n    --master_addr=localhost") + rest << worker
        << QStringList() << 2 << 8 << u"DDP403"_qs << line;
    QTest::newRow("DDP403 launcher inside if")
        << QStringLiteral("if [ -n \"$VC_WORKER_HOSTS\" ]; then\n    torchrun --nnodes=2") + rest +
               QStringLiteral("fi\n")
        << worker << QStringList() << 2 << 8 << u"DDP403"_qs << line;
    QTest::newRow("DDP403 another role")
        << QStringLiteral("torchrun --nnodes=2") + rest << u"gpu-worker"_qs << QStringList() << 2 << 8 << u"DDP403"_qs
        << QStringLiteral("MASTER=\"${VC_GPU_WORKER_HOSTS%%,*}\"\nexport MASTER\n: \"${MASTER:?}\"\n");
    QTest::newRow("DDP405 c10d without an endpoint")
        << QStringLiteral("torchrun --nnodes=2 --nproc_per_node=8 --rdzv_backend=c10d --rdzv_id=job7 train.py\n")
        << worker << QStringList() << 2 << 8 << u"DDP405"_qs << line;
    QTest::newRow("DDP108 <master-ip> where nothing sets MASTER")
        << QStringLiteral("torchrun --nnodes=2 --master_addr=<master-ip>") + rest << worker << QStringList() << 2 << 8
        << u"DDP108"_qs << line;
    QTest::newRow("DDP504 second host") << QStringLiteral(
                                               "MASTER=$(echo \"$VC_WORKER_HOSTS\" | cut -d, -f2)\n: \"${MASTER:?}\"\n"
                                               "torchrun --nnodes=2 --master_addr=$MASTER") +
                                               rest
                                        << worker << QStringList() << 2 << 8 << u"DDP504"_qs << QString();
    // The rendezvous host is the node's own address or the last host: the first host instead.
    QTest::newRow("DDP506 inline $(hostname -i)")
        << QStringLiteral("torchrun --nnodes=2 --master_addr=$(hostname -i)") + rest << worker << QStringList() << 2
        << 8 << u"DDP506"_qs << QString();
    QTest::newRow("DDP506 inline awk '{print $NF}'")
        << QStringLiteral("torchrun --nnodes=2 --master_addr=\"$(echo \"$VC_WORKER_HOSTS\" | tr , ' ' | awk "
                          "'{print $NF}')\"") +
               rest
        << worker << QStringList() << 2 << 8 << u"DDP506"_qs << QString();
    QTest::newRow("DDP506 MASTER=$(hostname -i)")
        << QStringLiteral("MASTER=$(hostname -i)\n: \"${MASTER:?}\"\ntorchrun --nnodes=2 --master_addr=$MASTER") + rest
        << worker << QStringList() << 2 << 8 << u"DDP506"_qs << QString();
    QTest::newRow("DDP506 c10d endpoint on the node itself")
        << QStringLiteral("torchrun --nnodes=2 --nproc_per_node=8 --rdzv_backend=c10d --rdzv_id=job7 "
                          "--rdzv_endpoint=$(hostname -i):29400 train.py\n")
        << worker << QStringList() << 2 << 8 << u"DDP506"_qs << QString();
    QTest::newRow("DDP409 static node range")
        << set + QStringLiteral("torchrun --nnodes=2:4 --master_addr=$MASTER") + rest << worker << QStringList() << 2
        << 8 << u"DDP409"_qs << QString();
    QTest::newRow("DDP503 gpu without GPUs")
        << set + QStringLiteral("torchrun --nnodes=2 --nproc_per_node=gpu --node_rank=$VC_TASK_INDEX "
                                "--master_addr=$MASTER --master_port=29500 train.py\n")
        << worker << QStringList() << 2 << 0 << u"DDP503"_qs << QString();
    QTest::newRow("DDP605 --local_rank=0 after the script")
        << set + QStringLiteral("python -m torch.distributed.launch --use_env --nnodes=2 --master_addr=$MASTER") +
               rest.chopped(1) + QStringLiteral(" --local_rank=0\n")
        << worker << QStringList() << 2 << 8 << u"DDP605"_qs << QString();
}

void tst_CommandValidator::fixValidInItsSnippet()
{
    QFETCH(QString, snippet);
    QFETCH(QString, role);
    QFETCH(QStringList, platform);
    QFETCH(int, nodes);
    QFETCH(int, gpus);
    QFETCH(QString, code);
    QFETCH(QString, defines);
    ValidationOptions options;
    options.torch = TorchVersion::of(1, 13);
    options.nodes = nodes;
    options.gpusPerNode = gpus;
    options.roleName = role;
    for (const QString& item : platform)
        options.platformVariables.append({item.section(u'=', 0, 0), item.section(u'=', 1)});
    const CommandValidator validator(options);
    const QList<CommandDiagnostic> found = withCode(validator.validate(snippet), code);
    QVERIFY2(!found.isEmpty(), qPrintable(snippet));
    QList<DiagnosticFix> fixes;
    for (const CommandDiagnostic& diagnostic : found)
        fixes += diagnostic.fixes();
    QVERIFY(!fixes.isEmpty());
    const QString fixed = applyFixes(snippet, fixes);
    // The MASTER line, when one is needed, once and before the launcher.
    if (defines.isEmpty()) {
        QCOMPARE(fixed.count(u"export MASTER"_qs), snippet.count(u"export MASTER"_qs));
    } else {
        QCOMPARE(fixed.count(defines), 1);
        const qsizetype launcher = std::max(fixed.indexOf(u"torchrun"_qs), fixed.indexOf(u"python -m"_qs));
        QVERIFY2(fixed.indexOf(defines) < launcher, qPrintable(fixed));
    }
    // Nothing of that cause is left, and no error or warning the snippet did not have before.
    QSet<QString> had;
    for (const CommandDiagnostic& diagnostic : validator.validate(snippet).diagnostics)
        had.insert(diagnostic.code);
    had.remove(code);
    const ValidationResult after = validator.validate(fixed);
    QStringList left;
    for (const CommandDiagnostic& diagnostic : after.diagnostics) {
        if (diagnostic.code == code || (diagnostic.severity != Severity::Info && !had.contains(diagnostic.code)))
            left.append(diagnostic.code + u' ' + diagnostic.message);
    }
    QVERIFY2(left.isEmpty(), qPrintable(fixed + u"\n--\n"_qs + left.join(u'\n')));
}

// Each evaluated node's argv judged by the launcher's parser: a cause that stops the launcher on
// some nodes only is one finding that names them; the same cause on every node is one finding
// that names none (tests/shell/test_validate_evaluated_vs_torch.sh holds the same snippets
// against torch's own argparse).
void tst_CommandValidator::perNodeVerdicts_data()
{
    QTest::addColumn<QString>("snippet");
    QTest::addColumn<QString>("torch");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("nodes");    // "on node(s) N only" as the message says it; empty: every node
    QTest::addColumn<QStringList>("says"); // parts of the message
    const QString v26 = QStringLiteral("2.6");
    const QString v113 = QStringLiteral("1.13");
    const QString every;
    QTest::newRow("an option only node 0 gets")
        << QStringLiteral("EXTRA=\"\"\nif [ \"$VC_TASK_INDEX\" = 0 ]; then EXTRA=--foo; fi\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 $EXTRA train.py\n")
        << v26 << u"DDP201"_qs << u"0"_qs << QStringList{u"unrecognized arguments: --foo"_qs};
    QTest::newRow("a dash spelling only node 1 gets, on 1.13")
        << QStringLiteral("if [ \"$VC_TASK_INDEX\" = 1 ]; then EXTRA=\"--nproc-per-node 8\"; "
                          "else EXTRA=\"--nproc_per_node 8\"; fi\ntorchrun --nnodes=2 $EXTRA train.py\n")
        << v113 << u"DDP601"_qs << u"1"_qs << QStringList{u"--nproc-per-node"_qs};
    QTest::newRow("the same dash spelling on 2.6")
        << QStringLiteral("if [ \"$VC_TASK_INDEX\" = 1 ]; then EXTRA=\"--nproc-per-node 8\"; "
                          "else EXTRA=\"--nproc_per_node 8\"; fi\ntorchrun --nnodes=2 $EXTRA train.py\n")
        << v26 << QString() << QString() << QStringList();
    QTest::newRow("a value only node 1 gets")
        << QStringLiteral("PORT=29500\n[ \"$VC_TASK_INDEX\" = 1 ] && PORT=29500x\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --master_port=$PORT train.py\n")
        << v26 << u"DDP205"_qs << u"1"_qs
        << QStringList{u"bash passes '--master_port=29500x'"_qs, u"invalid int value: '29500x'"_qs};
    QTest::newRow("a rank word from a case")
        << QStringLiteral(
               "case \"$VC_TASK_INDEX\" in 0) R=0 ;; *) R=first ;; esac\n"
               "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$R --master_addr=\"${VC_WORKER_HOSTS%%,*}\" "
               "--master_port=29500 train.py\n")
        << v26 << u"DDP205"_qs << u"1"_qs << QStringList{u"'first'"_qs};
    QTest::newRow("an array longer on node 1")
        << QStringLiteral("ARGS=(--nnodes 2)\nif [ \"$VC_TASK_INDEX\" -gt 0 ]; then ARGS+=(--max_restarts -1); fi\n"
                          "torchrun \"${ARGS[@]}\" --nproc_per_node 8 train.py\n")
        << v26 << u"DDP303"_qs << u"1"_qs << QStringList();
    QTest::newRow("a value missing on node 1")
        << QStringLiteral("X=(--nnodes 2 --nproc_per_node 8)\n[ \"$VC_TASK_INDEX\" = 1 ] && X+=(--master_port)\n"
                          "torchrun \"${X[@]}\" train.py\n")
        << v26 << u"DDP205"_qs << u"1"_qs << QStringList{u"'train.py'"_qs};
    QTest::newRow("every node, each its own value")
        << QStringLiteral("if [ \"$VC_TASK_INDEX\" = 0 ]; then P=abc; else P=xyz; fi\n"
                          "torchrun --nnodes=2 --nproc_per_node=8 --master_port=$P train.py\n")
        << v26 << u"DDP205"_qs << every << QStringList{u"'abc'"_qs, u"'xyz'"_qs};
    QTest::newRow("every node, from an array")
        << QStringLiteral("ARGS=(--nnodes 2 --gpus 8)\ntorchrun \"${ARGS[@]}\" train.py\n") << v26 << u"DDP201"_qs
        << every << QStringList{u"unrecognized arguments: --gpus"_qs};
    // The unset variable that gives no word is the cause: said in the error, no DDP106 beside it.
    QTest::newRow("every node, an unset variable gives no word")
        << QStringLiteral("torchrun --nnodes=1 --nproc_per_node=8 --master_port $PORT train.py\n") << v26
        << u"DDP205"_qs << every << QStringList{u"'train.py'"_qs, u"PORT is empty there"_qs};
    QTest::newRow("a function called with a dash spelling on node 1")
        << QStringLiteral("start() { torchrun --nnodes=2 --nproc_per_node=8 \"$@\"; }\n"
                          "if [ \"$VC_TASK_INDEX\" = 0 ]; then start --node_rank=0 train.py; "
                          "else start --node-rank=1 train.py; fi\n")
        << v113 << u"DDP601"_qs << u"1"_qs << QStringList{u"--node-rank=1"_qs};
    QTest::newRow("accelerate, a value only node 1 gets")
        << QStringLiteral("if [ \"$VC_TASK_INDEX\" = 1 ]; then R=one; else R=0; fi\n"
                          "accelerate launch --multi_gpu --num_machines 2 --num_processes 16 --machine_rank $R "
                          "train.py\n")
        << v26 << u"DDP205"_qs << u"1"_qs << QStringList{u"accelerate stops"_qs, u"'one'"_qs};
    QTest::newRow("accelerate, an option without its value on node 0")
        << QStringLiteral("ACC=(--multi_gpu --num_machines 2 --num_processes 16)\n"
                          "[ \"$VC_TASK_INDEX\" = 0 ] && ACC+=(--main_process_ip)\naccelerate launch \"${ACC[@]}\" "
                          "train.py\n")
        << v26 << u"DDP207"_qs << u"0"_qs << QStringList{u"training_script"_qs};
    QTest::newRow("deepspeed, a rank without its value on node 1")
        << QStringLiteral("if [ \"$VC_TASK_INDEX\" = 0 ]; then DS=(--no_ssh --node_rank 0); "
                          "else DS=(--no_ssh --node_rank); fi\ndeepspeed \"${DS[@]}\" --num_gpus 8 train.py\n")
        << v26 << u"DDP203"_qs << u"1"_qs << QStringList{u"--node_rank"_qs};
}

void tst_CommandValidator::perNodeVerdicts()
{
    QFETCH(QString, snippet);
    QFETCH(QString, torch);
    QFETCH(QString, code);
    QFETCH(QString, nodes);
    QFETCH(QStringList, says);
    const ValidationResult result = validate(snippet, Options{torch, 2, 8, QString()});
    QStringList messages;
    QStringList parserCodes;
    for (const CommandDiagnostic& diagnostic : result.diagnostics) {
        messages.append(diagnostic.code + u' ' + diagnostic.message);
        if (diagnostic.severity == Severity::Error &&
            (diagnostic.code.startsWith(u"DDP2") || diagnostic.code.startsWith(u"DDP3") ||
             diagnostic.code == u"DDP601"))
            parserCodes.append(diagnostic.code);
    }
    if (code.isEmpty()) {
        QVERIFY2(parserCodes.isEmpty(), qPrintable(messages.join(u'\n')));
        return;
    }
    // One verdict for the cause, whatever the number of nodes it stops.
    QVERIFY2(parserCodes == QStringList{code}, qPrintable(messages.join(u'\n')));
    const QString message = withCode(result, code).constFirst().message;
    const QString only = QStringLiteral("on node(s) %1 only").arg(nodes);
    QVERIFY2(nodes.isEmpty() ? !message.contains(u" only") : message.contains(only), qPrintable(message));
    for (const QString& part : says)
        QVERIFY2(message.contains(part), qPrintable(message));
    if (message.contains(u"is empty there: the snippet sets it on no path"))
        QVERIFY2(withCode(result, QStringLiteral("DDP106")).isEmpty(), qPrintable(messages.join(u'\n')));
}

// Whether the job starts, as real bash on every node and torch 1.13's parser with the rendezvous
// model judge it (tests/shell/generated_scripts.py found these): an error exactly where the job
// cannot start or hangs, from the cause (the codes listed), and none where it starts.
void tst_CommandValidator::jobOutcome_data()
{
    QTest::addColumn<QString>("snippet");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QStringList>("errors"); // the codes of the errors; empty: the job starts
    const QString common = QStringLiteral("--nnodes=$VC_WORKER_NUM --nproc_per_node=8 ");
    const QString first = QStringLiteral("--master_addr=\"${VC_WORKER_HOSTS%%,*}\" --master_port=29500 ");
    // Branches on the node index, each with its own rank: every node gets its own.
    QTest::newRow("if per node index, own rank each")
        << u"if [ \"$VC_TASK_INDEX\" = 0 ]; then\n  torchrun "_qs + common + first +
               u"--node_rank=0 train.py\nelse\n  torchrun "_qs + common + first + u"--node_rank 1 train.py\nfi\n"_qs
        << 2 << QStringList();
    // A one-node fallback that no node of this job takes: nothing to say of its --nnodes=1.
    QTest::newRow("a fallback for one node no node takes")
        << u"if [ \"$VC_WORKER_NUM\" -lt 2 ]; then\n  torchrun --standalone --nnodes=1 --nproc_per_node=8 "_qs
           u"train.py\nelse\n  torchrun "_qs +
               common + first + u"--node_rank=$VC_TASK_INDEX train.py\nfi\n"_qs
        << 4 << QStringList();
    // The same with --nnodes=1 alone: torch's static defaults (127.0.0.1, rank 0) fit one node.
    QTest::newRow("a --nnodes=1 fallback no node takes")
        << u"if [ \"$VC_WORKER_NUM\" -eq 1 ]; then\n  torchrun --nnodes=1 --nproc_per_node=8 train.py\nelse\n  torchrun "_qs +
               common + first + u"--node_rank=$VC_TASK_INDEX train.py\nfi\n"_qs
        << 2 << QStringList();
    // A smoke test each node runs alone and bash waits for: the job is the launcher after it.
    QTest::newRow("a standalone smoke run before the job")
        << u"torchrun --standalone --nnodes=1 --nproc_per_node=1 train.py --max_steps 1\ntorchrun "_qs + common +
               first + u"--node_rank=$VC_TASK_INDEX train.py\n"_qs
        << 2 << QStringList();
    QTest::newRow("a --nnodes=1 smoke run before the job")
        << u"set -e\ntorchrun --nnodes 1 --nproc_per_node=1 check_env.py\ntorchrun "_qs + common + first +
               u"--node_rank=$VC_TASK_INDEX train.py\n"_qs
        << 3 << QStringList();
    // Two runs alone: the second is the job's launcher, and trains every node alone.
    QTest::newRow("a smoke run, then a standalone job")
        << u"torchrun --standalone --nproc_per_node=1 check_env.py\ntorchrun --standalone --nproc_per_node=8 "_qs
           u"train.py\n"_qs
        << 2 << QStringList{u"DDP501"_qs, u"DDP401"_qs};
    // The launcher's options in what only the node knows (a file it reads, a command's output):
    // an option not seen may be there, so nothing is missing for sure.
    QTest::newRow("options read from a file of the node into an array")
        << u"LAUNCH=()\nwhile read -r line; do LAUNCH+=(\"$line\"); done < /etc/launch.args\n"
           u"torchrun \"${LAUNCH[@]}\" train.py\n"_qs
        << 2 << QStringList();
    QTest::newRow("options from a command's output")
        << u"OPTS=$(cat /etc/launch.opts)\ntorchrun $OPTS train.py\n"_qs << 3 << QStringList();
    QTest::newRow("options from a file the snippet wrote through a descriptor")
        << u"exec 3> launch.args\nprintf '%s\\n' \"--nnodes=$VC_WORKER_NUM\" \"--node_rank=$VC_TASK_INDEX\" >&3\n"
           u"exec 3>&-\nmapfile -t LAUNCH < launch.args\ntorchrun \"${LAUNCH[@]}\" train.py\n"_qs
        << 2 << QStringList();
    QTest::newRow("case per node index, own rank each")
        << u"case \"$VC_TASK_INDEX\" in\n  0) torchrun "_qs + common + first +
               u"--node_rank=0 train.py ;;\n  *) torchrun "_qs + common + first +
               u"--node_rank=$VC_TASK_INDEX train.py ;;\nesac\n"_qs
        << 3 << QStringList();
    QTest::newRow("case on the host name, one node") << u"case \"$HOSTNAME\" in\n  *-0) torchrun "_qs + common + first +
                                                            u"--node_rank=0 train.py ;;\n  *) torchrun "_qs + common +
                                                            first + u"--node_rank=$VC_TASK_INDEX train.py ;;\nesac\n"_qs
                                                     << 1 << QStringList();
    // Shared options in a variable, one launcher per branch: the else branch is read with the
    // words bash gives the node that takes it, not "$COMMON" as the training script.
    QTest::newRow("options in a variable in both branches")
        << u"COMMON=\"--nnodes=2 --nproc_per_node=8 --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500\"\n"
           u"if [ \"$VC_TASK_INDEX\" -eq 0 ]; then\n  torchrun $COMMON --node_rank=0 train.py\nelse\n"
           u"  torchrun $COMMON --node_rank=1 train.py\nfi\n"_qs
        << 2 << QStringList();
    QTest::newRow("branches that give one rank twice")
        << u"if [ \"$VC_TASK_INDEX\" = 0 ]; then R=1; else R=1; fi\ntorchrun "_qs + common + first +
               u"--node_rank=$R train.py\n"_qs
        << 2 << QStringList{u"DDP505"_qs};
    QTest::newRow("a third node in the else branch of two")
        << u"case \"$VC_TASK_INDEX\" in\n  0) torchrun "_qs + common + first +
               u"--node_rank=0 train.py ;;\n  *) torchrun "_qs + common + first +
               u"--node_rank=1 train.py ;;\nesac\n"_qs
        << 3 << QStringList{u"DDP404"_qs};
    // Severity from the outcome: ranks outside 0..N-1 or twice, the master not rank 0's node.
    QTest::newRow("rank with an offset") << u"torchrun "_qs + common + first +
                                                u"--node_rank=$((VC_TASK_INDEX + 1)) train.py\n"_qs
                                         << 2 << QStringList{u"DDP505"_qs};
    QTest::newRow("rank modulo two on three nodes")
        << u"torchrun "_qs + common + first + u"--node_rank=$((VC_TASK_INDEX % 2)) train.py\n"_qs << 3
        << QStringList{u"DDP505"_qs};
    QTest::newRow("the last host as master, static")
        << u"ARGS=\"--master_addr=${VC_WORKER_HOSTS##*,}\"\ntorchrun $ARGS "_qs + common +
               u"--node_rank=$VC_TASK_INDEX train.py\n"_qs
        << 2 << QStringList{u"DDP506"_qs};
    QTest::newRow("the last host as master, in branches")
        << u"case \"$VC_TASK_INDEX\" in\n  0) torchrun "_qs + common +
               u"--master_addr=\"${VC_WORKER_HOSTS##*,}\" --node_rank=0 train.py ;;\n  *) torchrun "_qs + common +
               u"--master_addr=\"${VC_WORKER_HOSTS##*,}\" --node_rank=$VC_TASK_INDEX train.py ;;\nesac\n"_qs
        << 2 << QStringList{u"DDP506"_qs};
    QTest::newRow("c10d at each node's own name")
        << u"torchrun "_qs + common + u"--rdzv_backend=c10d --rdzv_endpoint=$(hostname):29400 train.py\n"_qs << 2
        << QStringList{u"DDP506"_qs};
    QTest::newRow("c10d at an endpoint the nodes leave empty")
        << u"torchrun "_qs + common + u"--rdzv_backend=c10d --rdzv_endpoint=$MASTER_ADDR --rdzv_id=job7 train.py\n"_qs
        << 3 << QStringList{u"DDP405"_qs};
    QTest::newRow("c10d at an endpoint the nodes leave empty, in an array")
        << u"ARGS=(--rdzv_backend=c10d --rdzv_endpoint=$MASTER_ADDR --rdzv_id=job7)\ntorchrun \"${ARGS[@]}\" "_qs +
               common + u"train.py\n"_qs
        << 2 << QStringList{u"DDP405"_qs};
    QTest::newRow("c10d at the first pod's short name")
        << u"torchrun "_qs + common +
               u"--rdzv_backend=c10d --rdzv_endpoint=${VC_WORKER_HOSTS%%.*}:29400 --rdzv_id=job7 "
               u"train.py\n"_qs
        << 3 << QStringList{u"DDP506"_qs};
    // Two processes per GPU, whatever gives the count: a variable, an exported PET_ default.
    QTest::newRow("processes per node from a variable")
        << u"GPUS=16\ntorchrun --nnodes=1 --nproc_per_node=$GPUS train.py\n"_qs << 1 << QStringList{u"DDP503"_qs};
    QTest::newRow("processes per node exported")
        << u"export PET_NNODES=1 PET_NPROC_PER_NODE=16\ntorchrun train.py\n"_qs << 1 << QStringList{u"DDP503"_qs};
    // --no_python: the script is started as a program, looked up in PATH.
    QTest::newRow("no_python in a variable, a Python file")
        << u"ARGS=\"--nproc_per_node=8 --no_python\"\ntorchrun $ARGS --nnodes=1 train.py\n"_qs << 1
        << QStringList{u"DDP315"_qs};
    QTest::newRow("no_python, an executable with its folder")
        << u"torchrun --no_python --nnodes=1 --nproc_per_node=8 ./train.py\n"_qs << 1 << QStringList();
    // `=` makes the whole quoted word one option's value: a backend torch has no handler for.
    QTest::newRow("options quoted into the backend's value")
        << u"torchrun \"--rdzv_backend=c10d --rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:29400\" "_qs + common +
               u"--rdzv_id=job7 train.py\n"_qs
        << 2 << QStringList{u"DDP310"_qs};
    // torchrun's checks on the values bash gives: a literal host with a port from $((...)), a
    // literal '$' in single quotes, an unknown option whose value only the node knows.
    QTest::newRow("a host with a blank, the port computed")
        << u"torchrun '--master_addr=a b' "_qs + common +
               u"--node_rank=$VC_TASK_INDEX --master_port=$((29500 + 1)) "
               u"train.py\n"_qs
        << 2 << QStringList{u"DDP307"_qs};
    QTest::newRow("a literal dollar in the host")
        << u"torchrun '--master_addr=$HOST' "_qs + common +
               u"--node_rank=$VC_TASK_INDEX --master_port=$((29500 + 1)) train.py\n"_qs
        << 2 << QStringList{u"DDP307"_qs};
    QTest::newRow("an unknown option, its value this node's address")
        << u"torchrun --node_ip=$(hostname -i) "_qs + common + first + u"--node_rank=$VC_TASK_INDEX train.py\n"_qs << 2
        << QStringList{u"DDP201"_qs};
    QTest::newRow("no --nnodes on three nodes")
        << u"export PET_NODE_RANK=$VC_TASK_INDEX PET_MASTER_ADDR=${VC_WORKER_HOSTS%%,*}\ntorchrun train.py\n"_qs << 3
        << QStringList{u"DDP501"_qs};
    // Right scripts: the first host's address only the node knows, launch with c10d, script
    // arguments that look like launcher options.
    QTest::newRow("MASTER from getent of the first host")
        << u"MASTER=$(getent hosts $(echo $VC_WORKER_HOSTS | cut -d, -f1) | awk '{print $1}')\ntorchrun "_qs + common +
               u"--master_addr=$MASTER --master_port=29500 --node_rank=$VC_TASK_INDEX train.py\n"_qs
        << 2 << QStringList();
    QTest::newRow("standalone with the platform's node count, one node")
        << u"torchrun --standalone "_qs + common + u"train.py\n"_qs << 1 << QStringList();
    QTest::newRow("launch with c10d")
        << u"python -m torch.distributed.launch --use_env "_qs + common +
               u"--rdzv_backend=c10d --rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:29400 --rdzv_conf=is_host=$((VC_TASK_INDEX == 0)) train.py\n"_qs
        << 2 << QStringList();
    // torch 1.13's c10d hosts the store where the endpoint's name is the node's own: a pod does not
    // take <pod>.<job> for its own, the address and is_host settle it.
    QTest::newRow("c10d at the platform's first host on 1.13")
        << u"torchrun "_qs + common +
               u"--rdzv_backend=c10d --rdzv_id=j1 --rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:29400 "
               u"train.py\n"_qs
        << 2 << QStringList{u"DDP414"_qs};
    QTest::newRow("c10d at the platform's first host, an option 1.13 rejects")
        << u"torchrun "_qs + common +
               u"--local_addr=$(hostname -i) --rdzv_backend=c10d --rdzv_id=j1 "
               u"--rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:29400 train.py\n"_qs
        << 2 << QStringList{u"DDP601"_qs};
    QTest::newRow("c10d at the first host's address on 1.13")
        << u"M=$(getent hosts ${VC_WORKER_HOSTS%%,*} | awk '{print $1}')\ntorchrun "_qs + common +
               u"--rdzv_backend=c10d --rdzv_id=j1 --rdzv_endpoint=$M:29400 train.py\n"_qs
        << 2 << QStringList();
    // A function that holds the launcher and is never called: bash defines it and ends.
    QTest::newRow("launcher in a function never called")
        << u"main() {\n  torchrun "_qs + common + first + u"--node_rank=$VC_TASK_INDEX train.py\n}\n"_qs << 2
        << QStringList{u"DDP113"_qs};
    QTest::newRow("launcher in a function called on node 0 only")
        << u"main() {\n  torchrun "_qs + common + first +
               u"--node_rank=$VC_TASK_INDEX train.py\n}\n[ \"$VC_TASK_INDEX\" = 0 ] && main\n"_qs
        << 2 << QStringList{u"DDP113"_qs};
    QTest::newRow("launcher in a function called")
        << u"main() {\n  torchrun "_qs + common + first +
               u"--node_rank=$VC_TASK_INDEX train.py \"$@\"\n}\nmain \"$@\"\n"_qs
        << 2 << QStringList();
    // In the background, then a look at its log: the command ends, and the container with it;
    // following the log keeps it running.
    QTest::newRow("launcher in the background, a look at its log")
        << u"nohup torchrun "_qs + common + first +
               u"--node_rank=$VC_TASK_INDEX train.py > train.log 2>&1 &\nsleep 5\ntail -n 20 train.log\n"_qs
        << 2 << QStringList{u"DDP101"_qs};
    QTest::newRow("launcher in the background, its log followed")
        << u"nohup torchrun "_qs + common + first +
               u"--node_rank=$VC_TASK_INDEX train.py > train.log 2>&1 &\nsleep 5\ntail -f train.log\n"_qs
        << 2 << QStringList{};
    QTest::newRow("script arguments like launcher options")
        << u"torchrun "_qs + common + first + u"--node_rank=$VC_TASK_INDEX train.py --master_port 1234 --nnodes 4\n"_qs
        << 2 << QStringList();
    // The real cause named, once: the word torch takes for the training script.
    QTest::newRow("an en dash pasted") << u"torchrun \u2013nnodes=2 --nproc_per_node=8 "_qs + first +
                                              u"--node_rank=$VC_TASK_INDEX train.py\n"_qs
                                       << 2 << QStringList{u"DDP314"_qs};
    QTest::newRow("curly quotes around the script")
        << u"torchrun "_qs + common + first + u"--node_rank=$VC_TASK_INDEX \u201ctrain.py\u201d\n"_qs << 2
        << QStringList{u"DDP314"_qs};
    QTest::newRow("Windows line endings")
        << u"torchrun "_qs + common + first + u"--node_rank=$VC_TASK_INDEX train.py\r\n"_qs << 2
        << QStringList{u"DDP314"_qs};
    QTest::newRow("options as one quoted word")
        << u"torchrun \"--nnodes 2 --nproc_per_node 8\" "_qs + first + u"--node_rank=$VC_TASK_INDEX train.py\n"_qs << 2
        << QStringList{u"DDP314"_qs};
    QTest::newRow("python written before the script")
        << u"torchrun "_qs + common + first + u"--node_rank=$VC_TASK_INDEX python train.py\n"_qs << 2
        << QStringList{u"DDP314"_qs};
    QTest::newRow("python3 as the program of --no_python")
        << u"torchrun --no_python "_qs + common + first + u"--node_rank=$VC_TASK_INDEX python3 train.py\n"_qs << 2
        << QStringList();
    // bash: "local: can only be used in a function", nothing assigned: the rank's word vanishes.
    QTest::newRow("local outside a function")
        << u"local R=$VC_TASK_INDEX\ntorchrun "_qs + common + first + u"--node_rank $R train.py\n"_qs << 2
        << QStringList{u"DDP205"_qs};
    // `if $M` with M empty runs no command and succeeds: every node takes the first branch.
    QTest::newRow("an empty variable as the if's command")
        << u"M=$([ \"$VC_TASK_INDEX\" = 0 ] && echo true)\nif $M; then R=0; else R=$VC_TASK_INDEX; fi\ntorchrun "_qs +
               common + first + u"--node_rank=$R train.py\n"_qs
        << 2 << QStringList{u"DDP505"_qs};
    // Wrappers that start the launcher: a shim function that shifts its options off in
    // `for a; do` (the loop's list is "$@" as the loop starts), and script -c (its TEXT run by sh).
    QTest::newRow("a shim function's for-shift loop")
        << u"srun() { local a; for a; do [[ $a == -* ]] && shift || break; done; \"$@\"; }\n"
           u"srun --ntasks-per-node=1 torchrun --nnodes=3 --nproc_per_node=8 "_qs +
               first + u"--node_rank=$VC_TASK_INDEX train.py\n"_qs
        << 2 << QStringList{u"DDP501"_qs};
    QTest::newRow("script -qec")
        << u"script -qec \"torchrun --nnodes=3 --nproc_per_node=8 --master_addr=${VC_WORKER_HOSTS%%,*} "
           u"--master_port=29500 --node_rank=$VC_TASK_INDEX train.py\" /dev/null\n"_qs
        << 2 << QStringList{u"DDP501"_qs};
    // [[ -v N ]] with a number tests positional parameter N: $0 is set, $1 not (no arguments), so
    // node 1 takes the --standalone branch.
    QTest::newRow("[[ -v $VC_TASK_INDEX ]] tests a positional parameter")
        << u"if [[ -v $VC_TASK_INDEX ]]; then\n  torchrun "_qs + common + first +
               u"--node_rank=$VC_TASK_INDEX train.py\nelse\n  torchrun --standalone --nproc_per_node=8 train.py\nfi\n"_qs
        << 2 << QStringList{u"DDP401"_qs};
    // A function named like the launcher shadows it: bash runs the function, whose `command
    // torchrun` adds its own options to the call's.
    QTest::newRow("a function named torchrun")
        << u"torchrun() { command torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node=8 \"$@\"; }\ntorchrun "_qs + first +
               u"--node_rank=$VC_TASK_INDEX train.py\n"_qs
        << 2 << QStringList();
    // torch's static rendezvous meets at --rdzv_endpoint when one is given (get_rdzv_endpoint):
    // --master_addr is then never read.
    QTest::newRow("static with an endpoint, a loopback master_addr unused")
        << u"torchrun "_qs + common +
               u"--node_rank=$VC_TASK_INDEX --master_addr=127.0.0.1 --rdzv_backend=static "
               u"--rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:29500 train.py\n"_qs
        << 2 << QStringList();
    // Commands that fail before the launcher under set -e: export of an invalid name, a command
    // named by a full-width character (a ＃ meant as a comment).
    QTest::newRow("export NAME = VALUE under set -e") << u"set -e\nexport NCCL_IB_HCA = mlx5_0\ntorchrun "_qs + common +
                                                             first + u"--node_rank=$VC_TASK_INDEX train.py\n"_qs
                                                      << 2 << QStringList{u"DDP111"_qs};
    QTest::newRow("a full-width # under set -e") << u"set -e\n\uFF03 \u4E3B\u8282\u70B9\ntorchrun "_qs + common +
                                                        first + u"--node_rank=$VC_TASK_INDEX train.py\n"_qs
                                                 << 2 << QStringList{u"DDP111"_qs};
    // Pasted characters: a no-break space glued to the launcher, a full-width slash in the script.
    QTest::newRow("a no-break space after torchrun")
        << u"torchrun\u00A0"_qs + common + first + u"--node_rank=$VC_TASK_INDEX train.py\n"_qs << 2
        << QStringList{u"DDP105"_qs};
    QTest::newRow("a full-width slash in the script's path")
        << u"torchrun "_qs + common + first + u"--node_rank=$VC_TASK_INDEX .\uFF0Ftrain.py\n"_qs << 2
        << QStringList{u"DDP314"_qs};
    // Values each node draws by itself through a variable: python's free port, printf's clock to
    // the second, the pod's /etc/hostname; printf's clock to the day is the same on every node.
    const QString c10d =
        u"torchrun "_qs + common +
        u"--rdzv_backend=c10d --rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:29400 --rdzv_conf=is_host=$((VC_TASK_INDEX == 0)) "_qs;
    QTest::newRow("a free port from python's socket")
        << u"PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind((\"\", 0)); print(s.getsockname()[1])')\n"
           u"torchrun "_qs +
               common +
               u"--master_addr=${VC_WORKER_HOSTS%%,*} --master_port=$PORT --node_rank=$VC_TASK_INDEX train.py\n"_qs
        << 2 << QStringList{u"DDP410"_qs};
    QTest::newRow("printf's clock to the second as the rendezvous id")
        << u"printf -v ID 'run-%(%H%M%S)T' -1\n"_qs + c10d + u"--rdzv_id=$ID train.py\n"_qs << 2
        << QStringList{u"DDP406"_qs};
    QTest::newRow("printf's clock to the day as the rendezvous id")
        << u"printf -v ID 'run-%(%Y%m%d)T' -1\n"_qs + c10d + u"--rdzv_id=$ID train.py\n"_qs << 2 << QStringList();
    QTest::newRow("the pod's /etc/hostname as the rendezvous id")
        << u"ID=$(cat /etc/hostname)\n"_qs + c10d + u"--rdzv_id=$ID train.py\n"_qs << 2 << QStringList{u"DDP406"_qs};
    // Every pod has VC_TASK_INDEX: the --standalone fallback is never run.
    QTest::newRow("[[ -v ]] of a platform variable")
        << u"if [[ -v VC_TASK_INDEX ]]; then\n  torchrun "_qs + common + first +
               u"--node_rank=$VC_TASK_INDEX train.py\nelse\n  torchrun --standalone --nproc_per_node=8 train.py\nfi\n"_qs
        << 2 << QStringList();
    // A MASTER line ending in \r of Windows line endings: torch strips a rendezvous endpoint, so
    // c10d meets at the first host; inside `$MASTER:29400` the \r stays and torch stops.
    const QString crMaster = u"MASTER=$(echo $VC_WORKER_HOSTS | sed 's/,.*//')\r\n"_qs;
    QTest::newRow("CR after the master, launch with c10d in a variable")
        << crMaster + u"ARGS=\"--rdzv_backend c10d --rdzv_id=j1 --rdzv_endpoint=\"$MASTER\" "
                      u"--rdzv_conf=is_host=$((VC_TASK_INDEX == 0)) --nproc_per_node=8 "
                      u"--nnodes 3\"\r\n"
                      u"python -m torch.distributed.launch --use_env ${ARGS} train.py --lr 0.1\r\n"_qs
        << 3 << QStringList();
    QTest::newRow("CR after the master, the endpoint's port after it")
        << crMaster + u"torchrun --rdzv_backend c10d --rdzv_id=j1 --rdzv_endpoint=$MASTER:29400 "
                      u"--rdzv_conf=is_host=$((VC_TASK_INDEX == 0)) --nproc_per_node=8 "
                      u"--nnodes 3 train.py --lr 0.1\r\n"_qs
        << 3 << QStringList{u"DDP307"_qs};
    QTest::newRow("standalone waiting for two nodes")
        << u"torchrun --standalone --nnodes=2 --nproc_per_node=8 train.py\n"_qs << 1 << QStringList{u"DDP501"_qs};
    QTest::newRow("an empty options variable, quoted")
        << u"ARGS=\"\"\ntorchrun \"$ARGS\" "_qs + common + first + u"--node_rank=$VC_TASK_INDEX train.py\n"_qs << 2
        << QStringList{u"DDP314"_qs};
    QTest::newRow("an empty options variable, unquoted")
        << u"ARGS=\"\"\ntorchrun $ARGS "_qs + common + first + u"--node_rank=$VC_TASK_INDEX train.py\n"_qs << 2
        << QStringList();
    // A value only the node knows, kept as written, has blanks of its own text: the word still
    // starts with "--" and argparse reads an option there.
    QTest::newRow("an empty count before an option only the node completes")
        << u"torchrun --nnodes $NNODES --local_addr=$(date +%s) --nproc_per_node=8 "_qs + first +
               u"--node_rank=$VC_TASK_INDEX train.py\n"_qs
        << 2 << QStringList{u"DDP203"_qs};
    QTest::newRow("quoted options around an address only the node knows")
        << u"MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')\nOPTS=\"--rdzv-endpoint $MASTER --nnodes 1\"\n"
           u"python3 -m torch.distributed.run \"$OPTS\" --rdzv-backend=c10d train.py\n"_qs
        << 1 << QStringList{u"DDP314"_qs};
    // What each node draws at random is its own, also through a variable or arithmetic.
    const QString staticOptions = u"--nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX "
                                  u"--master_addr=${VC_WORKER_HOSTS%%,*} "_qs;
    QTest::newRow("a port each node draws with shuf")
        << u"PORT=$(shuf -i 20000-40000 -n 1)\ntorchrun "_qs + staticOptions + u"--master_port=$PORT train.py\n"_qs << 2
        << QStringList{u"DDP410"_qs};
    QTest::newRow("a port computed from RANDOM")
        << u"torchrun "_qs + staticOptions + u"--master_port=$((RANDOM % 10000 + 20000)) train.py\n"_qs << 2
        << QStringList{u"DDP410"_qs};
    QTest::newRow("a rendezvous id drawn into a variable")
        << u"ID=$(uuidgen)\ntorchrun --nnodes=2 --nproc_per_node=8 --rdzv_backend=c10d "
           u"--rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:29400 --rdzv_conf=is_host=$((VC_TASK_INDEX == 0)) --rdzv_id=$ID train.py\n"_qs
        << 2 << QStringList{u"DDP406"_qs};
    // The clock to the second differs from pod to pod; the day does not.
    const QString dynamicOptions =
        u"torchrun --nnodes=2 --nproc_per_node=8 --rdzv_backend=c10d "
        u"--rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:29400 --rdzv_conf=is_host=$((VC_TASK_INDEX == 0)) "_qs;
    QTest::newRow("a rendezvous id from the clock's seconds in a variable")
        << u"ID=run-$(date +%H%M%S)\n"_qs + dynamicOptions + u"--rdzv_id=$ID train.py\n"_qs << 2
        << QStringList{u"DDP406"_qs};
    QTest::newRow("a rendezvous id from date's default output")
        << u"ID=\"$(date -u)\"\n"_qs + dynamicOptions + u"--rdzv_id=\"$ID\" train.py\n"_qs << 2
        << QStringList{u"DDP406"_qs};
    QTest::newRow("a rendezvous id from today's date")
        << u"ID=run-$(date +%Y%m%d)\n"_qs + dynamicOptions + u"--rdzv_id=$ID train.py\n"_qs << 2 << QStringList{};
    QTest::newRow("a rendezvous id from a date given to date")
        << u"ID=$(date -d @0 +%s)\n"_qs + dynamicOptions + u"--rdzv_id=$ID train.py\n"_qs << 2 << QStringList{};
    // The launcher where PATH finds it: still torchrun, and its options are checked.
    QTest::newRow("the launcher's path from command -v, a wrong node count")
        << u"T=$(command -v torchrun)\n\"$T\" --nnodes=3 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX "
           u"--master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py\n"_qs
        << 2 << QStringList{u"DDP501"_qs};
    QTest::newRow("the launcher's path from which, inline")
        << u"\"$(which torchrun)\" "_qs + staticOptions + u"--master_port=29500 train.py\n"_qs << 2 << QStringList{};
    QTest::newRow("python's path from type -P")
        << u"PY=$(type -P python3)\n$PY -m torch.distributed.run --nnodes=2 --nproc_per_node=8 "
           u"--node_rank=0 --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py\n"_qs
        << 2 << QStringList{u"DDP404"_qs};
    // The static rendezvous's store is where rank 0 runs, whichever pod that is.
    QTest::newRow("rank 0 on the last pod, the master the last host")
        << u"torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$((1 - VC_TASK_INDEX)) "
           u"--master_addr=${VC_WORKER_HOSTS##*,} --master_port=29500 train.py\n"_qs
        << 2 << QStringList{};
    QTest::newRow("rank 0 on the last pod, the master the first host")
        << u"torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$((1 - VC_TASK_INDEX)) "
           u"--master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py\n"_qs
        << 2 << QStringList{u"DDP506"_qs};
    // The port every node passes, also through a variable; --standalone uses none of them.
    QTest::newRow("port 0 through a variable")
        << u"P=${MASTER_PORT:-0}\ntorchrun "_qs + staticOptions + u"--master_port=$P train.py\n"_qs << 2
        << QStringList{u"DDP311"_qs};
    QTest::newRow("standalone ignores its master port")
        << u"torchrun --standalone --nnodes=1 --nproc_per_node=8 --master_port=123456 train.py\n"_qs << 1
        << QStringList{};
    QTest::newRow("a launcher behind flock")
        << u"flock -n -w 5 .lock torchrun --nnodes=3 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX "
           u"--master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py\n"_qs
        << 2 << QStringList{u"DDP501"_qs};
    QTest::newRow("an INI section header written to a file")
        << u"echo \"[master]\" > inventory.ini\ntorchrun "_qs + staticOptions + u"--master_port=29500 train.py\n"_qs
        << 2 << QStringList{};
    QTest::newRow("an INI section header a group writes")
        << u"{\n    echo \"[workers]\"\n    echo \"$VC_WORKER_HOSTS\"\n} > hosts.ini\ntorchrun "_qs + staticOptions +
               u"--master_port=29500 train.py\n"_qs
        << 2 << QStringList{};
    QTest::newRow("a placeholder written to a file")
        << u"echo \"[your token]\" > token.txt\ntorchrun "_qs + staticOptions + u"--master_port=29500 train.py\n"_qs
        << 2 << QStringList{u"DDP108"_qs};
    // A node that takes no branch with a launcher: the others wait for it.
    QTest::newRow("a launcher only node 0 starts") << u"if [ \"$VC_TASK_INDEX\" -eq 0 ]; then\n  torchrun "_qs +
                                                          staticOptions + u"--master_port=29500 train.py\nfi\n"_qs
                                                   << 2 << QStringList{u"DDP113"_qs};
    QTest::newRow("a launcher only node 0 starts, its rank written out")
        << u"if [ \"$VC_TASK_INDEX\" -eq 0 ]; then\n  torchrun --nnodes=2 --nproc_per_node=8 --node_rank=0 "
           u"--master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py\nfi\n"_qs
        << 2 << QStringList{u"DDP113"_qs};
    QTest::newRow("each node its own branch")
        << u"if [ \"$VC_TASK_INDEX\" -eq 0 ]; then\n  torchrun "_qs + staticOptions +
               u"--master_port=29500 train.py\nelse\n  torchrun "_qs + staticOptions +
               u"--master_port=29500 train.py\nfi\n"_qs
        << 2 << QStringList{};
    QTest::newRow("options as one word from an array")
        << u"ARGS=(--nnodes 2 --nproc_per_node 8)\ntorchrun \"${ARGS[*]}\" "_qs + first +
               u"--node_rank=$VC_TASK_INDEX train.py\n"_qs
        << 2 << QStringList{u"DDP314"_qs};
}

void tst_CommandValidator::jobOutcome()
{
    QFETCH(QString, snippet);
    QFETCH(int, nodes);
    QFETCH(QStringList, errors);
    const ValidationResult result = validate(snippet, Options{QStringLiteral("1.13"), nodes, 8, QString()});
    QStringList found;
    QStringList messages;
    for (const CommandDiagnostic& diagnostic : result.diagnostics) {
        messages.append(diagnostic.code + u' ' + diagnostic.message);
        if (diagnostic.severity == Severity::Error && !found.contains(diagnostic.code))
            found.append(diagnostic.code);
    }
    QVERIFY2(found == errors, qPrintable(messages.join(u'\n')));
    if (errors.contains(u"DDP314"_qs)) {
        const CommandDiagnostic& pasted = withCode(result, u"DDP314"_qs).constFirst();
        QVERIFY(!pasted.message.contains(u'\r')); // escaped, as explain shows it
    }
}

// torch.distributed.launch without --use_env passes --local_rank=N (1.13) or --local-rank=N (2.x)
// to the training script; a script the snippet writes, whose argparse has no such option, stops in
// every worker (python3 train.py --local-rank=0: 'unrecognized arguments'): an error, where a
// script of the image, not seen, keeps the warning.
void tst_CommandValidator::writtenScriptLocalRank_data()
{
    QTest::addColumn<QString>("torch");
    QTest::addColumn<QString>("program");
    QTest::addColumn<bool>("stops");
    const QString underscore = u"p.add_argument('--local_rank', type=int, default=0)\n"_qs;
    const QString dash = u"p.add_argument(\"--local-rank\", \"--local_rank\", type=int, default=0)\n"_qs;
    const QString parser = u"import argparse\np = argparse.ArgumentParser()\n"_qs;
    QTest::newRow("2.x passes the dash, the script has the underscore")
        << u"2.1"_qs << parser + underscore + u"a = p.parse_args()\n"_qs << true;
    QTest::newRow("1.13 passes the underscore the script has")
        << u"1.13"_qs << parser + underscore + u"a = p.parse_args()\n"_qs << false;
    QTest::newRow("2.x, the script has both spellings")
        << u"2.4"_qs << parser + dash + u"a = p.parse_args()\n"_qs << false;
    QTest::newRow("1.13, a script that reads only the environment")
        << u"1.13"_qs << parser + u"p.add_argument('--epochs', type=int)\na = p.parse_args()\n"_qs << true;
    QTest::newRow("2.x, parse_known_args keeps the rest")
        << u"2.2"_qs << parser + underscore + u"a, rest = p.parse_known_args()\n"_qs << false;
    QTest::newRow("no argparse at all") << u"2.2"_qs << u"import os\nprint(os.environ['LOCAL_RANK'])\n"_qs << false;
}

void tst_CommandValidator::writtenScriptLocalRank()
{
    QFETCH(QString, torch);
    QFETCH(QString, program);
    QFETCH(bool, stops);
    const QString snippet =
        u"cat > train.py <<'EOF'\n"_qs + program +
        u"EOF\npython -m torch.distributed.launch --nnodes=2 --node_rank=$VC_TASK_INDEX "
        u"--nproc_per_node=8 --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py\n"_qs;
    const ValidationResult result = validate(snippet, Options{torch, 2, 8, QString()});
    const QList<CommandDiagnostic> found = withCode(result, u"DDP603"_qs);
    QVERIFY(!found.isEmpty());
    QCOMPARE(found.constFirst().severity == Severity::Error, stops);
    QVERIFY(std::none_of(result.diagnostics.cbegin(), result.diagnostics.cend(), [&](const CommandDiagnostic& d) {
        return d.severity == Severity::Error && d.code != u"DDP603"_qs;
    }));
}

// --master_addr in a variable of options, in the branch node 0 does not take: bash gives that node
// the first host, which is what ${MASTER} holds; no "not ${MASTER}" warning (DDP506).
void tst_CommandValidator::computedFirstHostIsTheMaster()
{
    ValidationOptions options;
    options.nodes = 2;
    options.gpusPerNode = 8;
    options.torch = TorchVersion::of(1, 13);
    const ValidationResult result = CommandValidator(options).validate(
        u"COMMON=\"--nnodes=2 --nproc_per_node=8 --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500\"\n"
        u"if [ \"$VC_TASK_INDEX\" -eq 0 ]; then\n  torchrun $COMMON --node_rank=0 train.py\nelse\n"
        u"  torchrun $COMMON --node_rank=1 train.py\nfi\n"_qs);
    QStringList found;
    for (const CommandDiagnostic& diagnostic : result.diagnostics)
        found.append(diagnostic.code + u' ' + diagnostic.message);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
}

// A pasted dash becomes the ASCII the user meant with the ASCII dashes beside it: an en dash
// typed before a hyphen ("\u2013-nnodes") was meant as "--nnodes", not "---nnodes"
// (tests/shell/test_validate_fixes_vs_bash.sh runs such fixes through bash and torch 1.13).
void tst_CommandValidator::pastedDashesFixed_data()
{
    QTest::addColumn<QString>("written"); // the options before "train.py"
    QTest::addColumn<QString>("fixed");
    QTest::newRow("en dash") << u"\u2013nnodes=1"_qs << u"--nnodes=1"_qs;
    QTest::newRow("em dash") << u"\u2014nnodes=1"_qs << u"--nnodes=1"_qs;
    QTest::newRow("en dash, then a hyphen") << u"\u2013-nnodes=1"_qs << u"--nnodes=1"_qs;
    QTest::newRow("hyphen, then an en dash later on the line")
        << u"\u2013-nnodes=1 -\u2013nproc_per_node=8"_qs << u"--nnodes=1 --nproc_per_node=8"_qs;
    QTest::newRow("two en dashes") << u"\u2013\u2013nnodes=1"_qs << u"--nnodes=1"_qs;
    QTest::newRow("two minus signs") << u"\u2212\u2212nnodes=1"_qs << u"--nnodes=1"_qs;
    QTest::newRow("minus sign, then a hyphen") << u"\u2212-nnodes=1"_qs << u"--nnodes=1"_qs;
    QTest::newRow("en dash after two hyphens, later on the line")
        << u"\u2014nnodes=1 --\u2013nproc_per_node=8"_qs << u"--nnodes=1 --nproc_per_node=8"_qs;
    QTest::newRow("a single minus sign stays one dash") << u"\u2013nnodes=1 \u2212m"_qs << u"--nnodes=1 -m"_qs;
}

void tst_CommandValidator::pastedDashesFixed()
{
    QFETCH(QString, written);
    QFETCH(QString, fixed);
    const QString snippet = u"torchrun --standalone "_qs + written + u" train.py\n"_qs;
    const QList<CommandDiagnostic> found =
        withCode(validate(snippet, Options{u"1.13"_qs, 1, 8, QString()}), u"DDP314"_qs);
    QCOMPARE(found.size(), 1);
    QCOMPARE(applyFixes(snippet, found.constFirst().fixes()), u"torchrun --standalone "_qs + fixed + u" train.py\n"_qs);
    // The message's advice agrees with the fix of the character it names.
    QVERIFY(found.constFirst().fix);
    QVERIFY2(found.constFirst().message.contains(u"Type '"_qs + found.constFirst().fix->replacement + u"' there"_qs),
             qPrintable(found.constFirst().message));
}

// A script with Windows line endings: one `fix:` line converts them all, however many lines it
// has, and no line prints a carriage return.
void tst_CommandValidator::windowsLineEndingsOneFixLine()
{
    QString snippet = u"set -e\r\n"_qs;
    for (int i = 0; i < 30; ++i)
        snippet += u"export VAR_%1=value_%1\r\n"_qs.arg(i);
    snippet += u"torchrun --standalone --nproc_per_node=8 train.py\r\n"_qs;
    const QList<CommandDiagnostic> found =
        withCode(validate(snippet, Options{u"1.13"_qs, 1, 8, QString()}), u"DDP314"_qs);
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.constFirst().fixes().size(), 32);
    const QStringList lines = describeFixes(found.constFirst().fixes(), snippet);
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines.constFirst().contains(u"Windows line endings"_qs), qPrintable(lines.constFirst()));
    QVERIFY2(lines.constFirst().contains(u"32"_qs), qPrintable(lines.constFirst()));
    QVERIFY(!lines.constFirst().contains(u'\r'));
    QVERIFY(!applyFixes(snippet, found.constFirst().fixes()).contains(u'\r'));
}

// A script of more one-line exports than its size may hold in memory: validate says at which
// line its reading stopped (DDP193), never that there is no launcher, never nothing.
void tst_CommandValidator::textTooLongToReadSaysWhere()
{
    QString text;
    for (int i = 0; i < 150'000; ++i)
        text += u"export V%1=%1\n"_qs.arg(i);
    text += u"torchrun --standalone --nproc_per_node=8 train.py\n"_qs;
    const ValidationResult result = validate(text, Options{u"1.13"_qs, 1, 8, QString()});
    QVERIFY(result.script.unreadFrom);
    const QList<CommandDiagnostic> cut = withCode(result, u"DDP193"_qs);
    QCOMPARE(cut.size(), 1);
    QCOMPARE(cut.constFirst().range.begin.line, result.script.unreadFrom->begin.line);
    QVERIFY2(cut.constFirst().message.contains(u"line %1 of 150002"_qs.arg(result.script.unreadFrom->begin.line)),
             qPrintable(cut.constFirst().message));
    QVERIFY(withCode(result, u"DDP105"_qs).isEmpty());
}

// The value argparse gives an option holds the options quoted with it: the finding says so.
void tst_CommandValidator::optionsInOneValue()
{
    const ValidationResult result = validate(u"torchrun \"--nproc_per_node=8 --nnodes=1\" --standalone train.py\n"_qs,
                                             Options{QStringLiteral("1.13"), 1, 8, QString()});
    const QList<CommandDiagnostic> found = withCode(result, u"DDP302"_qs);
    QVERIFY2(!found.isEmpty(), qPrintable(codes(result).join(u' ')));
    QVERIFY2(found.constFirst().message.contains(u"holds other options"_qs), qPrintable(found.constFirst().message));
    QVERIFY2(found.constFirst().message.contains(u"remove the quotes"_qs), qPrintable(found.constFirst().message));
    // Unquoted, the blanks stay inside one word only where IFS holds none: the cause is IFS.
    const ValidationResult ifs =
        validate(u"IFS=,\nARGS=\"--nproc_per_node=8 --nnodes=1\"\ntorchrun $ARGS --standalone train.py\n"_qs,
                 Options{QStringLiteral("1.13"), 1, 8, QString()});
    const QList<CommandDiagnostic> split = withCode(ifs, u"DDP302"_qs);
    QVERIFY2(!split.isEmpty(), qPrintable(codes(ifs).join(u' ')));
    QVERIFY2(split.constFirst().message.contains(u"restore IFS"_qs), qPrintable(split.constFirst().message));
}

QTEST_GUILESS_MAIN(tst_CommandValidator)
#include "tst_CommandValidator.moc"
