#include "InProcessCli.h"
#include "expand/StaticExpander.h"
#include "model/PlatformEnvironment.h"
#include "shell/ShellReader.h"

#include <QRandomGenerator>
#include <QTemporaryFile>
#include <QTest>

using namespace ddpw;

namespace {

const QStringList kHosts{QStringLiteral("w0.job"), QStringLiteral("w1.job"), QStringLiteral("w2.job")};

StaticExpansion expand(const QString& text, int node = 1, const QMap<QString, QString>& extra = {})
{
    QMap<QString, QString> environment = PlatformEnvironment::toMap(
        PlatformEnvironment::presets(QStringLiteral("worker"), kHosts, node, QStringLiteral("j-worker-7")));
    environment.insert(extra);
    return StaticExpander(environment).expand(ShellReader().read(text));
}

using ddpw::test::CliRun;

// `ddpwizard-cli expand ARGUMENTS`, in this process.
CliRun runCli(const QStringList& arguments, const QByteArray& input = {})
{
    return ddpw::test::runCliInProcess(QStringList{QStringLiteral("expand")} + arguments, input);
}

} // namespace

class tst_StaticExpander : public QObject
{
    Q_OBJECT

private slots:
    void textTooLongToReadStopsWhereItsReadingDid();
    void argv_data();
    void argv();
    void unresolved_data();
    void unresolved();
    void stops_data();
    void stops();
    void alternatives_data();
    void alternatives();
    void environment();
    void assumptions();
    void arguments();
    void cliJson();
    void cliDashedRole();
    void unresolvedEnvironmentInNameOrder();
    void cliExitCodes_data();
    void cliExitCodes();
    void cliInvalidUtf8();
    void garbageNeverCrashes();
    void deepNestingIsBounded();
    void writtenScripts_data();
    void writtenScripts();
    void writtenScriptUnderDash_data();
    void writtenScriptUnderDash();
    void hostileInputEnds_data();
    void hostileInputEnds();
};

void tst_StaticExpander::argv_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");
    const QString guide = QStringLiteral("export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`\n");
    QTest::newRow("guide torchrun") << guide + QStringLiteral("torchrun --rdzv-endpoint=${MASTER}:29500 t.py")
                                    << QStringList{u"torchrun"_qs, u"--rdzv-endpoint=w0.job:29500"_qs, u"t.py"_qs};
    QTest::newRow("guide launch")
        << guide + QStringLiteral("python -m torch.distributed.launch --node-rank=${VC_TASK_INDEX} "
                                  "--master-addr=${MASTER} t.py")
        << QStringList{
               u"python"_qs, u"-m"_qs, u"torch.distributed.launch"_qs, u"--node-rank=1"_qs, u"--master-addr=w0.job"_qs,
               u"t.py"_qs};
    QTest::newRow("cut") << QStringLiteral("M=$(echo $VC_WORKER_HOSTS | cut -d ',' -f 2); torchrun $M")
                         << QStringList{u"torchrun"_qs, u"w1.job"_qs};
    QTest::newRow("cut attached") << QStringLiteral("M=$(echo $VC_WORKER_HOSTS | cut -d, -f1-2); torchrun $M")
                                  << QStringList{u"torchrun"_qs, u"w0.job,w1.job"_qs};
    QTest::newRow("percent") << QStringLiteral("torchrun ${VC_WORKER_HOSTS%%,*} ${VC_WORKER_HOSTS%,*}")
                             << QStringList{u"torchrun"_qs, u"w0.job"_qs, u"w0.job,w1.job"_qs};
    QTest::newRow("hash") << QStringLiteral("torchrun ${VC_WORKER_HOSTS#*,} ${VC_WORKER_HOSTS##*,}")
                          << QStringList{u"torchrun"_qs, u"w1.job,w2.job"_qs, u"w2.job"_qs};
    QTest::newRow("defaults") << QStringLiteral("torchrun ${A:-x} ${B:=y} $B ${VC_TASK_INDEX:-9}")
                              << QStringList{u"torchrun"_qs, u"x"_qs, u"y"_qs, u"y"_qs, u"1"_qs};
    QTest::newRow("arithmetic") << QStringLiteral("torchrun $((VC_WORKER_NUM*8)) $(( 7 % 3 ? 10 : 20 ))")
                                << QStringList{u"torchrun"_qs, u"24"_qs, u"10"_qs};
    QTest::newRow("splitting") << QStringLiteral("X=' a  b '; torchrun $X \"$X\"")
                               << QStringList{u"torchrun"_qs, u"a"_qs, u"b"_qs, u" a  b "_qs};
    QTest::newRow("absolute python -u") << QStringLiteral("/opt/conda/bin/python3 -u -m torch.distributed.run t.py")
                                        << QStringList{u"/opt/conda/bin/python3"_qs, u"-u"_qs, u"-m"_qs,
                                                       u"torch.distributed.run"_qs, u"t.py"_qs};
    QTest::newRow("env wrapper") << QStringLiteral("exec env A=1 /usr/bin/torchrun t.py")
                                 << QStringList{u"/usr/bin/torchrun"_qs, u"t.py"_qs};
    QTest::newRow("variable program") << QStringLiteral("PY=python3; $PY -m torch.distributed.run t.py")
                                      << QStringList{u"python3"_qs, u"-m"_qs, u"torch.distributed.run"_qs, u"t.py"_qs};
    QTest::newRow("first launcher only") << QStringLiteral("echo hi; torchrun a\ntorchrun b")
                                         << QStringList{u"torchrun"_qs, u"a"_qs};
    QTest::newRow("here-string") << QStringLiteral("M=$(awk -F, '{print $3}' <<< \"$VC_WORKER_HOSTS\"); torchrun $M")
                                 << QStringList{u"torchrun"_qs, u"w2.job"_qs};
    QTest::newRow("sed") << QStringLiteral("M=$(echo $VC_WORKER_HOSTS | sed -e 's/\\([^,]*\\),.*/\\1!/'); torchrun $M")
                         << QStringList{u"torchrun"_qs, u"w0.job!"_qs};
    QTest::newRow("tr head tail") << QStringLiteral("torchrun $(echo $VC_WORKER_HOSTS | tr , '\\n' | tail -n 1)")
                                  << QStringList{u"torchrun"_qs, u"w2.job"_qs};
    // util-linux rev: each line's characters reversed (bash gives 'boj.2w' and 'olleh').
    QTest::newRow("rev") << QStringLiteral("torchrun $(echo $VC_WORKER_HOSTS | tr , '\\n' | tail -n 1 | rev) "
                                           "$(printf 'hello' | rev)")
                         << QStringList{u"torchrun"_qs, u"boj.2w"_qs, u"olleh"_qs};
    // GNU sort in the C locale: bytes; -n ties fall back to the line; -u keeps one of equal keys.
    QTest::newRow("sort -r") << QStringLiteral("torchrun $(echo $VC_WORKER_HOSTS | tr , '\\n' | sort -r)")
                             << QStringList{u"torchrun"_qs, u"w2.job"_qs, u"w1.job"_qs, u"w0.job"_qs};
    QTest::newRow("sort -nu") << QStringLiteral("torchrun $(printf '%s\\n' 10 9 b 010 a -1 | sort -nu)")
                              << QStringList{u"torchrun"_qs, u"-1"_qs, u"b"_qs, u"9"_qs, u"10"_qs};
    // getopts as bash 5 runs it (each row's argv checked with bash): grouped letters, a value
    // glued or in the next word, silent mode, `--`, OPTIND for shift, a local OPTIND per call.
    QTest::newRow("getopts glued and grouped")
        << QStringLiteral("set -- -n 3 -rg x -- y; torchrun $(while getopts \"n:r:g\" o; do echo \"$o=${OPTARG-}\"; "
                          "done; echo \"$OPTIND\")")
        << QStringList{u"torchrun"_qs, u"n=3"_qs, u"r=g"_qs, u"4"_qs};
    QTest::newRow("getopts silent missing value")
        << QStringLiteral("set -- -ab -n; torchrun $(while getopts \":n:ab\" o; do echo \"$o=${OPTARG-}\"; done; "
                          "echo \"$OPTIND\")")
        << QStringList{u"torchrun"_qs, u"a="_qs, u"b="_qs, u":=n"_qs, u"3"_qs};
    QTest::newRow("getopts then shift")
        << QStringLiteral(
               "g() { while getopts a o; do :; done; shift $((OPTIND - 1)); torchrun \"$@\"; }; g -a -a t.py -a")
        << QStringList{u"torchrun"_qs, u"t.py"_qs, u"-a"_qs};
    QTest::newRow("getopts local OPTIND")
        << QStringLiteral("h() { local OPTIND o; while getopts p: o \"$@\"; do P=$OPTARG; done; }; h -p 1; h -p2; "
                          "torchrun --master_port=$P")
        << QStringList{u"torchrun"_qs, u"--master_port=2"_qs};
    QTest::newRow("getopts OPTIND kept between calls")
        << QStringLiteral("k() { while getopts p: o \"$@\"; do Q=$OPTARG; done; }; k -p 1; k -p2; "
                          "torchrun --master_port=$Q")
        << QStringList{u"torchrun"_qs, u"--master_port=1"_qs};
    // exec -a names the process (bash's $0 for it), -c empties its environment: the launcher follows.
    QTest::newRow("exec -a") << QStringLiteral("exec -a trainer torchrun t.py")
                             << QStringList{u"torchrun"_qs, u"t.py"_qs};
    QTest::newRow("exec -cl") << QStringLiteral("exec -cl -- torchrun t.py") << QStringList{u"torchrun"_qs, u"t.py"_qs};
    QTest::newRow("noglob") << QStringLiteral("set -f; torchrun *.py") << QStringList{u"torchrun"_qs, u"*.py"_qs};
    QTest::newRow("quoted glob") << QStringLiteral("torchrun '*.py' \\?")
                                 << QStringList{u"torchrun"_qs, u"*.py"_qs, u"?"_qs};
    // Arrays: one field per element for "${a[@]}", also in the launcher's argv.
    QTest::newRow("array quoted at") << QStringLiteral("A=(--x=1 'two words' \"\")\ntorchrun \"${A[@]}\" t.py")
                                     << QStringList{u"torchrun"_qs, u"--x=1"_qs, u"two words"_qs, QString(),
                                                    u"t.py"_qs};
    QTest::newRow("array comments newlines")
        << QStringLiteral("declare -a A=(\n  --a  # one\n  --b\n)\ntorchrun \"${A[@]}\"")
        << QStringList{u"torchrun"_qs, u"--a"_qs, u"--b"_qs};
    QTest::newRow("array unquoted splits")
        << QStringLiteral("A=('a b' c)\ntorchrun ${A[@]}") << QStringList{u"torchrun"_qs, u"a"_qs, u"b"_qs, u"c"_qs};
    QTest::newRow("array star joins") << QStringLiteral("A=(a b)\ntorchrun \"${A[*]}\" \"x${A[@]}y\"")
                                      << QStringList{u"torchrun"_qs, u"a b"_qs, u"xa"_qs, u"by"_qs};
    // Text after the ')' makes the word a string to bash (declare -- A="(a b)z"), also the
    // carriage return of Windows line endings.
    QTest::newRow("array text after paren") << QStringLiteral("A=(a b)z\ntorchrun \"$A\" \"${A[1]}\"")
                                            << QStringList{u"torchrun"_qs, u"(a b)z"_qs, QString()};
    QTest::newRow("array carriage return")
        << QStringLiteral("A=(a b)\r\ntorchrun \"${A[0]}\"") << QStringList{u"torchrun"_qs, u"(a b)\r"_qs};
    QTest::newRow("array empty") << QStringLiteral("A=()\ntorchrun \"${A[@]}\" t.py")
                                 << QStringList{u"torchrun"_qs, u"t.py"_qs};
    QTest::newRow("array count index") << QStringLiteral(
                                              "H=(${VC_WORKER_HOSTS//,/ })\ntorchrun ${#H[@]} ${H[1]} ${H[-1]} $H")
                                       << QStringList{u"torchrun"_qs, u"3"_qs, u"w1.job"_qs, u"w2.job"_qs,
                                                      u"w0.job"_qs};
    QTest::newRow("array append and element")
        << QStringLiteral("A=(a)\nA+=(b c)\nA[5]=f\ntorchrun \"${A[@]}\" ${!A[@]}")
        << QStringList{u"torchrun"_qs, u"a"_qs, u"b"_qs, u"c"_qs, u"f"_qs, u"0"_qs, u"1"_qs, u"2"_qs, u"5"_qs};
    // ${!NAME OP WORD}: the parameter NAME names, then the operator; a value that is no name is
    // bash's "invalid variable name", and it abandons the rest of the line.
    QTest::newRow("indirection with an operator")
        << QStringLiteral("R=VC_WORKER_HOSTS\nunset Q\nP=Q\ntorchrun ${!R%%,*} \"${!P:-dflt}\" ${!R#*,}")
        << QStringList{u"torchrun"_qs, u"w0.job"_qs, u"dflt"_qs, u"w1.job,w2.job"_qs};
    QTest::newRow("indirection to no name abandons the line")
        << QStringLiteral("M=x; M=${!VC_WORKER_HOSTS%%,*}; echo no\ntorchrun \"[$M]\" \"$?\"")
        << QStringList{u"torchrun"_qs, u"[x]"_qs, u"1"_qs};
    QTest::newRow("array slice and pattern")
        << QStringLiteral("A=(a.py b.py c.py)\ntorchrun \"${A[@]:1:2}\" \"${A[@]%.py}\"")
        << QStringList{u"torchrun"_qs, u"b.py"_qs, u"c.py"_qs, u"a"_qs, u"b"_qs, u"c"_qs};
    QTest::newRow("array in assignment joins")
        << QStringLiteral("A=(a b)\nS=\"${A[@]}\"\ntorchrun \"$S\"") << QStringList{u"torchrun"_qs, u"a b"_qs};
    // bash's hash order (bash 5.2): not the order written.
    QTest::newRow("associative keys in bash's order")
        << QStringLiteral("declare -A O=([nnodes]=2 [node_rank]=1 [master_port]=29500 [nproc_per_node]=8)\n"
                          "torchrun \"${!O[@]}\" \"${O[@]}\"")
        << QStringList{u"torchrun"_qs, u"nnodes"_qs, u"nproc_per_node"_qs, u"node_rank"_qs, u"master_port"_qs, u"2"_qs,
                       u"8"_qs,        u"1"_qs,      u"29500"_qs};
    QTest::newRow("associative one key") << QStringLiteral("declare -A P=([m]=29500)\ntorchrun ${P[m]} ${#P[@]}")
                                         << QStringList{u"torchrun"_qs, u"29500"_qs, u"1"_qs};
    QTest::newRow("positional after set") << QStringLiteral("set -- a 'b c'\nshift\ntorchrun \"$@\" $#")
                                          << QStringList{u"torchrun"_qs, u"b c"_qs, u"1"_qs};
    // Branches that the values decide.
    QTest::newRow("if else taken") << QStringLiteral(
                                          "if [ \"$VC_TASK_INDEX\" -eq 0 ]; then torchrun a; else torchrun b; fi")
                                   << QStringList{u"torchrun"_qs, u"b"_qs};
    QTest::newRow("elif") << QStringLiteral(
                                 "if [[ $VC_WORKER_NUM == 1 ]]; then R=a; elif [[ $VC_WORKER_NUM == [23] ]]; "
                                 "then R=b; else R=c; fi\ntorchrun $R")
                          << QStringList{u"torchrun"_qs, u"b"_qs};
    QTest::newRow("case branch") << QStringLiteral("case $VC_TASK_INDEX in 0) R=m ;; 1|2) R=w ;; esac\ntorchrun $R")
                                 << QStringList{u"torchrun"_qs, u"w"_qs};
    QTest::newRow("and or with test") << QStringLiteral("P=\n[ -z \"$P\" ] && P=29500 || P=1\ntorchrun $P")
                                      << QStringList{u"torchrun"_qs, u"29500"_qs};
    QTest::newRow("exit in a branch not taken")
        << QStringLiteral("[ -n \"$VC_WORKER_HOSTS\" ] || exit 1\ntorchrun t") << QStringList{u"torchrun"_qs, u"t"_qs};
    QTest::newRow("time and negation") << QStringLiteral("! false && time torchrun t")
                                       << QStringList{u"torchrun"_qs, u"t"_qs};
    // Platform idioms: read from here-strings and here-documents, the node's files, IFS.
    QTest::newRow("read -a here-string")
        << QStringLiteral("IFS=',' read -r -a W <<< \"$VC_WORKER_HOSTS\"\ntorchrun --nnodes=${#W[@]} --a=${W[0]} "
                          "--b=\"$IFS\"")
        << QStringList{u"torchrun"_qs, u"--nnodes=3"_qs, u"--a=w0.job"_qs, u"--b= \t\n"_qs};
    QTest::newRow("read names") << QStringLiteral(
                                       "IFS=, read -r FIRST REST <<< \"$VC_WORKER_HOSTS\"\ntorchrun $FIRST $REST")
                                << QStringList{u"torchrun"_qs, u"w0.job"_qs, u"w1.job,w2.job"_qs};
    QTest::newRow("read last name strips one delimiter")
        << QStringLiteral("IFS=, read a b <<< 'x,y,'\ntorchrun \"$b\"") << QStringList{u"torchrun"_qs, u"y"_qs};
    QTest::newRow("read -d here-document")
        << QStringLiteral("read -r -d '' -a H << EOF\n${VC_WORKER_HOSTS//,/ }\nEOF\ntorchrun ${H[2]} ${#H[@]}")
        << QStringList{u"torchrun"_qs, u"w2.job"_qs, u"3"_qs};
    QTest::newRow("read in a substitution")
        << QStringLiteral("M=$(IFS=, read -r a _ <<< \"$VC_WORKER_HOSTS\"; echo $a)\ntorchrun $M")
        << QStringList{u"torchrun"_qs, u"w0.job"_qs};
    QTest::newRow("mapfile from the host file")
        << QStringLiteral("mapfile -t H < /etc/volcano/worker.host\ntorchrun ${H[0]} ${#H[@]}")
        << QStringList{u"torchrun"_qs, u"w0.job"_qs, u"3"_qs};
    // -d ends the lines at the comma; the here-string's newline stays on the last one (-t strips
    // the delimiter only), as bash 5.2 gives it.
    QTest::newRow("mapfile -d, over a here-string")
        << QStringLiteral("mapfile -td, H <<< \"$VC_WORKER_HOSTS\"\ntorchrun \"${H[@]}\" ${#H[@]}")
        << QStringList{u"torchrun"_qs, u"w0.job"_qs, u"w1.job"_qs, u"w2.job\n"_qs, u"3"_qs};
    QTest::newRow("paste joins the host file")
        << QStringLiteral(
               "torchrun \"$(paste -sd, /etc/volcano/worker.host)\" \"$(printf 'a\\nb\\nc\\n' | paste -sd ',;')\"")
        << QStringList{u"torchrun"_qs, u"w0.job,w1.job,w2.job"_qs, u"a,b;c"_qs};
    QTest::newRow("head of the host file") << QStringLiteral("torchrun $(head -n 1 /etc/volcano/worker.host)")
                                           << QStringList{u"torchrun"_qs, u"w0.job"_qs};
    QTest::newRow("wc -l of the host file counts one too few")
        << QStringLiteral("torchrun $(wc -l < /etc/volcano/worker.host) $(cat /etc/volcano/VC_WORKER_NUM)")
        << QStringList{u"torchrun"_qs, u"2"_qs, u"3"_qs};
    QTest::newRow("file content") << QStringLiteral("torchrun \"$(< /etc/volcano/VC_WORKER_HOSTS)\"")
                                  << QStringList{u"torchrun"_qs, u"w0.job,w1.job,w2.job"_qs};
    QTest::newRow("awk NF") << QStringLiteral("torchrun $(echo $VC_WORKER_HOSTS | awk -F, '{print NF}')")
                            << QStringList{u"torchrun"_qs, u"3"_qs};
    // jq 1.6's output: quoted without -r, the host list split as raw input, a file the script wrote.
    QTest::newRow("jq") << QStringLiteral("jq -R 'split(\",\")' <<< \"$VC_WORKER_HOSTS\" > h.json\n"
                                          "torchrun $(jq length h.json) $(jq '.[0]' h.json) $(jq -r '.[-1]' h.json) "
                                          "\"$(jq -c . h.json)\" $(jq -rn 'env.VC_WORKER_HOSTS | split(\",\") | .[1]')")
                        << QStringList{u"torchrun"_qs,
                                       u"3"_qs,
                                       u"\"w0.job\""_qs,
                                       u"w2.job"_qs,
                                       u"[\"w0.job\",\"w1.job\",\"w2.job\"]"_qs,
                                       u"w1.job"_qs};
    // Programs python refuses: a SyntaxError prints nothing (bash ended the quotes: split(,)); a
    // NameError (a shell variable's name left bare) after what was printed before it.
    QTest::newRow("python stops")
        << QStringLiteral("M=$(python3 -c \"import os; print(os.environ[\"VC_WORKER_HOSTS\"].split(\",\")[0])\")\n"
                          "F=$(python3 -c 'print(\"first\"); print(VC_WORKER_HOSTS)')\ntorchrun \"$M\" \"$F\"")
        << QStringList{u"torchrun"_qs, QString(), u"first"_qs};
    QTest::newRow("python split") << QStringLiteral(
                                         "torchrun $(python3 -c \"import os; "
                                         "print(os.environ['VC_WORKER_HOSTS'].split(',')[0])\") $(python3 -c "
                                         "'import os; print(len(os.environ[\"VC_WORKER_HOSTS\"].split(\",\")))')")
                                  << QStringList{u"torchrun"_qs, u"w0.job"_qs, u"3"_qs};
    QTest::newRow("regex rank from HOSTNAME")
        << QStringLiteral(
               "R=0\nif [[ \"$HOSTNAME\" =~ -worker-([0-9]+)$ ]]; then R=${BASH_REMATCH[1]}; fi\ntorchrun $R")
        << QStringList{u"torchrun"_qs, u"7"_qs};
    QTest::newRow("loop with break")
        << QStringLiteral("IFS=, read -r -a W <<< \"$VC_WORKER_HOSTS\"\nR=-1\nfor i in \"${!W[@]}\"; do\n"
                          "  if [[ ${W[$i]} == w1.job ]]; then R=$i; break; fi\ndone\ntorchrun $R $i")
        << QStringList{u"torchrun"_qs, u"1"_qs, u"1"_qs};
    QTest::newRow("launcher in a loop: the first iteration")
        << QStringLiteral("for d in a b; do torchrun t.py $d; done")
        << QStringList{u"torchrun"_qs, u"t.py"_qs, u"a"_qs};
    QTest::newRow("function echoing a value")
        << QStringLiteral(
               "rank() {\n  if [[ -n ${VC_TASK_INDEX:-} ]]; then\n    echo \"$VC_TASK_INDEX\"\n    return\n  fi\n"
               "  echo 0\n}\nfirst() { echo \"${1%%,*}\"; }\ntorchrun $(rank) \"$(first \"$VC_WORKER_HOSTS\")\"")
        << QStringList{u"torchrun"_qs, u"1"_qs, u"w0.job"_qs};
    // The launcher inside a function runs where the function is called, with its arguments.
    QTest::newRow("launcher in a called function")
        << QStringLiteral("launch() { torchrun --nnodes=2 \"$@\" t.py; }\nlaunch --node_rank \"$VC_TASK_INDEX\"")
        << QStringList{u"torchrun"_qs, u"--nnodes=2"_qs, u"--node_rank"_qs, u"1"_qs, u"t.py"_qs};
    QTest::newRow("launcher in a function called from a branch")
        << QStringLiteral("start() { torchrun \"$@\"; }\nif [ \"$VC_TASK_INDEX\" = 0 ]; then start a; else start b; fi")
        << QStringList{u"torchrun"_qs, u"b"_qs};
    QTest::newRow("function setting variables")
        << QStringLiteral("setup() { MASTER=${VC_WORKER_HOSTS%%,*}; }\nsetup\ntorchrun $MASTER")
        << QStringList{u"torchrun"_qs, u"w0.job"_qs};
    QTest::newRow("expr") << QStringLiteral("torchrun `expr $VC_TASK_INDEX \\* 8`")
                          << QStringList{u"torchrun"_qs, u"8"_qs};
    QTest::newRow("hostname") << QStringLiteral("torchrun $(hostname)")
                              << QStringList{u"torchrun"_qs, u"j-worker-7"_qs};
    QTest::newRow("case inside substitution read")
        << QStringLiteral("torchrun \"$(echo ')')\"") << QStringList{u"torchrun"_qs, u")"_qs};
    // The platform as bash sees it, every branch, the idioms.
    QTest::newRow("unset variable is empty") << QStringLiteral("F=\"/tmp/\"${ID}\ntorchrun ${NOPE} \"$F\" x")
                                             << QStringList{u"torchrun"_qs, u"/tmp/"_qs, u"x"_qs};
    QTest::newRow("no arguments") << QStringLiteral("N=${1:-1}\ntorchrun --nproc-per-node=$N --n=$# t.py \"$@\"")
                                  << QStringList{u"torchrun"_qs, u"--nproc-per-node=1"_qs, u"--n=0"_qs, u"t.py"_qs};
    QTest::newRow("platform chain")
        << QStringLiteral("N=1; if [ -n \"$X\" ]; then A=$X; elif [ -n \"$VC_WORKER_HOSTS\" ]; then "
                          "A=$(echo $VC_WORKER_HOSTS | cut -d, -f1); else N=1; fi; torchrun --nnodes=$N "
                          "--master_addr=$A t.py")
        << QStringList{u"torchrun"_qs, u"--nnodes=1"_qs, u"--master_addr=w0.job"_qs, u"t.py"_qs};
    QTest::newRow("branches agree")
        << QStringLiteral("if [ -f /opt/x ]; then N=2; E=a; else N=2; E=b; fi\ntorchrun --nnodes=$N t.py")
        << QStringList{u"torchrun"_qs, u"--nnodes=2"_qs, u"t.py"_qs};
    QTest::newRow("awk int") << QStringLiteral("G=$(echo 17 | awk '{print int($1/8)}')\ntorchrun --n=$G "
                                               "--m=$(awk 'BEGIN{print int(7/2) \":\" 3/4}')")
                             << QStringList{u"torchrun"_qs, u"--n=2"_qs, u"--m=3:0.75"_qs};
    QTest::newRow("awk fields arithmetic")
        << QStringLiteral("torchrun $(echo $VC_WORKER_HOSTS | awk -F, '{print $NF, NF*8, $(NF-1)}')")
        << QStringList{u"torchrun"_qs, u"w2.job"_qs, u"24"_qs, u"w1.job"_qs};
    QTest::newRow("printf formats")
        << QStringLiteral("torchrun $(printf 'job-%03d' 7) \"$(printf '%-4s|%5.2f' ab 1)\" $(printf '%x' 255)")
        << QStringList{u"torchrun"_qs, u"job-007"_qs, u"ab  | 1.00"_qs, u"ff"_qs};
    QTest::newRow("read process substitution")
        << QStringLiteral("read -r M _ < <(echo $VC_WORKER_HOSTS | tr , ' ')\ntorchrun --master-addr=$M")
        << QStringList{u"torchrun"_qs, u"--master-addr=w0.job"_qs};
    QTest::newRow("hostfile written in a loop")
        << QStringLiteral("for h in $(echo $VC_WORKER_HOSTS | tr , ' '); do echo \"$h slots=8\" >> /tmp/hf; done\n"
                          "torchrun --nnodes=$(wc -l < /tmp/hf) --m=$(head -n 1 /tmp/hf | cut -d' ' -f1)")
        << QStringList{u"torchrun"_qs, u"--nnodes=3"_qs, u"--m=w0.job"_qs};
    // Each checked against bash 5.2 (and GNU sed 4.9, python 3.11) on the same node.
    QTest::newRow("arithmetic loop and assignments")
        << QStringLiteral("for ((i = 0; i < VC_WORKER_NUM; i++)); do [ $i = $VC_TASK_INDEX ] && break; done\n"
                          "((N = i * 8)); let M=N/2 K++; torchrun $i $N $M $K")
        << QStringList{u"torchrun"_qs, u"1"_qs, u"8"_qs, u"4"_qs, u"1"_qs};
    QTest::newRow("arithmetic side effects only where bash takes them")
        << QStringLiteral("x=0; (( 0 && (x = 1) )); (( 1 || (y = 2) )); (( w = 1 ? 3 : (v = 4) ))\n"
                          "torchrun \"$x\" \"$y\" \"$w\" \"$v\"")
        << QStringList{u"torchrun"_qs, u"0"_qs, QString(), u"3"_qs, QString()};
    QTest::newRow("sed range with a group")
        << QStringLiteral("torchrun $(echo $VC_WORKER_HOSTS | tr , \"\\n\" | sed -n \"/w1/,\\${s/\\.job//;p}\")")
        << QStringList{u"torchrun"_qs, u"w1"_qs, u"w2"_qs};
    QTest::newRow("sed group that quits")
        << QStringLiteral("torchrun $(printf \"h a\\nx b\\n\" | sed \"/^x/{s/x/y/;q};d\")")
        << QStringList{u"torchrun"_qs, u"y"_qs, u"b"_qs};
    QTest::newRow("python program on standard input")
        << QStringLiteral(
               "read -r A B < <(python3 - <<'PY'\nimport os\nh = os.environ[\"VC_WORKER_HOSTS\"].split(\",\")\n"
               "print(h[-1], len(h) * 8)\nPY\n)\ntorchrun $A $B")
        << QStringList{u"torchrun"_qs, u"w2.job"_qs, u"24"_qs};
    QTest::newRow("awk regular expression pattern")
        << QStringLiteral(
               "torchrun $(echo $VC_WORKER_HOSTS | tr , \"\\n\" | awk \"/w[12]/ {print NR \\\":\\\" \\$1}\")")
        << QStringList{u"torchrun"_qs, u"2:w1.job"_qs, u"3:w2.job"_qs};
    QTest::newRow("substitution redirections")
        << QStringLiteral("M=$(echo $VC_WORKER_HOSTS 2>&1 | cut -d, -f1); Q=$(echo x > /dev/null; echo 7)\n"
                          "torchrun $M $Q")
        << QStringList{u"torchrun"_qs, u"w0.job"_qs, u"7"_qs};
    // bc as start scripts use it (values checked with GNU bc): a division keeps `scale` decimals,
    // with no 0 before the point; + - * of integers have none.
    QTest::newRow("bc with scale")
        << QStringLiteral("A=$(echo \"scale=2; 32 / 4\" | bc)\nB=$(bc <<< \"scale=2; -1 / 4\")\n"
                          "C=$(echo 'scale=2; 3 * 4' | bc)\nD=$(echo '7 / 2' | bc)\ntorchrun $A $B $C $D")
        << QStringList{u"torchrun"_qs, u"8.00"_qs, u"-.25"_qs, u"12"_qs, u"3"_qs};
    // Another pod's short name is in no resolver of this pod (only its own, in /etc/hosts):
    // getent finds nothing, exits 2, and under pipefail the fallback runs.
    // Single quotes keep ${...} as text; unquoted later, the option-shaped word matches no file.
    QTest::newRow("literal text of an expansion")
        << QStringLiteral("M='${X%%,*}'\ntorchrun --a=$M") << QStringList{u"torchrun"_qs, u"--a=${X%%,*}"_qs};
    // Slurm's commands in a script written for Slurm too: a Volcano pod has none (127, no output).
    QTest::newRow("another scheduler's command")
        << QStringLiteral("M=$(scontrol show hostnames \"$SLURM_JOB_NODELIST\" | head -n 1 || echo w0)\ntorchrun t.py "
                          "--m=$M")
        << QStringList{u"torchrun"_qs, u"t.py"_qs, u"--m="_qs};
    QTest::newRow("another pod's short name does not resolve")
        << QStringLiteral("set -o pipefail\nM=$(getent hosts w0 | awk '{print $1}' || echo localhost)\ntorchrun $M")
        << QStringList{u"torchrun"_qs, u"localhost"_qs};
}

void tst_StaticExpander::argv()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    const StaticExpansion expansion = expand(text);
    QVERIFY2(expansion.unresolved.isEmpty(), qPrintable(expansion.unresolved.join(u'\n')));
    QVERIFY(expansion.launcherFound);
    QCOMPARE(expansion.argv, expected);
}

void tst_StaticExpander::unresolved_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expectedArg");  // the argument as kept (written form)
    QTest::addColumn<QString>("expectedNote"); // a part of the first note
    QTest::newRow("unknown command") << QStringLiteral("M=$(cluster-info --hosts)\ntorchrun --a=$M")
                                     << QStringLiteral("--a=$M") << QStringLiteral("'cluster-info' runs on the node");
    QTest::newRow("extended pattern") << QStringLiteral(
                                             "shopt -s extglob\nM=${VC_WORKER_HOSTS##+([a-z])}\ntorchrun --a=$M")
                                      << QStringLiteral("--a=$M") << QStringLiteral("an extended pattern");
    // A loop's condition reads what is left of the loop's input: from a file only the node has,
    // not known (never the empty input of a command with no redirection: no iteration at all).
    QTest::newRow("read loop over a file of the node")
        << QStringLiteral("while read -r l; do X=$l; done < /etc/launch.args\ntorchrun --a=$X")
        << QStringLiteral("--a=$X") << QStringLiteral("inside the loop");
    QTest::newRow("read loop into an array")
        << QStringLiteral("A=()\nwhile read -r l; do A+=(\"$l\"); done < /etc/launch.args\ntorchrun --a=\"${A[*]}\"")
        << QStringLiteral("--a=${A[*]}") << QStringLiteral("inside the loop");
    // A here-string of a value only the node knows is no input: not its text as written.
    QTest::newRow("awk over a here-string of a node's value")
        << QStringLiteral("T=$(paste -d' ' ranks hosts)\nR=$(awk '$2 == \"w0.job\" {print $1}' <<< \"$T\")\n"
                          "torchrun --a=$R")
        << QStringLiteral("--a=$R") << QStringLiteral("'paste' runs on the node");
    QTest::newRow("expr index of the node's address")
        << QStringLiteral("M=$(expr index \"$VC_WORKER_HOSTS\" \"$(hostname -i)\")\ntorchrun --a=$M")
        << QStringLiteral("--a=$M") << QStringLiteral("expr");
    QTest::newRow("own address") << QStringLiteral("M=$(hostname -i)\ntorchrun --a=$M")
                                 << QStringLiteral("--a=<this node's address>")
                                 << QStringLiteral("only known on the node");
    QTest::newRow("resolved first host")
        << QStringLiteral("M=$(getent hosts ${VC_WORKER_HOSTS%%,*} | awk '{print $1; exit}')\ntorchrun --a=$M")
        << QStringLiteral("--a=<the address of w0.job>") << QStringLiteral("the address of w0.job");
    QTest::newRow("ping address") << QStringLiteral("M=$(ping -c 1 w0.job | sed -n '1s/^[^(]*(\\([^)]*\\)).*/\\1/p')\n"
                                                    "torchrun --a=$M")
                                  << QStringLiteral("--a=<the address of w0.job>")
                                  << QStringLiteral("the address of w0.job");
    QTest::newRow("python gethostbyname")
        << QStringLiteral("M=$(python3 -c \"import socket; print(socket.gethostbyname('w0.job'))\")\ntorchrun --a=$M")
        << QStringLiteral("--a=<the address of w0.job>") << QStringLiteral("the address of w0.job");
    QTest::newRow("nslookup address")
        << QStringLiteral("M=$(nslookup w0.job | awk '/^Address: / {print $2; exit}')\ntorchrun --a=$M")
        << QStringLiteral("--a=<the address of w0.job>") << QStringLiteral("the address of w0.job");
    QTest::newRow("nslookup name server")
        << QStringLiteral("M=$(nslookup w0.job | awk '/^Server:/ {print $2}')\ntorchrun --a=$M")
        << QStringLiteral("--a=<the cluster's name server>") << QStringLiteral("the cluster's name server");
    QTest::newRow("GPUs counted")
        << QStringLiteral("G=$(nvidia-smi --query-gpu=index --format=csv,noheader | wc -l)\ntorchrun --n=$G")
        << QStringLiteral("--n=<this node's GPU count>") << QStringLiteral("this node's GPU count is only known");
    QTest::newRow("GPU count, its first line")
        << QStringLiteral("G=$(nvidia-smi --query-gpu=count --format=csv,noheader | head -n 1)\ntorchrun --n=$G")
        << QStringLiteral("--n=<this node's GPU count>") << QStringLiteral("this node's GPU count is only known");
    QTest::newRow("GPU count, its lines counted")
        << QStringLiteral("G=$(nvidia-smi --query-gpu=count --format=csv,noheader,nounits | wc -l)\ntorchrun --n=$G")
        << QStringLiteral("--n=<this node's GPU count>") << QStringLiteral("this node's GPU count is only known");
    // With the header line the count is one more than the node's GPUs: unknown too, not 8 + 1.
    QTest::newRow("GPU count with its header, lines counted")
        << QStringLiteral("G=$(nvidia-smi --query-gpu=count --format=csv | wc -l)\ntorchrun --n=$G")
        << QStringLiteral("--n=$G") << QStringLiteral("the list of the node's GPUs");
    QTest::newRow("GPU count with its header dropped")
        << QStringLiteral("G=$(nvidia-smi --query-gpu=count --format=csv | tail -n +2 | wc -l)\ntorchrun --n=$G")
        << QStringLiteral("--n=<this node's GPU count>") << QStringLiteral("this node's GPU count is only known");
    QTest::newRow("GPU list read otherwise") << QStringLiteral("G=$(nvidia-smi -L | head -n 1)\ntorchrun $G")
                                             << QStringLiteral("$G") << QStringLiteral("the list of the node's GPUs");
    QTest::newRow("read -u") << QStringLiteral("read -u 3 P\ntorchrun $P") << QStringLiteral("$P")
                             << QStringLiteral("set by 'read'");
    QTest::newRow("runtime variable") << QStringLiteral("torchrun ${HOME:-x}") << QStringLiteral("${HOME:-x}")
                                      << QStringLiteral("run time");
    QTest::newRow("glob") << QStringLiteral("torchrun conf/*.yaml") << QStringLiteral("conf/*.yaml")
                          << QStringLiteral("pathname expansion");
    // One list or sequence is expanded; nested ones are not.
    QTest::newRow("nested braces") << QStringLiteral("torchrun a{1,{2,3}}") << QStringLiteral("a{1,{2,3}}")
                                   << QStringLiteral("brace expansion");
    QTest::newRow("tilde") << QStringLiteral("torchrun ~/t.py") << QStringLiteral("~/t.py")
                           << QStringLiteral("home directory");
    QTest::newRow("conditional") << QStringLiteral("if x; then P=1; fi\ntorchrun $P") << QStringLiteral("$P")
                                 << QStringLiteral("one of: '1', unset");
    QTest::newRow("alternatives") << QStringLiteral("if [ -f /opt/x ]; then P=1; else P=2; fi\ntorchrun --p=$P")
                                  << QStringLiteral("--p=$P") << QStringLiteral("one of: '1', '2' (the if at 1:1");
    QTest::newRow("loop over unknown words") << QStringLiteral("for i in $(cluster-info --hosts); do torchrun $i; done")
                                             << QStringLiteral("$i") << QStringLiteral("loop variable");
    QTest::newRow("function body never called") << QStringLiteral("f() { torchrun t; }\necho done")
                                                << QStringLiteral("t") << QStringLiteral("inside the function");
    QTest::newRow("unknown condition") << QStringLiteral("if [ -f x ]; then torchrun a; fi") << QStringLiteral("a")
                                       << QStringLiteral("not known statically");
    // A long loop body followed part of the way is not walked again: what it assigned is
    // unknown, what it left as it was is known.
    QTest::newRow("long loop followed part of the way")
        << QStringLiteral("X=1\nfor ((i = 0; i < 3; i += K)); do K=$(nproc); Y=2; ") +
               QStringLiteral(":; ").repeated(300) + QStringLiteral("done\ntorchrun $X $Y")
        << QStringLiteral("$Y") << QStringLiteral("inside the loop at 2:1");
    // What the launcher receives on the path that reaches it (bash: 1 where /opt/x exists).
    QTest::newRow("launcher in a branch the node decides")
        << QStringLiteral("if [ -f /opt/x ]; then A=1; torchrun $A; fi") << QStringLiteral("1")
        << QStringLiteral("the launcher may not run: inside the if at 1:1");
    QTest::newRow("sort with keys") << QStringLiteral("torchrun $(printf '%s\\n' b a | sort -t, -k2)")
                                    << QStringLiteral("$(printf '%s\\n' b a | sort -t, -k2)")
                                    << QStringLiteral("sort argument '-t,' is not simulated");
    // From 2048 keys on bash's table has grown and rehashed: its order is not modelled.
    QString manyKeys = QStringLiteral("declare -A P=(");
    for (int k = 0; k < 2048; ++k)
        manyKeys += QStringLiteral("[k%1]=1 ").arg(k);
    QTest::newRow("associative order, rehashed") << manyKeys + QStringLiteral(")\ntorchrun \"${P[@]}\"")
                                                 << QStringLiteral("${P[@]}") << QStringLiteral("rehashed");
    QTest::newRow("error operator") << QStringLiteral("torchrun ${NOPE:?missing}") << QString()
                                    << QStringLiteral(
                                           "1:1: bash stops here before any launcher: bash: line 1: NOPE: missing");
    QTest::newRow("source") << QStringLiteral("source env.sh\ntorchrun x") << QStringLiteral("x")
                            << QStringLiteral("may set variables");
    QTest::newRow("read") << QStringLiteral("read P < f\ntorchrun $P") << QStringLiteral("$P")
                          << QStringLiteral("set by 'read'");
    QTest::newRow("loop variable") << QStringLiteral("for h in $(cluster-info --hosts); do :; done\ntorchrun $h")
                                   << QStringLiteral("$h") << QStringLiteral("loop variable");
    // bash: "unexpected EOF while looking for matching `)'", status 2: the launcher never runs.
    QTest::newRow("unterminated") << QStringLiteral("torchrun \"$(echo") << QString()
                                  << QStringLiteral("the syntax error ends the script");
    // Windows line endings: 'then\r' is an ordinary word to bash, the if is never closed.
    QTest::newRow("then CR") << QStringLiteral("N=2\r\nif true; then\r\n  torchrun --nnodes=$N t.py\r\nfi\r\n")
                             << QString() << QStringLiteral("the syntax error ends the script");
    QTest::newRow("no launcher") << QStringLiteral("echo hi") << QString() << QStringLiteral("no torchrun");
    // `[[2` is a command name to bash, which it does not find: the test fails, && runs nothing.
    QTest::newRow("[[ without a blank") << QStringLiteral("[[$VC_WORKER_NUM -gt 1]] && A=--nnodes=2\ntorchrun t.py $A")
                                        << QStringLiteral("t.py") << QStringLiteral("[[3: command not found");
    QTest::newRow("[ without a blank") << QStringLiteral("[$VC_TASK_INDEX = 1 ] && A=--nnodes=2\ntorchrun t.py $A")
                                       << QStringLiteral("t.py") << QStringLiteral("[1: command not found");
}

void tst_StaticExpander::unresolved()
{
    QFETCH(QString, text);
    QFETCH(QString, expectedArg);
    QFETCH(QString, expectedNote);
    const StaticExpansion expansion = expand(text);
    QVERIFY(!expansion.unresolved.isEmpty());
    QVERIFY2(expansion.unresolved.join(u'\n').contains(expectedNote), qPrintable(expansion.unresolved.join(u'\n')));
    if (!expectedArg.isEmpty())
        QCOMPARE(expansion.argv.constLast(), expectedArg);
}

// Where bash stops before the launcher (tests/shell/test_bash_stops_vs_bash.sh holds the same
// shapes run by real bash): bash's message and status, the launcher not reached; or, where only
// the node knows, no stop but a "may stop" caveat.
void tst_StaticExpander::stops_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message"); // bash's message, or the reason where bash prints none
    QTest::addColumn<int>("status");      // -2: no stop
    QTest::addColumn<QString>("caveat");  // a part of a caveat, or empty
    QTest::newRow("set -u") << QStringLiteral("set -u\ntorchrun --nnodes=$NNODES t.py")
                            << QStringLiteral("bash: line 2: NNODES: unbound variable") << 127 << QString();
    QTest::newRow("set -eu") << QStringLiteral("set -eu\necho \"${LOG}\"\ntorchrun t.py")
                             << QStringLiteral("bash: line 2: LOG: unbound variable") << 1 << QString();
    QTest::newRow("set -o nounset element")
        << QStringLiteral("set -o nounset\nA=(1)\ntorchrun ${A[3]}")
        << QStringLiteral("bash: line 3: A[3]: unbound variable") << 127 << QString();
    QTest::newRow("set -u positional") << QStringLiteral("set -u\ntorchrun t.py $1")
                                       << QStringLiteral("bash: line 2: $1: unbound variable") << 127 << QString();
    QTest::newRow("set -u default") << QStringLiteral("set -u\ntorchrun ${P:-1} \"$@\" t.py") << QString() << -2
                                    << QString();
    QTest::newRow("set -u platform variable")
        << QStringLiteral("set -u\ntorchrun --node_rank=$VC_TASK_INDEX t.py") << QString() << -2 << QString();
    QTest::newRow("set -u in a pipeline")
        << QStringLiteral("set -u\necho $X | cat\ntorchrun t.py") << QString() << -2 << QString();
    QTest::newRow("set -u in a here-document")
        << QStringLiteral("set -u\ncat <<E\n$X\nE\ntorchrun t.py") << QString() << -2 << QString();
    QTest::newRow("set -u in a substitution")
        << QStringLiteral("set -u\nY=$(echo $X)\ntorchrun t.py") << QString() << -2 << QString();
    QTest::newRow("set -u in a function")
        << QStringLiteral("set -u\nf() {\n  echo $X\n}\nf\ntorchrun t.py")
        << QStringLiteral("environment: line 3: X: unbound variable") << 127 << QString();
    QTest::newRow(":?") << QStringLiteral(": \"${M:?set M}\"\ntorchrun t.py")
                        << QStringLiteral("bash: line 1: M: set M") << 127 << QString();
    QTest::newRow("? of an empty value") << QStringLiteral("M=\n: ${M?}\ntorchrun t.py") << QString() << -2
                                         << QString();
    QTest::newRow("set -e false") << QStringLiteral("set -e\nfalse\ntorchrun t.py")
                                  << QStringLiteral("set -e is on and 'false' fails") << 1 << QString();
    QTest::newRow("set -e test") << QStringLiteral("set -e\n[ \"$VC_WORKER_NUM\" -gt 3 ]\ntorchrun t.py")
                                 << QStringLiteral("set -e is on and '[ \"$VC_WORKER_NUM\" -gt 3 ]' fails") << 1
                                 << QString();
    QTest::newRow("set -e && list") << QStringLiteral("set -e\n[ \"$VC_TASK_INDEX\" = 0 ] && echo m\ntorchrun t.py")
                                    << QString() << -2 << QString();
    QTest::newRow("set -e last of a list") << QStringLiteral("set -e\ntrue && false\ntorchrun t.py")
                                           << QStringLiteral("set -e is on and 'false' fails") << 1 << QString();
    QTest::newRow("set -e if") << QStringLiteral("set -e\nif false; then :; fi\ntorchrun t.py") << QString() << -2
                               << QString();
    QTest::newRow("set -e negated") << QStringLiteral("set -e\n! true\ntorchrun t.py") << QString() << -2 << QString();
    QTest::newRow("set -e negated pipeline")
        << QStringLiteral("set -eo pipefail\n! echo a | grep -q b\ntorchrun t.py") << QString() << -2 << QString();
    QTest::newRow("set -e pipeline") << QStringLiteral("set -e\nfalse | cat\ntorchrun t.py") << QString() << -2
                                     << QString();
    QTest::newRow("set -e pipefail") << QStringLiteral("set -eo pipefail\nfalse | cat\ntorchrun t.py")
                                     << QStringLiteral("set -e is on and 'false | cat' fails") << 1 << QString();
    QTest::newRow("set -e arithmetic") << QStringLiteral("set -e\ni=0\n(( i++ ))\ntorchrun t.py")
                                       << QStringLiteral("set -e is on and '(( i++ ))' fails") << 1 << QString();
    QTest::newRow("set -e function || ") << QStringLiteral("set -e\nf() { false; echo; }\nf || echo no\ntorchrun t.py")
                                         << QString() << -2 << QString();
    QTest::newRow("set -e substitution") << QStringLiteral("set -e\nX=$(echo a; false)\ntorchrun t.py")
                                         << QStringLiteral("set -e is on and 'X=$(echo a; false)' fails") << 1
                                         << QString();
    QTest::newRow("set -e export hides it")
        << QStringLiteral("set -e\nexport X=$(false)\ntorchrun t.py") << QString() << -2 << QString();
    QTest::newRow("set +e") << QStringLiteral("set -e\nset +e\nfalse\ntorchrun t.py") << QString() << -2 << QString();
    // An arithmetic error abandons the line; bash goes on with the next, but not with this launcher.
    QTest::newRow("division by zero in the launcher's line")
        << QStringLiteral("torchrun $((1/0))")
        << QStringLiteral("bash: line 1: 1/0: division by 0 (error token is \"0\")") << 1 << QString();
    QTest::newRow("arithmetic error on the line before") << QStringLiteral("X=$((1 +))\ntorchrun t.py") << QString()
                                                         << -2 << QStringLiteral("bash abandons the rest of the line");
    // In a subscript or an integer variable's value, bash -c gives up the whole command.
    QTest::newRow("subscript syntax error")
        << QStringLiteral("A=(a b)\ni='{0..1}'\nX=${A[$i]}\ntorchrun t.py")
        << QStringLiteral("bash: line 3: {0..1}: syntax error: operand expected (error token is \"{0..1}\")") << 1
        << QString();
    QTest::newRow("integer variable given an address")
        << QStringLiteral("declare -i P\nP=10.1.0.10\ntorchrun t.py")
        << QStringLiteral(
               "bash: line 2: 10.1.0.10: syntax error: invalid arithmetic operator (error token is \".1.0.10\")")
        << 1 << QString();
    QTest::newRow("exit") << QStringLiteral("[ \"$VC_TASK_INDEX\" = 1 ] && exit 3\ntorchrun t.py")
                          << QStringLiteral("'exit 3' at line 1") << 3 << QString();
    QTest::newRow("exit on another node")
        << QStringLiteral("[ \"$VC_TASK_INDEX\" = 0 ] && exit 3\ntorchrun t.py") << QString() << -2 << QString();
    QTest::newRow("may stop: value of the node")
        << QStringLiteral("set -e\n[ \"$(nvidia-smi -L | wc -l)\" -ge 8 ]\ntorchrun t.py") << QString() << -2
        << QStringLiteral("2:1: bash may stop here before the launcher: set -e is on and whether");
    QTest::newRow("may stop: source") << QStringLiteral("set -e\nsource /env.sh\ntorchrun t.py") << QString() << -2
                                      << QStringLiteral("fails if the file cannot be read");
}

void tst_StaticExpander::stops()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    QFETCH(int, status);
    QFETCH(QString, caveat);
    const StaticExpansion expansion = expand(text);
    const QString notes = expansion.unresolved.join(u'\n') + u'\n' + expansion.caveats.join(u'\n');
    if (status == -2) {
        QVERIFY2(!expansion.stop, qPrintable(notes));
        QVERIFY2(expansion.launcherFound, qPrintable(notes));
    } else {
        QVERIFY2(expansion.stop, qPrintable(notes));
        QVERIFY(!expansion.launcherFound);
        QCOMPARE(expansion.stop->message.isEmpty() ? expansion.stop->reason : expansion.stop->message, message);
        QCOMPARE(expansion.stop->status, status);
        QVERIFY2(notes.contains(QStringLiteral("bash stops here before any launcher")), qPrintable(notes));
    }
    if (!caveat.isEmpty())
        QVERIFY2(expansion.caveats.join(u'\n').contains(caveat), qPrintable(notes));
}

// An if only the node decides: a variable with a known value on every path is one of them,
// listed for the checks (bash takes one path per node: nvidia-smi fails on a CPU node).
void tst_StaticExpander::alternatives_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("values"); // empty: not listed
    QTest::newRow("two known values")
        << QStringLiteral("if nvidia-smi; then M=${VC_WORKER_HOSTS%%,*}; else M=localhost; fi\ntorchrun --a=$M")
        << QStringLiteral("M") << QStringList{u"w0.job"_qs, u"localhost"_qs};
    QTest::newRow("unset on one path") << QStringLiteral("if nvidia-smi; then P=1; fi\ntorchrun $P")
                                       << QStringLiteral("P") << QStringList{u"1"_qs, QString()};
    QTest::newRow("an array on one path: not one string")
        << QStringLiteral("if nvidia-smi; then M=(a b); else M=localhost; fi\ntorchrun --a=$M") << QStringLiteral("M")
        << QStringList();
    QTest::newRow("a value read on one path: not known")
        << QStringLiteral("if nvidia-smi; then read M < /tmp/m; else M=localhost; fi\ntorchrun --a=$M")
        << QStringLiteral("M") << QStringList();
    QTest::newRow("the same on every path: known, not listed")
        << QStringLiteral("if nvidia-smi; then M=a; else M=a; fi\ntorchrun --a=$M") << QStringLiteral("M")
        << QStringList();
}

void tst_StaticExpander::alternatives()
{
    QFETCH(QString, text);
    QFETCH(QString, name);
    QFETCH(QStringList, values);
    const StaticExpansion expansion = expand(text);
    QVERIFY(expansion.launcherFound);
    QCOMPARE(expansion.alternatives.value(name).values, values);
    if (!values.isEmpty())
        QVERIFY2(expansion.alternatives.value(name).reason.contains(QLatin1String("only the node knows")),
                 qPrintable(expansion.alternatives.value(name).reason));
}

void tst_StaticExpander::assumptions()
{
    const StaticExpansion expansion =
        expand(QStringLiteral("if [ -z \"$X\" ]; then A=1; fi\ntorchrun $A ${X} \"$1\" $Y"));
    QVERIFY2(expansion.unresolved.isEmpty(), qPrintable(expansion.unresolved.join(u'\n')));
    QCOMPARE(expansion.argv, (QStringList{u"torchrun"_qs, u"1"_qs, QString()}));
    QCOMPARE(expansion.assumptions,
             (QStringList{u"assuming X is unset on the platform; declare it if your image sets it"_qs,
                          u"assuming the start command runs without arguments, as the platform runs it: $1, $@ and "
                          "$# are empty; give them with --args"_qs,
                          u"assuming Y is unset on the platform; declare it if your image sets it"_qs}));
}

void tst_StaticExpander::arguments()
{
    StaticExpander expander(PlatformEnvironment::toMap(
        PlatformEnvironment::presets(QStringLiteral("worker"), kHosts, 0, QStringLiteral("j-worker-0"))));
    expander.setArguments({u"4"_qs, u"--fast"_qs});
    const StaticExpansion expansion =
        expander.expandText(QStringLiteral("N=${1:-1}; shift\ntorchrun --n=$N t.py \"$@\""));
    QVERIFY2(expansion.unresolved.isEmpty(), qPrintable(expansion.unresolved.join(u'\n')));
    QCOMPARE(expansion.argv, (QStringList{u"torchrun"_qs, u"--n=4"_qs, u"t.py"_qs, u"--fast"_qs}));
    QVERIFY(expansion.assumptions.isEmpty());
    const CliRun run = runCli({u"--hosts"_qs, u"a,b"_qs, u"--node"_qs, u"0"_qs, u"--args"_qs, u"8 'x y'"_qs, u"-"_qs},
                              QByteArrayLiteral("torchrun --n=$1 \"$2\"\n"));
    QCOMPARE(run.code, 0);
    QVERIFY2(run.out.contains(u"[1] --n=8"_qs) && run.out.contains(u"[2] x y"_qs), qPrintable(run.out));
}

void tst_StaticExpander::environment()
{
    const StaticExpansion expansion =
        expand(QStringLiteral(
                   "export MASTER=${VC_WORKER_HOSTS%%,*}\nLOCAL=1\nset -a\nAUTO=2\nset +a\nexport -n VC_WORKER_NUM\n"
                   "unset VC_TASK_INDEX\nNCCL_DEBUG=INFO env -u MASTER B=\"x y\" torchrun t.py"),
               0, {{QStringLiteral("EXTRA"), QStringLiteral("e")}});
    QVERIFY2(expansion.unresolved.isEmpty(), qPrintable(expansion.unresolved.join(u'\n')));
    const QMap<QString, QString> expected{
        {u"VC_WORKER_HOSTS"_qs, u"w0.job,w1.job,w2.job"_qs},
        {u"VK_TASK_INDEX"_qs, u"0"_qs}, // the env plugin's second name stays
        {u"AUTO"_qs, u"2"_qs},
        {u"NCCL_DEBUG"_qs, u"INFO"_qs},
        {u"B"_qs, u"x y"_qs},
        {u"EXTRA"_qs, u"e"_qs},
        {u"HOSTNAME"_qs, u"j-worker-7"_qs},
    };
    QCOMPARE(expansion.environment, expected);
}

void tst_StaticExpander::cliDashedRole()
{
    const CliRun run = runCli({u"-"_qs, u"--hosts"_qs, u"a.x,b.x"_qs, u"--node"_qs, u"1"_qs, u"--role"_qs,
                               u"gpu-worker"_qs, u"--format"_qs, u"json"_qs},
                              "torchrun --master_addr=${VC_GPU_WORKER_HOSTS%%,*} --nnodes=$VC_GPU_WORKER_NUM t.py\n");
    QCOMPARE(run.code, 0);
    QVERIFY2(run.out.contains(u"--master_addr=a.x"_qs) && run.out.contains(u"--nnodes=2"_qs), qPrintable(run.out));
}

void tst_StaticExpander::unresolvedEnvironmentInNameOrder()
{
    // Many exported unknowns: the notes follow the names, whatever the hash order is.
    QString text;
    for (int k = 0; k < 40; ++k)
        text += QStringLiteral("export V%1=$(unknown-%1)\n").arg(k, 2, 10, QChar(u'0'));
    text += QStringLiteral("torchrun t.py");
    const StaticExpansion expansion = expand(text);
    QStringList names;
    for (const QString& note : expansion.unresolved) {
        if (note.startsWith(u"environment "_qs))
            names.append(note.section(u':', 0, 0));
    }
    QCOMPARE(names.size(), 40);
    QStringList sorted = names;
    sorted.sort();
    QCOMPARE(names, sorted);
}

void tst_StaticExpander::cliJson()
{
    const CliRun run = runCli({u"-"_qs, u"--hosts"_qs, u"a.x,b.x"_qs, u"--node"_qs, u"1"_qs, u"--format"_qs, u"json"_qs,
                               u"--env"_qs, u"PORT=29400"_qs},
                              "export MASTER=$(echo $VC_WORKER_HOSTS | cut -d, -f1)\n"
                              "torchrun --rdzv-endpoint=$MASTER:$PORT 'a b' t.py\n");
    QCOMPARE(run.code, 0);
    QCOMPARE(run.out,
             QStringLiteral("{\n  \"node\": 1,\n  \"env\": {\n    \"HOSTNAME\": \"b\",\n    \"MASTER\": \"a.x\",\n"
                            "    \"PORT\": \"29400\",\n    \"VC_TASK_INDEX\": \"1\",\n"
                            "    \"VC_WORKER_HOSTS\": \"a.x,b.x\",\n    \"VC_WORKER_NUM\": \"2\",\n"
                            "    \"VK_TASK_INDEX\": \"1\"\n  },\n  \"argv\": [\n    \"torchrun\",\n"
                            "    \"--rdzv-endpoint=a.x:29400\",\n    \"a b\",\n    \"t.py\"\n  ],\n"
                            "  \"unresolved\": [],\n  \"caveats\": []\n}\n"));
}

void tst_StaticExpander::cliExitCodes_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    const QByteArray ok = "torchrun t.py";
    QTest::newRow("ok") << QStringList{u"--hosts"_qs, u"a"_qs, u"--node"_qs, u"0"_qs} << ok << 0
                        << QStringLiteral("argv:");
    // $(hostname) is the pod's name (HOSTNAME, which expand sets); its address only the node knows.
    QTest::newRow("unresolved") << QStringList{u"--hosts"_qs, u"a"_qs, u"--node"_qs, u"0"_qs}
                                << QByteArray("torchrun $(hostname -i)") << 1 << QStringLiteral("unresolved:");
    QTest::newRow("no hosts") << QStringList{u"--node"_qs, u"0"_qs} << ok << 2 << QStringLiteral("--hosts is required");
    QTest::newRow("node out of range") << QStringList{u"--hosts"_qs, u"a,b"_qs, u"--node"_qs, u"2"_qs} << ok << 2
                                       << QStringLiteral("--node must be");
    QTest::newRow("node count mismatch") << QStringList{u"--hosts"_qs, u"a,b"_qs,     u"--node"_qs,
                                                        u"0"_qs,       u"--nodes"_qs, u"3"_qs}
                                         << ok << 2 << QStringLiteral("does not match");
    QTest::newRow("bad env") << QStringList{u"--hosts"_qs, u"a"_qs, u"--node"_qs, u"0"_qs, u"--env"_qs, u"1X=2"_qs}
                             << ok << 2 << QStringLiteral("NAME=VALUE");
    QTest::newRow("bad format") << QStringList{u"--hosts"_qs, u"a"_qs, u"--node"_qs, u"0"_qs, u"--format"_qs, u"xml"_qs}
                                << ok << 2 << QStringLiteral("--format");
    QTest::newRow("missing file") << QStringList{u"/nonexistent/start.sh"_qs, u"--hosts"_qs, u"a"_qs, u"--node"_qs,
                                                 u"0"_qs}
                                  << ok << 2 << QStringLiteral("cannot read");
    QTest::newRow("empty host") << QStringList{u"--hosts"_qs, u"a,,b"_qs, u"--node"_qs, u"0"_qs} << ok << 2
                                << QStringLiteral("empty host");
}

void tst_StaticExpander::cliExitCodes()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    QFETCH(int, code);
    QFETCH(QString, message);
    const CliRun run = runCli(arguments, input);
    QCOMPARE(run.code, code);
    QVERIFY2((run.out + run.err).contains(message), qPrintable(run.out + run.err));
}

void tst_StaticExpander::cliInvalidUtf8()
{
    const CliRun run = runCli({u"--hosts"_qs, u"a"_qs, u"--node"_qs, u"0"_qs, u"--format"_qs, u"json"_qs},
                              QByteArray("torchrun t.py \xff\xfe\x80 \"x\n", 20));
    QVERIFY(run.err.contains(u"not valid UTF-8"_qs));
    QCOMPARE(run.code, 1); // the unterminated quote is reported
    QVERIFY(run.out.contains(u"unterminated double quote"_qs));
}

void tst_StaticExpander::garbageNeverCrashes()
{
    QRandomGenerator random(4242);
    const QString alphabet = QStringLiteral("$(){}`'\"\\;&|<>#=!*?[]:-+%/^,@ \t\nabxyz019");
    const QStringList seeds{QStringLiteral("torchrun ${VC_WORKER_HOSTS%%,*} $((1+2)) $(echo a | cut -d, -f1) "),
                            QStringLiteral("export M=`echo $VC_WORKER_HOSTS | awk -F, '{print $1}'`; X=${M/#w/q} ")};
    for (int round = 0; round < 3000; ++round) {
        QString text = seeds.at(round % 2);
        const int length = int(random.bounded(120));
        for (int k = 0; k < length; ++k) {
            const int at = int(random.bounded(text.size() + 1));
            text.insert(at, alphabet.at(random.bounded(alphabet.size())));
        }
        text += QStringLiteral("\ntorchrun $M $X");
        const StaticExpansion expansion = expand(text);
        QVERIFY(expansion.launcherFound || !expansion.unresolved.isEmpty());
    }
}

void tst_StaticExpander::deepNestingIsBounded()
{
    const int depth = 5000;
    const QString nested =
        QStringLiteral("$(echo ").repeated(depth) + QStringLiteral("x") + QStringLiteral(")").repeated(depth);
    StaticExpansion expansion = expand(QStringLiteral("torchrun ") + nested);
    QVERIFY(expansion.unresolved.join(u'\n').contains(u"nested too deeply"_qs));
    const QString defaults =
        QStringLiteral("${A:-").repeated(depth) + QStringLiteral("x") + QStringLiteral("}").repeated(depth);
    expansion = expand(QStringLiteral("torchrun ") + defaults);
    QVERIFY(expansion.unresolved.join(u'\n').contains(u"nested too deeply"_qs));
    const QString arithmetic = QStringLiteral("$((") + QStringLiteral("(").repeated(depth) + QStringLiteral("1") +
                               QStringLiteral(")").repeated(depth) + QStringLiteral("))");
    expansion = expand(QStringLiteral("torchrun ") + arithmetic);
    QVERIFY(expansion.unresolved.join(u'\n').contains(u"too deeply"_qs));
}

// A script the snippet writes and runs: the launcher inside is what the node runs, placed at the
// command that runs the script (no word of the snippet is the launcher's). Each row's argv is
// what bash gives (tests/data/expand-corpus/123-127 run such snippets under bash itself).
void tst_StaticExpander::writtenScripts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QString>("script");
    QTest::addColumn<int>("command");     // the index of the command that runs it
    QTest::addColumn<int>("writtenLine"); // the launcher's line in the script
    QTest::newRow("bash: exported only, own arguments")
        << QStringLiteral("export A=1\nB=2\ncat > run.sh <<'EOF'\necho hi\ntorchrun --a=$A --b=$B t.py \"$@\"\nEOF\n"
                          "bash run.sh x 'y z'\n")
        << QStringList{"torchrun", "--a=1", "--b=", "t.py", "x", "y z"} << QStringLiteral("run.sh") << 3 << 2;
    QTest::newRow("unquoted here-document, sh ./")
        << QStringLiteral("B=2\ncat > run.sh <<EOF\ntorchrun --b=$B --c=\\$B t.py\nEOF\nsh ./run.sh\n")
        << QStringList{"torchrun", "--b=2", "--c=", "t.py"} << QStringLiteral("./run.sh") << 2 << 1;
    QTest::newRow("source: this shell") << QStringLiteral(
                                               "B=2\nprintf '%s\\n' 'torchrun --b=$B t.py' > s.sh\nsource s.sh\n")
                                        << QStringList{"torchrun", "--b=2", "t.py"} << QStringLiteral("s.sh") << 2 << 1;
    QTest::newRow("dot, a variable the script sets")
        << QStringLiteral("echo 'N=4' > s.sh\necho 'torchrun --nnodes=$N t.py' >> s.sh\n. ./s.sh\n")
        << QStringList{"torchrun", "--nnodes=4", "t.py"} << QStringLiteral("./s.sh") << 2 << 2;
    QTest::newRow("a file a child writes stays")
        << QStringLiteral("echo 'echo torchrun t.py > inner.sh' > outer.sh\nbash outer.sh\nbash inner.sh\n")
        << QStringList{"torchrun", "t.py"} << QStringLiteral("inner.sh") << 2 << 1;
    QTest::newRow("a script that runs a script")
        << QStringLiteral("echo 'torchrun t.py' > inner.sh\necho 'echo; bash inner.sh' > outer.sh\nbash outer.sh\n")
        << QStringList{"torchrun", "t.py"} << QStringLiteral("outer.sh") << 2 << 1;
    // Text the command hands bash: a child for bash -c ($0 and $1 after the text), this shell for eval.
    QTest::newRow("bash -c: exported only, $0 and $1")
        << QStringLiteral("export A=1\nB=2\nbash -ec 'torchrun --a=$A --b=$B \"$0\" \"$1\"' t.py x\n")
        << QStringList{"torchrun", "--a=1", "--b=", "t.py", "x"} << QStringLiteral("bash -c") << 2 << 1;
    QTest::newRow("sh -c, text expanded by this shell first")
        << QStringLiteral("B=2\nsh -c \"torchrun --b=$B t.py\"\n") << QStringList{"torchrun", "--b=2", "t.py"}
        << QStringLiteral("sh -c") << 1 << 1;
    QTest::newRow("eval: quotes read again, this shell")
        << QStringLiteral("B=2\nCMD=\"torchrun --b=$B --name 'a b' t.py\"\neval \"$CMD\"\n")
        << QStringList{"torchrun", "--b=2", "--name", "a b", "t.py"} << QStringLiteral("eval") << 2 << 1;
    QTest::newRow("bash -ex FILE: options before the file")
        << QStringLiteral("echo 'torchrun --a=$1 t.py' > r.sh\nbash -ex -o pipefail r.sh 7\n")
        << QStringList{"torchrun", "--a=7", "t.py"} << QStringLiteral("r.sh") << 1 << 1;
    QTest::newRow("bash reads a here-document")
        << QStringLiteral("export A=1\nB=2\nbash -s x <<'EOF'\ntorchrun --a=$A --b=$B t.py \"$1\"\nEOF\n")
        << QStringList{"torchrun", "--a=1", "--b=", "t.py", "x"} << QStringLiteral("bash -s") << 2 << 1;
    QTest::newRow("./file, its #! line")
        << QStringLiteral("export A=1\nB=2\nprintf '#!/bin/bash\\ntorchrun --a=$A --b=$B t.py \"$@\"\\n' > r.sh\n"
                          "chmod +x r.sh\n./r.sh x\n")
        << QStringList{"torchrun", "--a=1", "--b=", "t.py", "x"} << QStringLiteral("./r.sh") << 4 << 2;
}

void tst_StaticExpander::writtenScripts()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    QFETCH(QString, script);
    QFETCH(int, command);
    QFETCH(int, writtenLine);
    const StaticExpansion expansion = expand(text);
    QVERIFY2(expansion.launcherFound, qPrintable(expansion.unresolved.join(u'\n')));
    QCOMPARE(expansion.argv, expected);
    QCOMPARE(expansion.writtenScript, script);
    QCOMPARE(expansion.commandIndex, command);
    QCOMPARE(expansion.range, ShellReader().read(text).commands.at(command).range);
    QCOMPARE(expansion.writtenRange.begin.line, writtenLine);
    // Each entry comes from a word of the launcher command as the written script holds it.
    QVERIFY(expansion.writtenLauncher);
    QCOMPARE(expansion.argvWords.size(), expansion.argv.size());
    for (int w : expansion.argvWords)
        QVERIFY(w >= 0 && w < expansion.writtenLauncher->words.size());
    QCOMPARE(expansion.writtenLauncher->words.at(expansion.argvWords.constFirst()).value, expected.constFirst());
}

// `sh FILE` is dash on Debian and Ubuntu images: bash's own syntax stops it before the launcher
// (checked against dash itself); what dash reads, it runs.
void tst_StaticExpander::writtenScriptUnderDash_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("stop"); // a part of why no launcher starts; empty: it starts
    const auto script = [](const QString& setup, const QString& shell) {
        return QStringLiteral("cat > run.sh <<'EOF'\n%1\ntorchrun --master_addr=$M t.py\nEOF\n%2 run.sh\n")
            .arg(setup, shell);
    };
    QTest::newRow("array under sh") << script(QStringLiteral("H=(a b); M=${H[0]}"), QStringLiteral("sh"))
                                    << QStringLiteral("Syntax error: \"(\" unexpected");
    QTest::newRow("array under bash") << script(QStringLiteral("H=(a b); M=${H[0]}"), QStringLiteral("bash"))
                                      << QString();
    QTest::newRow("here-string under sh")
        << script(QStringLiteral("IFS=, read -r M X <<< \"$VC_WORKER_HOSTS\""), QStringLiteral("sh"))
        << QStringLiteral("Syntax error: redirection unexpected");
    QTest::newRow("bash substitution under sh")
        << script(QStringLiteral("M=${VC_WORKER_HOSTS//,/ }"), QStringLiteral("sh"))
        << QStringLiteral("Bad substitution");
    QTest::newRow("substring under sh") << script(QStringLiteral("M=${VC_WORKER_HOSTS:0:5}"), QStringLiteral("sh"))
                                        << QStringLiteral("Bad substitution");
    QTest::newRow("function keyword under sh")
        << script(QStringLiteral("function first { echo a; }\nM=$(first)"), QStringLiteral("sh"))
        << QStringLiteral("Syntax error: \"}\" unexpected");
    QTest::newRow("POSIX expansions under sh")
        << script(QStringLiteral("M=${VC_WORKER_HOSTS%%,*}; N=${X:-2}; P=${Y:+1}"), QStringLiteral("sh")) << QString();
    QTest::newRow("source is this bash") << script(QStringLiteral("H=(a b); M=${H[0]}"), QStringLiteral("source"))
                                         << QString();
}

void tst_StaticExpander::writtenScriptUnderDash()
{
    QFETCH(QString, text);
    QFETCH(QString, stop);
    const StaticExpansion expansion = expand(text);
    QCOMPARE(expansion.launcherFound, stop.isEmpty());
    if (stop.isEmpty())
        return;
    QVERIFY(expansion.writtenStop);
    QVERIFY2(expansion.writtenStop->reason.contains(stop), qPrintable(expansion.writtenStop->reason));
    QVERIFY(expansion.writtenStop->reason.contains(QLatin1String("dash")));
    QCOMPARE(expansion.writtenStop->status, 2);
    QCOMPARE(expansion.writtenStop->range.begin.line, text.count(u'\n'));
}

// Inputs built to make evaluation explode: each must end (the budget stops it) with either the
// right argv or "too complex to evaluate statically", never a hang or unbounded memory.
void tst_StaticExpander::hostileInputEnds_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expectedLast"); // the last argv word, or empty
    QTest::addColumn<QString>("expectedNote"); // a part of the notes, or empty for none
    const QString a = QStringLiteral("a").repeated(2000);
    // The fuzzer's reproducer: a pattern of '[' made the old matcher loop and grow without end.
    QTest::newRow("bracket pattern")
        << QStringLiteral("X=%1\ntorchrun ${X//%2}").arg(a, QStringLiteral("[[").repeated(300)) << a << QString();
    QTest::newRow("bracket classes")
        << QStringLiteral("X=%1\ntorchrun ${X//%2/b}").arg(a, QStringLiteral("[[:").repeated(300)) << a << QString();
    QTest::newRow("stars") << QStringLiteral("X=%1\ntorchrun ${X//%2b/c}").arg(a, QStringLiteral("*a").repeated(500))
                           << a << QString();
    QTest::newRow("doubling") << QStringLiteral("X=ab\n") + QStringLiteral("X=$X$X$X$X$X$X$X$X\n").repeated(12) +
                                     QStringLiteral("torchrun $X")
                              << QStringLiteral("$X") << QStringLiteral("too complex");
    QTest::newRow("replace grows") << QStringLiteral("X=%1\n").arg(a) +
                                          QStringLiteral("X=${X//a/aaaa}\n").repeated(12) +
                                          QStringLiteral("torchrun \"$X\"")
                                   << QStringLiteral("\"$X\"") << QStringLiteral("too complex");
    QTest::newRow("array doubling") << QStringLiteral("A=(a b)\n") +
                                           QStringLiteral("A=(\"${A[@]}\" \"${A[@]}\")\n").repeated(24) +
                                           QStringLiteral("torchrun ${#A[@]}")
                                    << QString() << QStringLiteral("too complex");
    // JSON nested past jq's simulated depth: not parsed (its tree would be freed recursively).
    QTest::newRow("deep JSON")
        << QStringLiteral("torchrun $(echo '%1' | jq length)").arg(QStringLiteral("[").repeated(5000))
        << QStringLiteral("$(echo '%1' | jq length)").arg(QStringLiteral("[").repeated(5000))
        << QStringLiteral("nested too deep");
    // A script that writes and runs itself, and two that run each other: the budget stops it.
    QTest::newRow("script runs itself") << QStringLiteral("cat > r.sh <<'EOF'\nbash r.sh\nEOF\nbash r.sh\n")
                                        << QString() << QStringLiteral("too complex");
    QTest::newRow("scripts run each other")
        << QStringLiteral("echo 'source b.sh' > a.sh\necho '. ./a.sh' > b.sh\nsource a.sh\ntorchrun t.py\n")
        << QString() << QStringLiteral("too complex");
    QTest::newRow("nested defaults") << QStringLiteral("torchrun ") + QStringLiteral("${X:-").repeated(5000) + u'y' +
                                            QStringLiteral("}").repeated(5000)
                                     << QString() << QStringLiteral("nested too deeply");
}

void tst_StaticExpander::hostileInputEnds()
{
    QFETCH(QString, text);
    QFETCH(QString, expectedLast);
    QFETCH(QString, expectedNote);
    const StaticExpansion expansion = expand(text);
    const QString notes = expansion.unresolved.join(u'\n');
    if (expectedNote.isEmpty())
        QVERIFY2(expansion.unresolved.isEmpty(), qPrintable(notes.left(500)));
    else
        QVERIFY2(notes.contains(expectedNote), qPrintable(notes.left(500)));
    if (!expectedLast.isEmpty())
        QCOMPARE(expansion.argv.constLast(), expectedLast);
}

// A text of more one-line commands than its size may hold in memory is read up to a line, and
// the evaluation says where it stops instead of reporting no launcher in silence.
void tst_StaticExpander::textTooLongToReadStopsWhereItsReadingDid()
{
    QString text;
    for (int i = 0; i < 300'000; ++i)
        text += u"x\n"_qs;
    text += u"torchrun --standalone --nproc_per_node=8 train.py\n"_qs;
    const ShellScript script = ShellReader().read(text);
    QVERIFY(script.unreadFrom);
    const int line = script.unreadFrom->begin.line;
    QVERIFY2(line > 1000 && line < 300'001, qPrintable(QString::number(line)));
    QCOMPARE(script.commands.size(), line - 1); // every command before it, none after it
    QCOMPARE(script.commands.constLast().range.begin.line, line - 1);
    const StaticExpansion result = StaticExpander({}).expand(script);
    QVERIFY(!result.launcherFound);
    QVERIFY2(result.unresolved.join(u'\n').contains(u"%1:1: the text from here on is not read"_qs.arg(line)),
             qPrintable(result.unresolved.join(u'\n')));
    // The same commands in a text of their own size are read whole.
    QVERIFY(!ShellReader().read(text.left(text.size() / 30)).unreadFrom);
}

QTEST_GUILESS_MAIN(tst_StaticExpander)
#include "tst_StaticExpander.moc"
