#include "validate/CommandDiagnosticCatalog.h"

#include "validate/CommandDiagnostic.h"

namespace ddpw {

// Codes are stable: never renumber one, only add. DDP1xx shell, DDP2xx argparse, DDP3xx values,
// DDP4xx topology and rendezvous, DDP5xx agreement with the form, DDP6xx launch.py and versions,
// DDP7xx the launchers that wrap torchrun (accelerate launch, deepspeed).
const QList<CommandDiagnosticCatalog::Entry>& CommandDiagnosticCatalog::entries()
{
    static const QList<Entry> table{
        {"DDP100", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The shell cannot read the snippet"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "Bash would stop with a syntax error before the launcher ever runs: an unterminated quote, $(...) "
             "or ${...}, an if without fi, a loop without done, a case without esac, a missing ';' before then "
             "or do, an operator with no command after it, a placeholder such as <script args> left in, or the "
             "Windows line endings of 'then\\r', 'fi\\r' or 'done\\r' (bash reads an ordinary word there, not the "
             "reserved word). The reader follows bash's grammar, so this appears exactly where 'bash -n' rejects "
             "the text; bash runs the commands before it and stops there."),
         "torchrun --nnodes=2 \"train.py\n"},
        {"DDP101", Severity::Warning,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The launcher runs in the background"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "A trailing '&' puts the launcher in the background: the start command ends at once, the platform "
             "considers the task finished and may kill the node while training runs. Remove the '&'. An error "
             "where nothing after it waits or blocks: when the start command ends, the container's main process "
             "does, and the kernel stops the launcher with it."),
         "torchrun --nnodes=2 --nproc_per_node=8 train.py &\n"},
        {"DDP102", Severity::Warning,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The launcher's exit status is lost in a pipeline"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "In 'torchrun ... | tee log' the pipeline's status is that of the last command, so a failed training "
             "looks successful to the platform. Add 'set -o pipefail' before it, or log with torchrun's own "
             "--log-dir/--tee."),
         "torchrun --nnodes=2 --nproc_per_node=8 train.py | tee train.log\n"},
        {"DDP103", Severity::Warning, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "nohup in a start command"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "nohup only protects against a hangup of a terminal; the platform has none, so nohup changes nothing "
             "there (it writes nohup.out only where its output is a terminal). Remove it."),
         "nohup torchrun --nnodes=2 --nproc_per_node=8 train.py\n"},
        {"DDP104", Severity::Warning,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The MASTER line may fail silently"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "MASTER is derived from the hosts variable. If that variable is empty or the command fails, MASTER is "
             "empty and the launcher waits for a rendezvous that never comes. 'set -e' does not help: export "
             "returns its own status, and awk succeeds on empty input. Stop on an empty MASTER with a line such "
             "as ': \"${MASTER:?}\"' right after it."),
         "export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`\ntorchrun --rdzv-endpoint=${MASTER}:29500 "
         "train.py\n"},
        {"DDP105", Severity::Warning, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "No launcher in the snippet"),
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog",
                           "No command of the snippet starts torchrun, python -m torch.distributed.run or python -m "
                           "torch.distributed.launch, so nothing starts the distributed job. Where a script the "
                           "command writes holds the launcher but stops before it (run with sh, which is dash on "
                           "Debian and Ubuntu images and stops at bash's own syntax: arrays, <<<, ${X//a/b}), the "
                           "finding stands at the command that runs it and says why. A launcher bash finds no "
                           "program for is an error too: kept in one quoted word (\"$LAUNCH\" train.py with "
                           "LAUNCH=\"python -m torch.distributed.run\"), or an alias in a script without shopt -s "
                           "expand_aliases."),
         "python train.py\n"},
        {"DDP106", Severity::Warning, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "A variable is used but never set"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "The launcher's arguments use a variable that neither the snippet nor the platform sets. Bash "
             "replaces it by nothing, which usually breaks the rendezvous address or a count."),
         "torchrun --rdzv-endpoint=${MASTR}:29500 train.py\n"},
        {"DDP107", Severity::Warning, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The input is not valid UTF-8"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "Some bytes are not valid UTF-8; they were replaced by U+FFFD while reading. The platform's text box "
             "may mangle them too; write the command in plain text."),
         "torchrun \\xff train.py\n"},
        {"DDP108", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "A placeholder from the documentation"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "A word such as <script args>, <master-ip>, <your_random_port>, YOUR_TRAINING_SCRIPT.py, '...' or a bare "
             "NUM_GPUS is a placeholder from the platform's guide or a README, not a value: bash reads <...> as "
             "redirections and torch rejects the words. Replace it with the real value."),
         "torchrun --nproc_per_node=NUM_GPUS YOUR_TRAINING_SCRIPT.py\n"},
        {"DDP109", Severity::Warning, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "A here-document is not closed"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "No line holds the here-document's delimiter, so its body runs to the end of the text: bash only "
             "warns, and every line after the << is input to the command instead of commands of the snippet."),
         "cat > hostfile <<EOF\nnode-0 slots=8\ntorchrun train.py\n"},
        {"DDP110", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "A blank after the line-continuation backslash"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "A backslash continues the command on the next line only when the newline comes right after it. With "
             "a blank (or a carriage return) in between, the backslash quotes the blank, the command ends at the "
             "newline, and bash runs the next line as a command of its own: the launcher misses the options that "
             "follow and gets a blank argument. Delete what follows the backslash."),
         "torchrun --nproc_per_node=8 \\ \n    --nnodes=2 train.py\n"},
        {"DDP111", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "Bash stops before the launcher"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "On the nodes named, bash stops the snippet before the launcher runs, so nothing starts there and "
             "the other nodes wait for them: 'set -u' (or 'set -o nounset') and a variable that nothing sets, "
             "${NAME:?} of an empty variable, 'set -e' and a command that fails outside a condition, or 'exit'. "
             "The message is the one bash prints. Set the variable (or give it a default with ${NAME:-...}), "
             "make the command succeed, or move the exit after the launcher."),
         "set -u\ntorchrun --nnodes=$NNODES --nproc_per_node=8 train.py\n"},
        {"DDP114", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "An option's value splits into several words"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "An unquoted expansion in an option's value holds blanks or several lines on the nodes (a function "
             "that echoes a message before the value, a grep that matches two variables): bash splits it, the "
             "option gets the first word and torch takes the next for the training script, so the job cannot "
             "start. Make the command print the value alone (messages to stderr: echo ... >&2) and quote the "
             "expansion."),
         "get_master() { echo \"using the first host\"; echo \"${VC_WORKER_HOSTS%%,*}\"; }\nMASTER=$(get_master)\n"
         "torchrun --nnodes=2 --master_addr=$MASTER --master_port=29500 train.py\n"},
        {"DDP115", Severity::Warning,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "A test without the blank after its bracket"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "[[ and [ are words of their own to bash: written against the next word ([[$N -gt 1]], [$N = 2 ]) "
             "they make one word, which bash looks up as a program and does not find (127). The test is never "
             "made, what follows && never runs and an if takes its else branch, on every node. Put a blank after "
             "[[ or [ and before ]] or ]."),
         "[[$VC_WORKER_NUM -gt 1]] && DIST=\"--nnodes=$VC_WORKER_NUM\"\ntorchrun $DIST train.py\n"},
        {"DDP117", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "expr's * is a file-name pattern"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "An unquoted * is a pattern to bash: before expr runs, bash replaces it with the names of the files "
             "in the working folder (on a pod, the image's working directory), and expr stops with \"syntax "
             "error\". The value taken from $(expr $N * 8) is then empty on the node, and the option it fills is "
             "empty or missing. Write \\* (or \"*\"), or use bash's own arithmetic, $(( N * 8 ))."),
         "WORLD=$(expr $VC_WORKER_NUM * 8)\ntorchrun --nnodes=$VC_WORKER_NUM --nproc_per_node=8 train.py --world "
         "$WORLD\n"},
        {"DDP118", Severity::Warning,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "A here-document expands what its own script sets"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "A here-document whose delimiter is not quoted (<<EOF) is expanded when bash writes it: a $NAME in "
             "the text becomes the value NAME has in the command at that moment, not the one the written script "
             "sets on an earlier line of its own. The script then runs with that value (often empty) in the "
             "launcher's options. Quote the delimiter (<<'EOF') so that the script expands it when it runs, or "
             "write \\$NAME for the ones the script sets."),
         "cat > run.sh <<EOF\nNODE_RANK=$VC_TASK_INDEX\ntorchrun --nnodes=2 --node_rank=$NODE_RANK train.py\nEOF\nbash "
         "run.sh\n"},
        {"DDP116", Severity::Info,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The launcher's options are only known on the node"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "The launcher's options come from a value only the node knows: an array read from a file at run "
             "time (\"${LAUNCH[@]}\"), a command's output ($(cat launch.opts)). An option that is not written out "
             "may be in there, so the node count, the rank, the master and the backend are not checked. Write the "
             "rendezvous options on the launcher's line, or look at what a node gets with expand."),
         "mapfile -t LAUNCH < /etc/launch.args\ntorchrun \"${LAUNCH[@]}\" train.py\n"},
        {"DDP113", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "A node runs no launcher"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "On the nodes named, bash reaches the end of the start command without starting a launcher: the "
             "branches (if, case, a loop) that start one are not taken there, while other nodes start theirs. "
             "Every node of the job must start one; the others wait for the missing ones at the rendezvous until "
             "it times out. Give every node a branch that starts the launcher with its own node rank."),
         "if [ \"$VC_TASK_INDEX\" -eq 0 ]; then\n  torchrun --nnodes=2 --node_rank=0 --nproc_per_node=8 "
         "train.py\nfi\n"},
        {"DDP112", Severity::Info,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The launcher is in text the command runs as commands"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "The command writes a script (a here-document, printf or echo into a file) and runs it with bash, sh, "
             "source, '.' or by its path (./run.sh, with the shell its #! line names), or hands a string to "
             "bash -c, sh -c or eval, or a here-document to bash's standard input: bash starts the launcher inside "
             "that text. The finding names the command "
             "that runs it, the launcher's line in the text and what the node's launcher receives. Every rule "
             "judges that launcher as one written in the command, with what each node's shell gives it there; its "
             "findings stand at the command that runs the text and offer no fix (a fix would edit the text the "
             "shell builds, not the command's words)."),
         "cat > run.sh <<'EOF'\ntorchrun --nnodes=2 --nproc_per_node=8 train.py\nEOF\nbash run.sh\n"},
        {"DDP190", Severity::Info, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "ShellCheck was not run"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "--shellcheck was asked for but the shellcheck program is not installed (or failed), so generic shell "
             "problems were not looked for. Install the 'shellcheck' package."),
         "torchrun train.py\n"},
        {"DDP191", Severity::Info, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "Not every launcher was checked"),
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog",
                           "The snippet starts more than 64 launchers. A start command has one; the first 64 are "
                           "checked, the rest are not, so that any text is checked in bounded time and memory."),
         "torchrun a.py\n# ... 64 more torchrun lines\n"},
        {"DDP192", Severity::Info, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "Not every finding is listed"),
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog",
                           "The snippet has more than 100 findings of one code (a placeholder pasted a thousand "
                           "times). The first 100 are listed and the rest only counted, so that any text is "
                           "checked in bounded time and memory. Fix those and check again."),
         "torchrun ... ... ... train.py\n# ... 100 more placeholders\n"},
        {"DDP193", Severity::Warning, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The evaluation was cut short"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "Evaluating the snippet on the nodes (what bash makes of every word, loops, substitutions) took more "
             "work or memory than any start command needs: a loop that never ends, a value that doubles each "
             "time, megabytes of commands. It stopped at the command named, so that any text is checked in "
             "bounded time and memory; what bash makes of that command and those after it is not checked. A text "
             "of more commands than its size may hold in memory (a million one-line exports) is read up to the "
             "line named, and nothing after it is checked. "
             "Simplify the snippet, or check the part that starts the launcher on its own."),
         "S=x\nfor (( ; ; )); do S=$S$S; done\ntorchrun train.py\n"},
        {"DDP200", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The launcher's argparse rejects the command"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "The launcher's argument parser would stop with 'error:' and exit 2 before starting anything."),
         "torchrun\n"},
        {"DDP201", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "Unrecognized arguments"),
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog",
                           "An option before the training script is not one the launcher of this torch version knows. "
                           "argparse stops with 'unrecognized arguments'."),
         "torchrun --gpus=8 train.py\n"},
        {"DDP202", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "Ambiguous option"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "An abbreviated option matches more than one option; argparse refuses to guess. From torch 2.0 on, "
             "a prefix that stops before the first separator of a two-spelling option (--nproc) is ambiguous. "
             "Write the option in full."),
         "torchrun --nproc=8 train.py\n"},
        {"DDP203", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "An option needs a value"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "The option is the last word, or the next word looks like an option, so argparse has no value for "
             "it."),
         "torchrun train.py --nnodes\n"},
        {"DDP204", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "A flag given a value"),
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog",
                           "Flags such as --standalone take no value; '--standalone=true' is rejected by argparse."),
         "torchrun --standalone=1 train.py\n"},
        {"DDP205", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "A value of the wrong type"),
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog",
                           "The option takes an int or a float and argparse cannot convert the value."),
         "torchrun --max_restarts=three train.py\n"},
        {"DDP206", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "A value that is not one of the choices"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "The option only accepts a fixed list of values (e.g. --start_method spawn, fork or forkserver)."),
         "torchrun --start_method=thread train.py\n"},
        {"DDP207", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "No training script"),
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog",
                           "The launcher needs the training script (or a module with -m) after its options."),
         "torchrun --nnodes=2\n"},
        {"DDP208", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "A PET_ variable of a flag is not an integer"),
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog",
                           "torch reads PET_<FLAG> variables with int() while building its parser; 'true' crashes it."),
         "PET_STANDALONE=true torchrun train.py\n"},
        {"DDP209", Severity::Warning,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "A launcher option after the training script"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "Everything after the training script goes to the script, so a launcher option written there "
             "(train.py --nproc_per_node=8) never reaches the launcher, which uses its default, and the script may "
             "reject it. Move it before the script."),
         "torchrun --nnodes=2 train.py --nproc_per_node=8\n"},
        {"DDP301", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "Invalid --nnodes"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "--nnodes is N or MIN:MAX with integers 0 < MIN <= MAX; anything else makes torchrun fail at "
             "start-up."),
         "torchrun --nnodes=2:1 train.py\n"},
        {"DDP302", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "Invalid --nproc_per_node"),
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog",
                           "--nproc_per_node is a positive integer or one of cpu, gpu, auto (newer versions add xpu)."),
         "torchrun --nproc_per_node=0 train.py\n"},
        {"DDP303", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "Negative --max_restarts"),
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "--max_restarts must be 0 or more."),
         "torchrun --max_restarts=-1 train.py\n"},
        {"DDP304", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "Invalid --rdzv_conf"),
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "--rdzv_conf is a comma-separated list of key=value pairs."),
         "torchrun --rdzv_conf=timeout train.py\n"},
        {"DDP305", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "Invalid --redirects, --tee or --local-ranks-filter"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "--redirects and --tee take 0-3 or a per-rank map like 0:1,1:2; --local-ranks-filter takes integers."),
         "torchrun --redirects=all train.py\n"},
        {"DDP306", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "--monitor_interval must be positive"),
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog",
                           "The agent polls its workers every monitor_interval seconds; 0 or less is rejected."),
         "torchrun --monitor_interval=0 train.py\n"},
        {"DDP307", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "Invalid rendezvous endpoint"),
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog",
                           "The endpoint is host[:port] with a valid host name or address and a port from 0 to 65535."),
         "torchrun --rdzv_endpoint=master:99999 train.py\n"},
        {"DDP308", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "Static rendezvous endpoint without a port"),
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "With the static backend the endpoint needs an explicit port."),
         "torchrun --rdzv_backend=static --rdzv_endpoint=master --nnodes=2 --node_rank=0 train.py\n"},
        {"DDP309", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "--no_python together with --module"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "--no_python runs the script as a program, --module runs it with python -m: they exclude each other."),
         "torchrun --no_python --module train\n"},
        {"DDP310", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "A value torchrun cannot use"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "argparse accepts the value but torchrun crashes using it (e.g. --nnodes=-- becomes an empty list)."),
         "torchrun --nnodes=-- train.py\n"},
        {"DDP311", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "Port 0 in a multi-node job"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "Port 0 means 'any free port': every node would pick its own, so they never meet. Use a fixed port "
             "such as 29500."),
         "torchrun --nnodes=2 --rdzv_backend=c10d --rdzv_endpoint=${MASTER}:0 train.py\n"},
        {"DDP312", Severity::Warning, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "A privileged port"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "Ports below 1024 need root to listen on and are often taken by system services; use a port from "
             "1024 to 65535, e.g. 29500."),
         "torchrun --rdzv_endpoint=${MASTER}:80 train.py\n"},
        {"DDP313", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "A port out of range"),
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog",
                           "A TCP port is between 1 and 65535; the store cannot bind a larger number."),
         "python -m torch.distributed.launch --master_port=70000 train.py\n"},
        {"DDP314", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The training script is not a file name"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "The word torch takes for the training script is one no file has: options passed as one quoted word "
             "(a word with blanks is never an option for argparse), a dash or quote pasted from a web page or a "
             "chat (en dash, em dash, minus sign, curly quotes: not the ASCII '-' and '\"' bash and argparse "
             "know), the carriage return of Windows line endings, or the empty word a quoted empty variable "
             "gives (\"$ARGS\"), the name of a Python interpreter written before the script (torch runs the "
             "script with its own Python), or an option's second value (--rdzv_conf a=1 b=2). python cannot open "
             "it and every node stops; the options after it go to the script. With -m the word is a module's "
             "dotted name: a file's path there (tools/train.py) stops python the same way."),
         "torchrun \u2013\u2013nnodes=2 --nproc_per_node=8 train.py\n"},
        {"DDP315", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "--no_python with a script file named without its folder"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "With --no_python torch runs the training script itself as a program; a name without a slash is looked "
             "up in PATH, not in the working folder, so a Python or shell file named so (train.py, run_worker.sh) "
             "is never found and every worker fails. Name the executable file with its folder (./run.sh), or, for "
             "a Python file, remove --no_python."),
         "torchrun --no_python --nproc_per_node=8 train.py\n"},
        {"DDP401", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "--standalone in a multi-node job"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "--standalone starts a private rendezvous on localhost: every node would train alone. Remove it and "
             "give a rendezvous endpoint on the master node."),
         "torchrun --standalone --nnodes=2 train.py\n"},
        {"DDP402", Severity::Warning,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "--standalone overrides the --rdzv options"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "With --standalone torchrun replaces --rdzv_backend, --rdzv_endpoint and --rdzv_id by its own "
             "localhost values; the options given are ignored."),
         "torchrun --standalone --rdzv_endpoint=${MASTER}:29500 train.py\n"},
        {"DDP403", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "Static rendezvous without a master address"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "A multi-node static rendezvous needs --master_addr (or an endpoint) that every node can reach; the "
             "default 127.0.0.1 points each node at itself. The fix passes --master_addr=${MASTER}, and where the "
             "snippet does not set MASTER before the launcher it adds the lines that set it to the first host."),
         "torchrun --nnodes=2 --node_rank=${VC_TASK_INDEX} --rdzv_backend=static train.py\n"},
        {"DDP404", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The node rank is the same on every node"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "With static rendezvous every node needs its own --node_rank in [0, nnodes). A fixed number (or the "
             "default 0) gives all nodes the same rank and the job hangs. Use ${VC_TASK_INDEX}."),
         "python -m torch.distributed.launch --nnodes=2 --node_rank=0 --master_addr=${MASTER} train.py\n"},
        {"DDP405", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "Dynamic rendezvous without a reachable endpoint"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "A multi-node c10d or etcd rendezvous needs --rdzv_endpoint on a host every node reaches; an empty "
             "or loopback endpoint makes each node wait alone."),
         "torchrun --nnodes=2 --rdzv_backend=c10d train.py\n"},
        {"DDP406", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The rendezvous id differs between nodes"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "--rdzv_id must be the same on all nodes; a per-node value (VC_TASK_INDEX, hostname, $RANDOM, $$) "
             "puts every node in its own rendezvous. The static rendezvous (--master_addr) keeps its keys under "
             "the run id too."),
         "torchrun --nnodes=2 --rdzv_id=job-${VC_TASK_INDEX} --rdzv_endpoint=${MASTER}:29500 train.py\n"},
        {"DDP407", Severity::Info, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "Default rendezvous id"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "--rdzv_id defaults to 'none' (left off or written out). Two jobs sharing an endpoint would join "
             "each other; set a job name."),
         "torchrun --nnodes=2 --rdzv_backend=c10d --rdzv_endpoint=${MASTER}:29500 train.py\n"},
        {"DDP408", Severity::Warning,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "Static-only options with a dynamic rendezvous"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "--node_rank, --master_addr and --master_port are only used by the static backend; with c10d or etcd "
             "they are ignored."),
         "torchrun --nnodes=2 --rdzv_backend=c10d --rdzv_endpoint=${MASTER}:29500 --node_rank=0 train.py\n"},
        {"DDP409", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "A node range with the static rendezvous"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "The static rendezvous is not elastic: with --nnodes=MIN:MAX it waits for all MAX nodes, so a job that "
             "starts fewer never begins (it times out after 15 minutes). Give the node count itself, or use c10d "
             "for an elastic job. When the job starts exactly MAX nodes it works, and the range only misleads "
             "(info)."),
         "torchrun --nnodes=2:4 --node_rank=${VC_TASK_INDEX} --master_addr=${MASTER} --master_port=29500 train.py   "
         "# form: 2 nodes\n"},
        {"DDP410", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The master port differs between nodes"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "With the static rendezvous rank 0's node listens on its --master_port and every other node connects "
             "to the port it was given: a port computed per node (from VC_TASK_INDEX, $RANDOM) makes them wait "
             "for each other until the time-out. Use one port on every node."),
         "torchrun --nnodes=2 --node_rank=${VC_TASK_INDEX} --master_addr=${MASTER} "
         "--master_port=$((29500 + VC_TASK_INDEX)) train.py\n"},
        {"DDP411", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "An empty rendezvous id"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "The c10d and etcd rendezvous refuse an empty --rdzv_id (\"The run id must be a non-empty string\") "
             "on every node, before any node meets another: a variable of another scheduler ($SLURM_JOB_ID, "
             "$JOB_ID) is unset on the platform. Give a fixed job name."),
         "torchrun --nnodes=2 --rdzv_backend=c10d --rdzv_endpoint=${MASTER}:29500 --rdzv_id=$SLURM_JOB_ID train.py\n"},
        {"DDP412", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "A node waits for the port its own launcher opens"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "A loop before the launcher waits until the master's port answers (until nc -z $MASTER_ADDR "
             "$MASTER_PORT; do sleep 5; done), and the node that runs it is the master itself: the port only "
             "opens when that node's launcher starts, after the loop, so it waits forever and the other nodes wait "
             "for it at the rendezvous. Skip the wait on the node that hosts the store (if [ \"$VC_TASK_INDEX\" "
             "!= 0 ]), and check that the test which decides it really tells the nodes apart."),
         "MASTER_ADDR=${VC_WORKER_HOSTS%%,*}\nuntil nc -z \"$MASTER_ADDR\" 29500; do sleep 5; done\n"
         "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$MASTER_ADDR "
         "--master_port=29500 train.py\n"},
        {"DDP413", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "A node waits for a file another pod writes"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "A loop before the launcher waits until a file under /tmp (or /dev/shm, /var/tmp) exists, and the "
             "file is written by another node's branch of the command (node 0 writes its address to "
             "/tmp/master_ip, the others wait for it). Each pod has its own /tmp: the file never appears on the "
             "waiting nodes, they never start their launchers, and node 0 waits for them at the rendezvous. Give "
             "every node the value in the command itself (the master is the first host of VC_WORKER_HOSTS), or "
             "write the file to a folder every pod mounts."),
         "if [ \"$VC_TASK_INDEX\" = 0 ]; then hostname -i > /tmp/master_ip; fi\n"
         "while [ ! -f /tmp/master_ip ]; do sleep 5; done\n"
         "torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$(cat /tmp/master_ip) "
         "--master_port=29500 train.py\n"},
        {"DDP414", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "No node hosts the c10d store"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "With the c10d backend the node whose name the endpoint gives hosts the rendezvous store, and it "
             "decides so by comparing that name with its own: torch 1.13 with its host name (<pod>), the "
             "full name its hosts file gives first (<pod>.<job>.<namespace>.svc.cluster.local) and its addresses. "
             "The name VC_WORKER_HOSTS gives, <pod>.<job>, is none of them, so no node hosts the store and every "
             "node fails with RendezvousConnectionError. Say which node hosts it, --rdzv_conf=is_host=$((VC_TASK_INDEX "
             "== 0)) (1 on node 0, 0 on the others). Later releases also compare the addresses the name resolves "
             "to (2.2 does)."),
         "MASTER=${VC_WORKER_HOSTS%%,*}\ntorchrun --nnodes=2 --nproc_per_node=8 --rdzv_backend=c10d "
         "--rdzv_endpoint=$MASTER:29400 --rdzv_id=job train.py\n"},
        {"DDP501", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "--nnodes disagrees with the node count"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "The form starts a different number of nodes than --nnodes says: the rendezvous waits for nodes that "
             "never come (or drops some). Use the node count, or ${VC_WORKER_NUM}."),
         "torchrun --nnodes=4 train.py   # form: 2 nodes\n"},
        {"DDP502", Severity::Warning,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "--nnodes uses another role's count"),
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog",
                           "--nnodes takes a VC_*_NUM variable of a role other than the worker role."),
         "torchrun --nnodes=${VC_PS_NUM} train.py\n"},
        {"DDP503", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "--nproc_per_node disagrees with the GPUs per node"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "More processes than GPUs make several processes share a GPU (NCCL fails); fewer leave GPUs idle "
             "(a warning). More processes than CUDA_VISIBLE_DEVICES lists: the local ranks past the list ask for "
             "a GPU their process cannot see (invalid device ordinal)."),
         "torchrun --nproc_per_node=16 train.py   # form: 8 GPUs per node\n"},
        {"DDP504", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The MASTER line does not take the first host"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "Evaluated on sample hosts, the MASTER line does not give the first host of VC_WORKER_HOSTS. With the "
             "static rendezvous (and torch.distributed.launch) that is an error: rank 0 must run on the master "
             "address and rank 0 is node 0, the first host, so the nodes never meet. With c10d it is only info: "
             "any node can host the store (the agent whose host matches the endpoint starts it) and the ranks "
             "come from the rendezvous. When the backend is only known on the node, it is a warning."),
         "export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $2}'`\n"},
        {"DDP505", Severity::Warning,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "--node_rank does not come from VC_TASK_INDEX"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "For static rendezvous the platform gives each node its index in ${VC_TASK_INDEX}; any other source "
             "risks duplicate or missing ranks."),
         "python -m torch.distributed.launch --nnodes=2 --node_rank=${RANK} --master_addr=${MASTER} train.py\n"},
        {"DDP506", Severity::Warning,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The rendezvous address does not use MASTER"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "The rendezvous endpoint (or --master_addr) should be ${MASTER}, the first host of VC_WORKER_HOSTS, so "
             "that it follows the job wherever the platform schedules it."),
         "torchrun --nnodes=2 --rdzv_endpoint=10.0.0.1:29500 train.py\n"},
        {"DDP507", Severity::Warning, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "Not the image's python"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "The interpreter that runs the launcher is not the one the form names (or is an absolute system path "
             "that bypasses a conda or virtual environment), so torch may be missing or a different version."),
         "/usr/bin/python -m torch.distributed.run train.py\n"},
        {"DDP601", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The option needs a newer torch"),
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog",
                           "The spelling or option only exists in a later torch release: dash spellings such as "
                           "--nproc-per-node arrived in 2.0; torch 1.13 only knows --nproc_per_node."),
         "torchrun --nproc-per-node=8 train.py   # torch 1.13\n"},
        {"DDP602", Severity::Warning,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "torch.distributed.launch is deprecated"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "torch.distributed.launch is deprecated in favour of torchrun and prints a FutureWarning; it may be "
             "removed. Use torchrun (the script reads LOCAL_RANK from the environment). Info when the job chose "
             "this launcher (validate --job, the preview)."),
         "python -m torch.distributed.launch --nproc_per_node=8 train.py\n"},
        {"DDP603", Severity::Warning,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The script must accept --local-rank / --local_rank"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "Without --use_env, torch.distributed.launch passes the local rank as an argument: --local_rank=N up "
             "to torch 1.13, --local-rank=N from 2.0. A script whose argparse only knows the other spelling "
             "stops with 'unrecognized arguments'. Pass --use_env and read LOCAL_RANK, or accept both spellings. "
             "Info when the job says the script reads the spelling its torch passes (validate --job, the preview); "
             "an error when the snippet writes the script itself and its argparse has no such option."),
         "python -m torch.distributed.launch --nproc_per_node=8 train.py\n"},
        {"DDP604", Severity::Error, QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "--no_python without --use_env"),
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog",
                           "torch.distributed.launch refuses --no_python unless --use_env is given."),
         "python -m torch.distributed.launch --no_python --nproc_per_node=2 ./run.sh\n"},
        {"DDP605", Severity::Warning,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "--local_rank written by hand in the script's arguments"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "torchrun (and torch.distributed.launch with --use_env) gives each worker its local rank in the "
             "LOCAL_RANK environment variable. A --local_rank N or --local-rank=N written after the script reaches "
             "every worker with the same N, and a script that uses it puts every rank on GPU N. Remove it and read "
             "LOCAL_RANK."),
         "torchrun --nproc_per_node=8 train.py --local_rank 0\n"},
        {"DDP701", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The wrapper's machine count is not the form's node count"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "accelerate launch passes --num_machines (1 when not given) to torchrun as --nnodes; deepspeed's "
             "--num_nodes keeps only the first N hosts of its hostfile. A count different from the job's node "
             "count makes the rendezvous wait for nodes that never come, or leaves nodes out; without "
             "--num_machines each node of a multi-node job trains on its own. Use ${VC_WORKER_NUM}."),
         "accelerate launch --multi_gpu --num_machines 3 --num_processes 16 --machine_rank ${VC_TASK_INDEX} "
         "--main_process_ip ${VC_WORKER_HOSTS%%,*} train.py\n"},
        {"DDP702", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The wrapper starts the wrong number of processes per node"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "accelerate's --num_processes is the TOTAL over all machines: torchrun gets num_processes // "
             "num_machines per node. Giving the per-node GPU count (8 on 2 machines) starts 4 processes per node "
             "and leaves half the GPUs idle; without --num_processes accelerate takes one node's GPU count as the "
             "total. deepspeed's --num_gpus is per node and must match the node's GPUs."),
         "accelerate launch --multi_gpu --num_machines 2 --num_processes 8 --machine_rank ${VC_TASK_INDEX} "
         "--main_process_ip ${VC_WORKER_HOSTS%%,*} train.py\n"},
        {"DDP703", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The wrapper's machine rank is missing or not the node's index"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "With the static rendezvous every node passes its own rank: accelerate's --machine_rank, deepspeed's "
             "--node_rank (with --no_ssh). Without it accelerate stops (int(None)) and deepspeed asserts; a rank "
             "that is not the node's index (evaluated on each node of the job) gives two nodes the same rank. On "
             "the platform the index is ${VC_TASK_INDEX}."),
         "accelerate launch --multi_gpu --num_machines 2 --num_processes 16 --main_process_ip ${VC_WORKER_HOSTS%%,*} "
         "train.py\n"},
        {"DDP704", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog",
                           "The wrapper's main process address is missing or not the first host"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "accelerate's --main_process_ip and deepspeed's --master_addr say where rank 0 holds the store: the "
             "first host of the role, the same on every node. Without it accelerate passes the host 'None' and "
             "deepspeed asks the first host over ssh; another host, or localhost, means the nodes never meet."),
         "accelerate launch --multi_gpu --num_machines 2 --num_processes 16 --machine_rank ${VC_TASK_INDEX} "
         "train.py\n"},
        {"DDP705", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "accelerate refuses these options together"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "accelerate launch stops before starting anything when more than one of --cpu, --multi_gpu, --tpu, "
             "--use_deepspeed and --use_fsdp is given, when --multi_gpu has fewer than 2 processes, or with both "
             "--module and --no_python."),
         "accelerate launch --multi_gpu --use_deepspeed --num_processes 8 train.py\n"},
        {"DDP706", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The launcher starts every node itself over ssh"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "Without --no_ssh the deepspeed runner starts the job on every host of its hostfile through pdsh (or "
             "MPI). The platform already runs the start command on every node, so each node starts the whole job "
             "again (or fails where the image has no pdsh or ssh between pods). Give every node --no_ssh "
             "--node_rank=${VC_TASK_INDEX}. accelerate's --use_deepspeed takes that path too unless "
             "--deepspeed_multinode_launcher is standard."),
         "deepspeed --hostfile /tmp/hostfile train.py --deepspeed ds.json\n"},
        {"DDP707", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "The DeepSpeed hostfile does not describe the job"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "deepspeed reads its nodes from the hostfile (default /job/hostfile), one 'host slots=N' line per node "
             "in node order. Evaluated on each node: a missing file makes every node train alone; a bad line or a "
             "host listed twice stops the runner; a line count other than the node count or slots other than the "
             "GPUs per node start the wrong job. Write it from ${VC_WORKER_HOSTS} before the launcher."),
         "deepspeed --no_ssh --node_rank=${VC_TASK_INDEX} --master_addr=${VC_WORKER_HOSTS%%,*} train.py\n"},
        {"DDP708", Severity::Info,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "accelerate takes its settings from a config file"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "With --config_file every setting not given on the command line (machine count, rank, main process "
             "address, distributed type) comes from that YAML file. A file the start command writes itself (a "
             "here-document) is read and judged like the command line; any other only exists on the node, and the "
             "checks cannot see it: give the topology on the command line to have it checked."),
         "accelerate launch --config_file accelerate.yaml train.py\n"},
        {"DDP709", Severity::Error,
         QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", "--same_network loses the address of a dynamic rendezvous"),
         QT_TRANSLATE_NOOP(
             "CommandDiagnosticCatalog",
             "With --same_network accelerate passes the main process address to torchrun as --master_addr and "
             "--master_port, which only the static rendezvous reads. With --rdzv_backend c10d (or etcd) torchrun's "
             "--rdzv_endpoint stays empty, so every node looks for the rendezvous on localhost:29400 and the nodes "
             "never meet. Without --same_network accelerate passes --rdzv_endpoint=IP:PORT, which works with "
             "every backend."),
         "accelerate launch --multi_gpu --same_network --rdzv_backend c10d --num_machines 2 --num_processes 16 "
         "--machine_rank ${VC_TASK_INDEX} --main_process_ip ${VC_WORKER_HOSTS%%,*} train.py\n"},
    };
    return table;
}

const CommandDiagnosticCatalog::Entry* CommandDiagnosticCatalog::find(const QString& code)
{
    for (const Entry& entry : entries()) {
        if (code == QLatin1String(entry.code))
            return &entry;
    }
    return nullptr;
}

Severity CommandDiagnosticCatalog::severity(const QString& code)
{
    const Entry* entry = find(code);
    return entry ? entry->severity : Severity::Warning;
}

QString CommandDiagnosticCatalog::title(const Entry& entry)
{
    return tr(entry.title);
}

QString CommandDiagnosticCatalog::explanation(const Entry& entry)
{
    return tr(entry.explanation);
}

QString CommandDiagnosticCatalog::describe(const Entry& entry)
{
    return tr("%1 (%2): %3\n\n%4\n\nExample:\n%5")
        .arg(QLatin1String(entry.code), severityName(entry.severity), title(entry), explanation(entry),
             QString::fromUtf8(entry.example));
}

QString CommandDiagnosticCatalog::text()
{
    QString out;
    for (const Entry& entry : entries())
        out += QStringLiteral("%1 %2 %3\n").arg(QLatin1String(entry.code), severityName(entry.severity), title(entry));
    return out;
}

QString CommandDiagnosticCatalog::markdown()
{
    QString out = tr("# Diagnostics of `ddpwizard-cli validate`\n\n"
                     "Generated by `ddpwizard-cli validate --list-codes --format markdown`; do not edit by hand.\n"
                     "Codes: DDP1xx shell, DDP2xx argparse, DDP3xx values, DDP4xx topology and rendezvous, "
                     "DDP5xx agreement with the form, DDP6xx launch.py and torch versions. ShellCheck's own "
                     "findings keep their SC codes.\n");
    for (const Entry& entry : entries()) {
        out += QStringLiteral("\n## %1: %2\n\n").arg(QLatin1String(entry.code), title(entry));
        out += tr("Severity: %1\n\n").arg(severityName(entry.severity));
        out += explanation(entry) + QStringLiteral("\n\n");
        out += tr("Example:\n\n```bash\n%1```\n").arg(QString::fromUtf8(entry.example));
    }
    return out;
}

} // namespace ddpw
