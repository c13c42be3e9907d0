// explain: every token of the guide's snippet gets an explanation (options with their meaning
// and default for the torch version, platform variables, shell constructs, the script with the
// worker environment), and explainAt() picks the most specific one for the GUI.
#include "validate/CommandExplainer.h"

#include "launcher/LauncherOptionTable.h"
#include "model/TorchLauncherFacts.h"

#include <QTest>

#include <algorithm>

using namespace ddpw;

namespace {

const QString kGuide = QStringLiteral("export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`\n"
                                      "torchrun --rdzv_id=0 --rdzv_backend=c10d --rdzv_endpoint=${MASTER}:29500 "
                                      "--nnodes=2 --nproc_per_node=8 train.py --lr 0.1\n");

CommandExplainer explainerFor(const QString& text, const QString& torch = QStringLiteral("1.13"))
{
    ValidationOptions options;
    options.torch = *TorchVersion::parse(torch);
    CommandExplainer explainer(options);
    explainer.setText(text);
    return explainer;
}

// "on the nodes" of the training script: the summary and node 0's first worker.
QString summaryOf(const CommandExplainer& explainer)
{
    for (const TokenExplanation& explanation : explainer.explainAll()) {
        if (explanation.title.startsWith(QLatin1String("training script")))
            return explanation.effect;
    }
    return QString();
}

} // namespace

class tst_CommandExplainer : public QObject
{
    Q_OBJECT

private slots:
    void explanationCutShortSaysFromWhere();
    void tokenAt_data();
    void exportOptions_data();
    void exportOptions();
    void workerEnvironmentWithNodeOnlyCount();
    void tokenAt();
    void workerEnvironment();
    void defaultsFollowVersion();
    void everyWordOfTheLauncherIsExplained();
    void textOutput();
    void oddInput();
    void valuesFromTheCommand_data();
    void valuesFromTheCommand();
    void rejectedOptionsAreExplained_data();
    void rejectedOptionsAreExplained();
    void optionsSpelledForTheTorch_data();
    void optionsSpelledForTheTorch();
    void controlCharactersEscaped();
    void numbersAreTheTables_data();
    void numbersAreTheTables();
    void eachBranchShowsANodeThatTakesIt();
    void writtenScriptShowsNodeZero();
    void deepspeedReadsTheHostfileTheSnippetWrites();
    void optionTableAgreesWithTheFacts();
    void elasticRangeSaysWhatTheRendezvousWaitsFor_data();
    void elasticRangeSaysWhatTheRendezvousWaitsFor();
    void missingScriptSaysTorchStops();
};

void tst_CommandExplainer::tokenAt_data()
{
    QTest::addColumn<QString>("needle"); // explain the token at the first occurrence of this text
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("meaningContains");
    QTest::newRow("export") << QStringLiteral("export") << QStringLiteral("command export") << QStringLiteral("export");
    QTest::newRow("hosts variable") << QStringLiteral("VC_WORKER_HOSTS}") << QStringLiteral("variable VC_WORKER_HOSTS")
                                    << QStringLiteral("comma-separated");
    QTest::newRow("awk") << QStringLiteral("awk") << QStringLiteral("command awk") << QStringLiteral("first field");
    QTest::newRow("torchrun") << QStringLiteral("torchrun") << QStringLiteral("torchrun")
                              << QStringLiteral("rendezvous");
    QTest::newRow("master variable") << QStringLiteral("MASTER}:") << QStringLiteral("variable MASTER")
                                     << QStringLiteral("first host");
    QTest::newRow("nnodes") << QStringLiteral("--nnodes") << QStringLiteral("--nnodes") << QString();
    QTest::newRow("script") << QStringLiteral("train.py") << QStringLiteral("training script train.py")
                            << QStringLiteral("every worker");
    QTest::newRow("script argument") << QStringLiteral("0.1") << QStringLiteral("script argument")
                                     << QStringLiteral("unchanged");
}

void tst_CommandExplainer::tokenAt()
{
    QFETCH(QString, needle);
    QFETCH(QString, title);
    QFETCH(QString, meaningContains);
    const CommandExplainer explainer = explainerFor(kGuide);
    const int offset = int(kGuide.indexOf(needle));
    QVERIFY(offset >= 0);
    const std::optional<TokenExplanation> explanation = explainer.explainAt(offset);
    QVERIFY(explanation);
    QCOMPARE(explanation->title, title);
    QVERIFY(!explanation->meaning.isEmpty());
    QVERIFY2(explanation->meaning.contains(meaningContains), qPrintable(explanation->meaning));
    QVERIFY(explanation->range.begin.offset <= offset && offset < explanation->range.end.offset);
}

// export's options change what its names are: functions (-f) or an export taken back (-n).
void tst_CommandExplainer::exportOptions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("needle");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("meaningContains");
    const QString function = QStringLiteral("launch() { torchrun --nnodes=1 train.py; }\n");
    QTest::newRow("-f names a function") << function + QStringLiteral("export -f launch\nbash -c launch\n")
                                         << QStringLiteral("launch\nbash") << QStringLiteral("export -f launch")
                                         << QStringLiteral("child bash defines it");
    QTest::newRow("-fn takes a function back")
        << function + QStringLiteral("export -fn launch\n") << QStringLiteral("launch\n")
        << QStringLiteral("export -fn launch") << QStringLiteral("no longer exported");
    QTest::newRow("-n takes a variable back")
        << QStringLiteral("export -n NCCL_DEBUG\ntorchrun train.py\n") << QStringLiteral("NCCL_DEBUG")
        << QStringLiteral("export -n NCCL_DEBUG") << QStringLiteral("no longer exported");
    QTest::newRow("a variable") << QStringLiteral("export NCCL_DEBUG=INFO\ntorchrun train.py\n")
                                << QStringLiteral("NCCL_DEBUG") << QStringLiteral("export NCCL_DEBUG")
                                << QStringLiteral("NCCL");
}

void tst_CommandExplainer::exportOptions()
{
    QFETCH(QString, text);
    QFETCH(QString, needle);
    QFETCH(QString, title);
    QFETCH(QString, meaningContains);
    const CommandExplainer explainer = explainerFor(text);
    const int offset = int(text.lastIndexOf(needle));
    QVERIFY(offset >= 0);
    const std::optional<TokenExplanation> explanation = explainer.explainAt(offset);
    QVERIFY(explanation);
    QCOMPARE(explanation->title, title);
    QVERIFY2(explanation->meaning.contains(meaningContains), qPrintable(explanation->meaning));
}

// --nproc_per_node=cpu: the count is the node's, the master and the run id are not.
void tst_CommandExplainer::workerEnvironmentWithNodeOnlyCount()
{
    const QString text = QStringLiteral("torchrun --nnodes=2 --nproc_per_node=cpu --node_rank=$VC_TASK_INDEX "
                                        "--master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py\n");
    const CommandExplainer explainer = explainerFor(text);
    const std::optional<TokenExplanation> script = explainer.explainAt(int(text.indexOf(QLatin1String("train.py"))));
    QVERIFY(script);
    const QString all = script->meaning + u' ' + script->effect;
    for (const char* expected : {"MASTER_PORT=29500", "TORCHELASTIC_RUN_ID=none", "LOCAL_RANK=0", "RANK=0",
                                 "WORLD_SIZE=? (depends on --nproc_per_node"})
        QVERIFY2(all.contains(QLatin1String(expected)), qPrintable(all));
}

void tst_CommandExplainer::workerEnvironment()
{
    const CommandExplainer explainer = explainerFor(kGuide);
    const std::optional<TokenExplanation> script = explainer.explainAt(int(kGuide.indexOf(QLatin1String("train.py"))));
    QVERIFY(script);
    for (const char* name : {"RANK", "LOCAL_RANK", "WORLD_SIZE", "MASTER_ADDR", "MASTER_PORT"})
        QVERIFY2(script->effect.contains(QLatin1String(name)), qPrintable(script->effect));
    QVERIFY2(script->effect.contains(QLatin1String("WORLD_SIZE=16")), qPrintable(script->effect));
}

void tst_CommandExplainer::defaultsFollowVersion()
{
    // --max_restarts defaults to 0 in 1.13 and later; the default comes from that version's table.
    const QString text = QStringLiteral("torchrun --max_restarts=3 --monitor_interval=1 train.py");
    const std::optional<TokenExplanation> option =
        explainerFor(text).explainAt(int(text.indexOf(QLatin1String("--max_restarts"))));
    QVERIFY(option);
    QCOMPARE(option->defaultValue, QStringLiteral("0"));
    const std::optional<TokenExplanation> interval =
        explainerFor(text).explainAt(int(text.indexOf(QLatin1String("--monitor_interval"))));
    QVERIFY(interval);
    QVERIFY(!interval->defaultValue.isEmpty());
    // On 2.6 the dash spelling is an option too, abbreviated or not.
    const QString dash = QStringLiteral("torchrun --nproc-per-node=8 train.py");
    const std::optional<TokenExplanation> nproc =
        explainerFor(dash, QStringLiteral("2.6")).explainAt(int(dash.indexOf(QLatin1String("--nproc"))));
    QVERIFY(nproc);
    QVERIFY(nproc->title.contains(QLatin1String("--nproc-per-node")));
}

void tst_CommandExplainer::everyWordOfTheLauncherIsExplained()
{
    const CommandExplainer explainer = explainerFor(kGuide);
    const int launcher = int(kGuide.indexOf(QLatin1String("torchrun")));
    for (int offset = launcher; offset < kGuide.size() - 1; ++offset) {
        if (kGuide.at(offset).isSpace())
            continue;
        QVERIFY2(explainer.explainAt(offset), qPrintable(QString::number(offset)));
    }
}

void tst_CommandExplainer::textOutput()
{
    const QString text = explainerFor(kGuide).text();
    QVERIFY(text.contains(QLatin1String("2:1: torchrun  [torchrun]")));
    QVERIFY(text.contains(QLatin1String("default:")));
    QVERIFY(text.contains(QLatin1String("on the nodes:")));
}

void tst_CommandExplainer::oddInput()
{
    QString text = QStringLiteral("MASTER=$(echo `x $(( ${VC_WORKER_HOSTS%%,*} torchrun --nnodes \"");
    text += QChar(0xDC00);
    text += QString(500, u'`');
    const CommandExplainer explainer = explainerFor(text);
    for (const TokenExplanation& explanation : explainer.explainAll()) {
        QVERIFY(explanation.range.begin.offset >= 0);
        QVERIFY(explanation.range.end.offset <= text.size());
    }
    QVERIFY(!explainerFor(QString()).explainAt(0));
}

void tst_CommandExplainer::valuesFromTheCommand_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("torch");
    QTest::addColumn<QStringList>("shown");
    QTest::addColumn<QStringList>("notShown");
    // The form's default job meets at ${MASTER}:29500 with run id 0 and no restarts: none of it
    // may show where the command says otherwise.
    QTest::newRow("c10d, values of the command")
        << QStringLiteral("MASTER=$(echo $VC_WORKER_HOSTS | cut -d, -f1)\n"
                          "torchrun --nnodes=3 --nproc-per-node=4 --max-restarts=2 --rdzv-backend=c10d "
                          "--rdzv-endpoint=$MASTER:29400 --rdzv-id=job7 train.py")
        << QStringLiteral("2.6")
        << QStringList{QStringLiteral("3 nodes"),
                       QStringLiteral("world size 12"),
                       QStringLiteral("rendezvous at job-worker-0.job:29400 (from --rdzv-endpoint)"),
                       QStringLiteral("TORCHELASTIC_RUN_ID=job7 (--rdzv-id)"),
                       QStringLiteral("TORCHELASTIC_MAX_RESTARTS=2 (--max-restarts)"),
                       QStringLiteral("LOCAL_WORLD_SIZE=4")}
        << QStringList{QStringLiteral("29500"), QStringLiteral("${MASTER}"), QStringLiteral("RUN_ID=0")};
    QTest::newRow("static, master address and port, 1.13 spellings")
        << QStringLiteral("torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX "
                          "--master_addr=${VC_WORKER_HOSTS%%,*} --master_port=23456 train.py")
        << QStringLiteral("1.13")
        << QStringList{QStringLiteral("MASTER_ADDR=job-worker-0.job (from --master_addr)"),
                       QStringLiteral("MASTER_PORT=23456 (--master_port)"),
                       QStringLiteral("GROUP_RANK=0 (= --node_rank)"), QStringLiteral("TORCHELASTIC_RUN_ID=none"),
                       QStringLiteral("world size 16")}
        << QStringList{QStringLiteral("--master-port"), QStringLiteral("--node-rank"), QStringLiteral("29500")};
    QTest::newRow("static without an address: torch's defaults")
        << QStringLiteral("torchrun --nnodes=2 --nproc_per_node=2 train.py") << QStringLiteral("1.13")
        << QStringList{QStringLiteral("MASTER_ADDR=127.0.0.1"), QStringLiteral("MASTER_PORT=29500"),
                       QStringLiteral("--master_addr not given: its default")}
        << QStringList{QStringLiteral("${MASTER}")};
    QTest::newRow("static endpoint given: it is the master")
        << QStringLiteral("torchrun --nnodes=2 --nproc_per_node=2 --node_rank=$VC_TASK_INDEX "
                          "--rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:1234 train.py")
        << QStringLiteral("1.13")
        << QStringList{QStringLiteral("MASTER_ADDR=job-worker-0.job"), QStringLiteral("MASTER_PORT=1234")}
        << QStringList{QStringLiteral("127.0.0.1")};
    QTest::newRow("options in an array") << QStringLiteral(
                                                "ARGS=(--nnodes 2 --nproc_per_node 4 --rdzv_backend c10d --rdzv_id=abc "
                                                "--rdzv_endpoint \"${VC_WORKER_HOSTS%%,*}:29401\" --max_restarts 1)\n"
                                                "torchrun \"${ARGS[@]}\" train.py")
                                         << QStringLiteral("1.13")
                                         << QStringList{QStringLiteral("TORCHELASTIC_RUN_ID=abc"),
                                                        QStringLiteral("TORCHELASTIC_MAX_RESTARTS=1"),
                                                        QStringLiteral("job-worker-0.job:29401"),
                                                        QStringLiteral("world size 8")}
                                         << QStringList{QStringLiteral("RUN_ID=0")};
    QTest::newRow("standalone, 1.13") << QStringLiteral("torchrun --standalone --nproc_per_node=4 train.py")
                                      << QStringLiteral("1.13")
                                      << QStringList{QStringLiteral("rendezvous at localhost:29400"),
                                                     QStringLiteral("1 node")}
                                      << QStringList{QStringLiteral("${MASTER}")};
    QTest::newRow("elastic range within the platform's count")
        << QStringLiteral("torchrun --nnodes=1:4 --nproc_per_node=2 --rdzv_backend=c10d "
                          "--rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:29400 train.py")
        << QStringLiteral("1.13") << QStringList{QStringLiteral("2 nodes"), QStringLiteral("world size 4")}
        << QStringList{};
    QTest::newRow("a value only the node knows is said to be")
        << QStringLiteral("torchrun --nnodes=2 --nproc_per_node=$(nvidia-smi -L | wc -l) train.py")
        << QStringLiteral("1.13") << QStringList{QStringLiteral("only known on the node: --nproc_per_node=")}
        << QStringList{QStringLiteral("world size 16")};
    QTest::newRow("torch stops: no worker environment")
        << QStringLiteral("torchrun --nnodes=2 --nproc-per-node=8 train.py") << QStringLiteral("1.13")
        << QStringList{QStringLiteral("torch 1.13 stops before it starts a worker")}
        << QStringList{QStringLiteral("RANK=")};
    // An option 1.13 lacks, its value this node's address: one word all the same, and argparse
    // stops at it (not the training script).
    QTest::newRow("an unknown option with a value only the node knows")
        << QStringLiteral("torchrun --nnodes=2 --nproc_per_node=8 --node_ip=$(hostname -i) train.py")
        << QStringLiteral("1.13") << QStringList{QStringLiteral("torch 1.13 stops before it starts a worker")}
        << QStringList{QStringLiteral("RANK=")};
    // Each node's own rank inside the quoted value: torch stops on every node all the same.
    QTest::newRow("torch stops on a value each node has its own")
        << QStringLiteral("torchrun \"--nproc_per_node=4 --nnodes=2 --node_rank $VC_TASK_INDEX\" train.py")
        << QStringLiteral("1.13") << QStringList{QStringLiteral("torch 1.13 stops before it starts a worker")}
        << QStringList{QStringLiteral("RANK=")};
}

void tst_CommandExplainer::valuesFromTheCommand()
{
    QFETCH(QString, text);
    QFETCH(QString, torch);
    QFETCH(QStringList, shown);
    QFETCH(QStringList, notShown);
    ValidationOptions options;
    options.torch = *TorchVersion::parse(torch);
    options.nodes = 2;
    CommandExplainer explainer(options);
    explainer.setText(text);
    const QString summary = summaryOf(explainer);
    for (const QString& part : shown)
        QVERIFY2(summary.contains(part), qPrintable(part + QStringLiteral("\n in: ") + summary));
    for (const QString& part : notShown)
        QVERIFY2(!summary.contains(part), qPrintable(part + QStringLiteral("\n in: ") + summary));
}

void tst_CommandExplainer::rejectedOptionsAreExplained_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("token");
    QTest::addColumn<QString>("says");
    QTest::newRow("dash spelling on 1.13") << QStringLiteral("torchrun --nnodes=2 --nproc-per-node=8 train.py")
                                           << QStringLiteral("--nproc-per-node") << QStringLiteral("unrecognized");
    QTest::newRow("an option no release has") << QStringLiteral("torchrun --nnodes=2 --gpus=8 train.py")
                                              << QStringLiteral("--gpus") << QStringLiteral("unrecognized");
    QTest::newRow("a value argparse refuses") << QStringLiteral("torchrun --nnodes=2 --max_restarts=x train.py")
                                              << QStringLiteral("--max_restarts") << QStringLiteral("invalid int");
}

void tst_CommandExplainer::rejectedOptionsAreExplained()
{
    QFETCH(QString, text);
    QFETCH(QString, token);
    QFETCH(QString, says);
    const std::optional<TokenExplanation> explanation = explainerFor(text).explainAt(int(text.indexOf(token)) + 2);
    QVERIFY(explanation);
    QCOMPARE(explanation->title, QStringLiteral("rejected by torch 1.13"));
    QVERIFY2(explanation->meaning.contains(says), qPrintable(explanation->meaning));
}

void tst_CommandExplainer::optionsSpelledForTheTorch_data()
{
    QTest::addColumn<QString>("torch");
    QTest::addColumn<QString>("spelled");
    QTest::addColumn<QString>("other");
    QTest::newRow("1.13") << QStringLiteral("1.13") << QStringLiteral("--node_rank") << QStringLiteral("--node-rank");
    QTest::newRow("2.6") << QStringLiteral("2.6") << QStringLiteral("--node-rank") << QStringLiteral("--node_rank");
}

void tst_CommandExplainer::optionsSpelledForTheTorch()
{
    QFETCH(QString, torch);
    QFETCH(QString, spelled);
    QFETCH(QString, other);
    // The backend's help text names --node-rank and --master-addr:--master-port.
    const QString text = QStringLiteral("torchrun --rdzv_backend=static --nnodes=2 --nproc_per_node=2 train.py");
    const std::optional<TokenExplanation> backend =
        explainerFor(text, torch).explainAt(int(text.indexOf(QLatin1String("--rdzv_backend"))));
    QVERIFY(backend);
    QVERIFY2(backend->meaning.contains(spelled), qPrintable(backend->meaning));
    QVERIFY2(!backend->meaning.contains(other), qPrintable(backend->meaning));
    const QString summary = summaryOf(explainerFor(text, torch));
    QVERIFY2(summary.contains(spelled), qPrintable(summary));
    QVERIFY2(!summary.contains(other), qPrintable(summary));
}

void tst_CommandExplainer::controlCharactersEscaped()
{
    const QString text = QStringLiteral("torchrun --nnodes=2 --nproc_per_node=2 train.py --tag \x1b[31mred\x07\n");
    const CommandExplainer explainer = explainerFor(text);
    bool sawEscaped = false;
    for (const TokenExplanation& explanation : explainer.explainAll()) {
        for (const QString& field : {explanation.token, explanation.title, explanation.meaning, explanation.effect}) {
            QVERIFY2(!field.contains(QChar(0x1b)) && !field.contains(QChar(0x07)), qPrintable(explanation.title));
            sawEscaped = sawEscaped || field.contains(QLatin1String("\\x1b[31mred\\x07"));
        }
    }
    QVERIFY(sawEscaped);
    QVERIFY(!explainer.text().contains(QChar(0x1b)));
}

// A number an option's explanation states is the value torch's source has for it, in every
// release the table speaks for (resources/explain/torch-launcher-facts.tsv).
void tst_CommandExplainer::numbersAreTheTables_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("fact");
    QTest::addColumn<QString>("stated"); // %1: the table's value
    QTest::newRow("last call") << "--nnodes"
                               << "c10d-last-call-seconds"
                               << "last call (%1 s by default)";
    QTest::newRow("join timeout") << "--rdzv_conf"
                                  << "c10d-join-timeout-seconds"
                                  << "join_timeout=%1";
    QTest::newRow("read timeout") << "--rdzv_conf"
                                  << "c10d-read-timeout-seconds"
                                  << "read_timeout=%1";
    QTest::newRow("static timeout") << "--rdzv_conf"
                                    << "static-timeout-seconds"
                                    << "timeout=%1 (static)";
    QTest::newRow("c10d port") << "--rdzv_endpoint"
                               << "c10d-default-port"
                               << "default port %1";
    QTest::newRow("master port") << "--master_port"
                                 << "master-port-default"
                                 << "%1 by default";
}

void tst_CommandExplainer::numbersAreTheTables()
{
    QFETCH(QString, option);
    QFETCH(QString, fact);
    QFETCH(QString, stated);
    for (const QString& torch : {QStringLiteral("1.13"), QStringLiteral("2.2"), QStringLiteral("2.6")}) {
        const QStringList values = TorchLauncherFacts::values(fact, *TorchVersion::parse(torch));
        QCOMPARE(values.size(), 1);
        const QString text = QStringLiteral("torchrun %1=1 --nnodes=2 --nproc_per_node=2 train.py").arg(option);
        const std::optional<TokenExplanation> explanation =
            explainerFor(text, torch).explainAt(int(text.indexOf(option)));
        QVERIFY(explanation);
        QVERIFY2(explanation->meaning.contains(stated.arg(values.constFirst())), qPrintable(explanation->meaning));
    }
}

// A launcher in a branch node 0 does not take is explained with the values of the first node
// that runs it (never its $VARs as written), and each launcher names the nodes that run it.
void tst_CommandExplainer::eachBranchShowsANodeThatTakesIt()
{
    const QString text = QStringLiteral(
        "MASTER=$(echo $VC_WORKER_HOSTS | cut -d, -f1)\n"
        "if [ \"$VC_TASK_INDEX\" -eq 0 ]; then\n"
        "    torchrun --nnodes=3 --nproc_per_node=8 --master_addr=$MASTER --node_rank=0 train.py\n"
        "else\n"
        "    torchrun --nnodes=3 --nproc_per_node=8 --master_addr=$MASTER --node_rank=$VC_TASK_INDEX train.py\n"
        "fi\n");
    ValidationOptions options;
    options.torch = TorchVersion::of(1, 13);
    options.nodes = 3;
    CommandExplainer explainer(options);
    explainer.setText(text);
    QStringList runs;
    QStringList summaries;
    for (const TokenExplanation& explanation : explainer.explainAll()) {
        if (explanation.title == QLatin1String("torchrun"))
            runs.append(explanation.effect);
        if (explanation.title.startsWith(QLatin1String("training script")))
            summaries.append(explanation.effect);
    }
    QCOMPARE(runs.size(), 2);
    QVERIFY2(runs.at(0).contains(QLatin1String("only node 0 runs this launcher (of nodes 0-2")),
             qPrintable(runs.at(0)));
    QVERIFY2(runs.at(1).contains(QLatin1String("only nodes 1-2 run this launcher")), qPrintable(runs.at(1)));
    QCOMPARE(summaries.size(), 2);
    QVERIFY2(summaries.at(0).contains(QLatin1String("(shown: node 0, local rank 0)")), qPrintable(summaries.at(0)));
    QVERIFY2(summaries.at(1).contains(QLatin1String("(shown: node 1, local rank 0)")), qPrintable(summaries.at(1)));
    QVERIFY2(summaries.at(1).contains(QLatin1String("RANK=8;")), qPrintable(summaries.at(1)));
    QVERIFY2(!summaries.at(1).contains(u'$'), qPrintable(summaries.at(1)));
}

// A launcher in a script the command writes and runs is explained where the command runs the
// script: that it runs inside the script, and the values bash gives node 0 there, as expand has
// them (never the script's $VARs as written).
void tst_CommandExplainer::writtenScriptShowsNodeZero()
{
    const QString text = QStringLiteral("cat > run.sh <<'EOF'\n"
                                        "MASTER=$(echo $VC_WORKER_HOSTS | cut -d, -f1)\n"
                                        "torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node=8 --master_addr=$MASTER "
                                        "--master_port=29500 --node_rank=$VC_TASK_INDEX train.py\n"
                                        "EOF\n"
                                        "bash run.sh\n");
    ValidationOptions options;
    options.torch = TorchVersion::of(1, 13);
    options.nodes = 3;
    CommandExplainer explainer(options);
    explainer.setText(text);
    const int runs = int(text.indexOf(QLatin1String("bash run.sh")));
    QString launcher;
    QString summary;
    for (const TokenExplanation& explanation : explainer.explainAll()) {
        if (explanation.title == QLatin1String("torchrun")) {
            launcher = explanation.effect;
            QCOMPARE(explanation.range.begin.offset, runs);
        }
        if (explanation.title.startsWith(QLatin1String("training script")))
            summary = explanation.effect;
    }
    QVERIFY2(launcher.contains(QLatin1String("runs inside run.sh (line 2)")), qPrintable(launcher));
    QVERIFY2(summary.contains(QLatin1String("torchrun starts 3 nodes")), qPrintable(summary));
    QVERIFY2(summary.contains(QLatin1String("MASTER_ADDR=job-worker-0.job")), qPrintable(summary));
    QVERIFY2(!summary.contains(u'$'), qPrintable(summary));
}

// deepspeed's node count is the hostfile the snippet writes, read as expand reads it for the
// shown node, with that node's rank and master: never "not known statically" where expand knows.
void tst_CommandExplainer::deepspeedReadsTheHostfileTheSnippetWrites()
{
    const QString text = QStringLiteral("echo \"$VC_WORKER_HOSTS\" | tr ',' '\\n' | sed 's/$/ slots=8/' > hostfile\n"
                                        "DS_ARGS=\"--hostfile hostfile --no_ssh --node_rank $VC_TASK_INDEX\"\n"
                                        "deepspeed $DS_ARGS --master_addr ${VC_WORKER_HOSTS%%,*} train.py\n");
    ValidationOptions options;
    options.nodes = 3;
    CommandExplainer explainer(options);
    explainer.setText(text);
    const QString summary = summaryOf(explainer);
    QVERIFY2(summary.startsWith(QLatin1String("shown for node 0: on each node it starts torchrun --nnodes=3 "
                                              "--nproc_per_node=8 --node_rank=0 --rdzv_backend=static "
                                              "--master_addr=job-worker-0.job")),
             qPrintable(summary));
    QVERIFY2(summary.contains(QLatin1String("--no_ssh: this node starts its own processes")), qPrintable(summary));
    QVERIFY2(!summary.contains(u'$'), qPrintable(summary));
}

// The launcher's option table (which cannot read the facts: it sits below them) states the same
// defaults as the facts table, in every supported release.
void tst_CommandExplainer::optionTableAgreesWithTheFacts()
{
    for (const TorchVersion& version : TorchVersion::supported()) {
        QCOMPARE(TorchLauncherFacts::values(QStringLiteral("standalone-endpoint"), version),
                 QStringList{LauncherOptionTable::standaloneEndpoint(version)});
        const LauncherOptionTable& table = LauncherOptionTable::forVersion(version, LauncherKind::TorchRun);
        const LauncherValue port = table.options().at(table.findDest(QStringLiteral("master_port"))).defaultValue;
        QCOMPARE(TorchLauncherFacts::values(QStringLiteral("master-port-default"), version),
                 port.isNull() ? QStringList() : QStringList{port.toString()});
    }
}

// --nnodes=MIN:MAX is no single count: c10d waits for MIN, then its last call (the facts
// table's seconds); the static rendezvous waits for MAX.
void tst_CommandExplainer::elasticRangeSaysWhatTheRendezvousWaitsFor_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<QString>("says");
    QTest::newRow("c10d") << "--rdzv_backend=c10d --rdzv_endpoint=h:29400"
                          << "--nnodes=1:4: the rendezvous waits for the minimum (1), then 30 s (its last call) for "
                             "more nodes, up to 4; the world is the nodes of that round, shown here for 4";
    QTest::newRow("static") << "--master_addr=h"
                            << "--nnodes=1:4 with the static rendezvous: it waits for the maximum, 4 nodes";
}

void tst_CommandExplainer::elasticRangeSaysWhatTheRendezvousWaitsFor()
{
    QFETCH(QString, backend);
    QFETCH(QString, says);
    QCOMPARE(TorchLauncherFacts::values(QStringLiteral("c10d-last-call-seconds"), TorchVersion::of(1, 13)),
             QStringList{QStringLiteral("30")});
    const QString summary =
        summaryOf(explainerFor(QStringLiteral("torchrun --nnodes=1:4 %1 --nproc_per_node=8 train.py").arg(backend)));
    QVERIFY2(summary.contains(says), qPrintable(summary));
}

// No training script (here: an empty variable lets --rdzv_id take it): no word is rejected, but
// torch stops before any worker, and explain says so.
void tst_CommandExplainer::missingScriptSaysTorchStops()
{
    const QString text = QStringLiteral("torchrun --nnodes=1 --nproc_per_node=8 --rdzv_id $UNSET_ID train.py\n");
    bool said = false;
    const CommandExplainer explainer = explainerFor(text);
    for (const TokenExplanation& explanation : explainer.explainAll()) {
        if (explanation.title == QLatin1String("torch 1.13 stops here"))
            said = explanation.meaning.contains(QLatin1String("the following arguments are required"));
    }
    QVERIFY(said);
}

// Generated text with tens of thousands of words gets at most kMaxExplanations explanations
// (memory bounded by the limit, not by the words) and one entry that says where it was cut.
void tst_CommandExplainer::explanationCutShortSaysFromWhere()
{
    QString text = u"torchrun --standalone --nproc_per_node=8 train.py"_qs;
    for (int i = 0; i < CommandExplainer::kMaxExplanations + 500; ++i)
        text += u" a"_qs;
    text += u"\n"_qs;
    const CommandExplainer explainer = explainerFor(text);
    const QList<TokenExplanation>& all = explainer.explainAll();
    QCOMPARE(all.size(), CommandExplainer::kMaxExplanations + 1);
    QCOMPARE(all.constFirst().title, u"torchrun"_qs);
    const auto cut = std::find_if(all.cbegin(), all.cend(),
                                  [](const TokenExplanation& e) { return e.title == u"explanation cut short"_qs; });
    QVERIFY(cut != all.cend());
    // At the first word left out, after every word explained.
    QCOMPARE(cut, all.cend() - 1);
    QVERIFY(cut->range.begin.offset > (all.cend() - 2)->range.begin.offset);
    QVERIFY2(cut->meaning.contains(QString::number(CommandExplainer::kMaxExplanations)), qPrintable(cut->meaning));
}

QTEST_GUILESS_MAIN(tst_CommandExplainer)
#include "tst_CommandExplainer.moc"
