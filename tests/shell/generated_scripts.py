"""Start scripts nobody wrote for the tests: a seeded generator, real bash, torch's parser.

Each script is built from the idioms real start scripts use (docs/shell-corpus.md,
docs/platform-scripts.md): options written out, in string variables and arrays, quoted right
and wrong; the master from `cut`, `awk`, `sed`, an array, `getent` or `hostname`; branches and
functions on the node index; `set -euo pipefail`; exports; wrappers; a script the command writes
with a here-document or printf and then runs; node-only values; pasted dashes, curly quotes and
Windows line endings; both torch launchers; the option spellings of 1.13 and 2.x, values right
and wrong. The generator only writes text: what is right is decided afterwards, by running it.

For a script and a node count N (1 to 16):
  1. real bash runs it on every node of a simulated Volcano job (env -i with VC_WORKER_HOSTS,
     VC_WORKER_NUM, VC_TASK_INDEX, VK_TASK_INDEX, HOSTNAME; stand-in torchrun/python/python3 that
     record argv and environment, `hostname` and `getent` that answer from the job's host table;
     a train.py in the working folder);
  2. the recorded argv goes to torch's parser (tests/torch/launcher_oracle.py: Debian's torch
     1.13 itself, argparse and torchrun's checks after it; 2.6: the argparse model of
     torchrun_2x_parsers.py) and a model of the rendezvous (rendezvous_outcome below): which
     ranks, how many nodes, which endpoint, whether the training script exists;
  3. `ddpwizard-cli validate` must report an error exactly when the job cannot start or hangs,
     `expand` must give bash's argv and environment on every node (or say that a value is only
     known on the node), and `explain` must state torch's values for node 0's argv.
Every disagreement is printed with its script and family; run_search() returns the counts per
family. tests/shell/test_generated_vs_bash_torch.sh runs a fixed seed (CI);
tools/differential-search.sh runs any seed and count.
"""

import json
import os
import random
import re
import select
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "torch"))
sys.path.insert(0, HERE)
import launcher_oracle  # noqa: E402
import explain_expectations  # noqa: E402

JOB, ROLE, GPUS = "job", "worker", 8


def pod(k):
    return f"{JOB}-{ROLE}-{k}"


def fqdn(k):
    return f"{pod(k)}.{JOB}"


def address(k):
    return f"10.1.0.{10 + k}"


# --- the generator -------------------------------------------------------------------------------

FAMILIES = ["plain", "variables", "arrays", "one-word", "branch-rank", "case-rank", "function",
            "strict", "heredoc", "substitution", "node-only", "exports", "pasted", "crlf",
            "script-args", "severity", "launch", "builtins", "arithmetic"]


class Script:
    """What one generated script is: its family, text, node count and the torch it is judged on."""

    def __init__(self, index, family, text, nodes, torch):
        self.index, self.family, self.text, self.nodes, self.torch = index, family, text, nodes, torch


class Generator:
    def __init__(self, rng, torch):
        self.r = rng
        self.torch = torch

    def pick(self, *choices):
        return self.r.choice(choices)

    def chance(self, p):
        return self.r.random() < p

    def mostly(self, right, *wrong):
        """What a user who knows bash and torch writes, now and then one of the mistakes."""
        return self.r.choice(wrong) if wrong and self.chance(0.05) else (
            self.r.choice(right) if isinstance(right, tuple) else right)

    def name(self, option):
        """An option's spelling: 1.13 knows the underscores only, 2.x both (and a few wrong ones)."""
        if "_" not in option:
            return "--" + option
        dashes = "--" + option.replace("_", "-")
        if self.chance(0.03):
            return self.pick("-" + option, dashes)  # 1.13 knows the underscores only
        return self.pick("--" + option, dashes) if self.torch != "1.13" else "--" + option

    def opt(self, option, value, style=None):
        """One option with its value as words of a command line (`--x=v` or `--x v`)."""
        style = style or self.pick("=", " ")
        return f"{self.name(option)}{style}{value}"

    def launcher(self):
        return self.pick("torchrun", "torchrun", "torchrun", "python -m torch.distributed.run",
                         "python3 -m torch.distributed.run", "python -m torch.distributed.launch --use_env")

    def master(self, nodes):
        """(setup lines, the word that gives the master's host)."""
        kind = self.r.randrange(11) if self.chance(0.9) else self.r.choice([7, 8, 9, 10, 11])
        if kind == 0:
            return [], '"${VC_WORKER_HOSTS%%,*}"'
        if kind == 1:
            return ["MASTER=$(echo $VC_WORKER_HOSTS | cut -d, -f1)"], "$MASTER"
        if kind == 2:
            return ["MASTER=$(echo \"$VC_WORKER_HOSTS\" | awk -F, '{print $1}')"], "${MASTER}"
        if kind == 3:
            return ["MASTER=$(echo $VC_WORKER_HOSTS | sed 's/,.*//')"], '"$MASTER"'
        if kind == 4:
            return ["HOSTS=(${VC_WORKER_HOSTS//,/ })"], "${HOSTS[0]}"
        if kind == 5:
            return ['IFS=, read -r -a HOSTS <<< "$VC_WORKER_HOSTS"'], '"${HOSTS[0]}"'
        if kind == 6:
            return ["MASTER=$(getent hosts %s | awk '{print $1}')" % self.pick(fqdn(0), "$(echo $VC_WORKER_HOSTS | cut -d, -f1)")], "$MASTER"
        if kind == 7:
            return [], self.mostly(fqdn(0), fqdn(min(1, nodes - 1)), "localhost", pod(0))
        if kind == 8:
            return [], '"${VC_WORKER_HOSTS##*,}"'
        if kind == 9:
            return [], "$(hostname)"
        if kind == 11:
            return [], self.pick("$MASTER_ADDR", "${MASTER_ADDR:-%s}" % fqdn(0))
        return ["export MASTER_ADDR=${VC_WORKER_HOSTS%%,*}"], "$MASTER_ADDR"

    def rank(self):
        return self.mostly(("$VC_TASK_INDEX", "${VC_TASK_INDEX}", '"$VK_TASK_INDEX"', "${HOSTNAME##*-}"),
                           "$((VC_TASK_INDEX + 1))", "0", "$RANK", "${RANK:-0}")

    def nnodes(self, nodes):
        return self.mostly(("$VC_WORKER_NUM", "${VC_WORKER_NUM}", str(nodes), "${NNODES:-%d}" % nodes),
                           str(nodes + 1), f"1:{nodes}", "$NNODES")

    def nproc(self):
        return self.mostly(("8", "8", "gpu", "auto", "4", "${GPUS:-8}"), "$GPUS", "16")

    def port(self):
        return self.mostly(("29500", "$((29500 + 1))", "${MASTER_PORT:-29500}"), "$PORT", "2950O")

    def rendezvous(self, nodes, master_word):
        """The options that say where the nodes meet: static (master, port, rank), c10d or standalone."""
        kind = self.r.random()
        if kind < 0.6:
            words = [self.opt("node_rank", self.rank()), self.opt("master_addr", master_word)]
            if self.chance(0.8):
                words.append(self.opt("master_port", self.port()))
            return words
        if kind < 0.93:
            words = [self.opt("rdzv_backend", self.mostly("c10d", "static")),
                     self.opt("rdzv_endpoint", master_word + self.mostly((":29400", ""), ":$RDZV_PORT"))]
            if self.chance(0.6):
                words.append(self.opt("rdzv_id", self.mostly(("job7", "${JOB_ID:-job7}"), "$VC_JOB_ID")))
            return words
        return ["--standalone"]

    def options(self, nodes, master_word):
        words = [self.opt("nnodes", self.nnodes(nodes)), self.opt("nproc_per_node", self.nproc())]
        words += self.rendezvous(nodes, master_word)
        if self.chance(0.15):
            words.append(self.opt("max_restarts", self.pick("3", "0", "-1")))
        if self.chance(0.05):
            words.append(self.pick("--no_python", "--log_dir=/tmp/logs", "--redirects 3", "--tee=9", "--rdzv_conf timeout=900",
                                   "--local_addr $(hostname -i)", "--monitor_interval 0"))
        self.r.shuffle(words)
        return words

    def script_args(self):
        return self.pick("", "", " --lr 0.1", " --epochs ${EPOCHS:-3}", " --master_port 1234",
                         " --nnodes 4 --data /mnt/data", ' --config "cfg a.yaml"')

    # Families ---------------------------------------------------------------------------------

    def plain(self, nodes):
        setup, master = self.master(nodes)
        words = self.options(nodes, master)
        return setup + [f"{self.launcher()} {' '.join(words)} train.py{self.script_args()}"]

    def variables(self, nodes):
        setup, master = self.master(nodes)
        words = self.options(nodes, master)
        cut = self.r.randrange(len(words) + 1)
        name = self.pick("DISTRIBUTED_ARGS", "ARGS", "LAUNCH_OPTS")
        use = self.mostly((f"${name}", f"${{{name}}}"), f'"${name}"')
        return setup + [f'{name}="{" ".join(words[:cut])}"',
                        f"{self.launcher()} {use} {' '.join(words[cut:])} train.py{self.script_args()}"]

    def arrays(self, nodes):
        setup, master = self.master(nodes)
        words = self.options(nodes, master)
        use = self.mostly(('"${ARGS[@]}"', "${ARGS[@]}"), '"${ARGS[*]}"')
        lines = setup + [f"ARGS=({' '.join(words[:2])})"]
        if len(words) > 2:
            lines.append(f"ARGS+=({' '.join(words[2:])})")
        return lines + [f"{self.launcher()} {use} train.py{self.script_args()}"]

    def one_word(self, nodes):
        setup, master = self.master(nodes)
        words = self.options(nodes, master)
        quoted = self.pick(f'"{" ".join(words)}"', f'"{" ".join(words[:2])}" {" ".join(words[2:])}',
                           f"'{words[0]} {words[1]}' {' '.join(words[2:])}")
        return setup + [f"{self.launcher()} {quoted} train.py{self.script_args()}"]

    def branch_rank(self, nodes):
        setup, master = self.master(nodes)
        common = [self.opt("nnodes", self.nnodes(nodes)), self.opt("nproc_per_node", "8"),
                  self.opt("master_addr", master), self.opt("master_port", "29500")]
        launcher = self.launcher()
        ranks = [str(k) for k in range(nodes)]
        if self.chance(0.15):
            ranks = [str(self.pick(0, 1)) for _ in range(nodes)]
        if nodes <= 3 and self.chance(0.5):
            lines = [f'if [ "$VC_TASK_INDEX" {self.pick("=", "-eq")} 0 ]; then']
            lines.append(f"    {launcher} {' '.join(common)} --node_rank={ranks[0]} train.py")
            for k in range(1, nodes - 1):
                lines.append(f'elif [ "$VC_TASK_INDEX" = {k} ]; then')
                lines.append(f"    {launcher} {' '.join(common)} --node_rank={ranks[k]} train.py")
            if nodes > 1:
                lines.append("else")
                lines.append(f"    {launcher} {' '.join(common)} {self.name('node_rank')} {ranks[-1]} train.py")
            lines.append("fi")
            return setup + lines
        # Each branch sets its own rank, one launcher line after.
        lines = [f'if [ "$VC_TASK_INDEX" {self.pick("=", "-eq")} 0 ]; then', f"    NODE_RANK={ranks[0]}"]
        if nodes > 1:
            lines += ["else", f"    NODE_RANK={self.mostly('$VC_TASK_INDEX', ranks[-1], '1')}"]
        lines.append("fi")
        return setup + lines + [f"{launcher} {' '.join(common)} --node_rank=$NODE_RANK train.py"]

    def case_rank(self, nodes):
        setup, master = self.master(nodes)
        common = [self.opt("nnodes", "$VC_WORKER_NUM"), self.opt("nproc_per_node", "8"),
                  self.opt("master_addr", master)]
        launcher = self.launcher()
        lines = [f'case "${self.pick("VC_TASK_INDEX", "HOSTNAME")}" in']
        if "HOSTNAME" in lines[0]:
            lines.append(f"    *-0) {launcher} {' '.join(common)} --node_rank=0 train.py ;;")
            for k in range(1, min(nodes, 4)):
                lines.append(f"    *-{k}) {launcher} {' '.join(common)} --node_rank={k} train.py ;;")
            lines.append(f"    *) {launcher} {' '.join(common)} --node_rank={self.mostly('$VC_TASK_INDEX', '1')} train.py ;;")
        else:
            lines.append(f"    0) {launcher} {' '.join(common)} --node_rank=0 train.py ;;")
            lines.append(f"    *) {launcher} {' '.join(common)} --node_rank={self.mostly('$VC_TASK_INDEX', '1', '$((VC_TASK_INDEX - 1))')} train.py ;;")
        lines.append("esac")
        return setup + lines

    def function(self, nodes):
        setup, master = self.master(nodes)
        words = self.options(nodes, master)
        launcher = self.launcher()
        kind = self.r.randrange(3)
        if kind == 0:
            return setup + [f'launch() {{ {launcher} "$@"; }}', f"launch {' '.join(words)} train.py{self.script_args()}"]
        if kind == 1:
            return setup + ["node_rank() { echo \"$VC_TASK_INDEX\"; }",
                            f"{launcher} {' '.join(w for w in words if 'node_rank' not in w and 'node-rank' not in w)}"
                            f" --node_rank $(node_rank) train.py"]
        return setup + ["start() {", f"    local opts=({' '.join(words)})", f'    {launcher} "${{opts[@]}}" "$@"', "}",
                        f"start train.py{self.script_args()}"]

    def strict(self, nodes):
        lines = [self.pick("set -euo pipefail", "set -e", "set -u", "set -o pipefail")]
        extra = self.pick("", "", "echo starting on $HOSTNAME", "test -f train.py",
                          'echo "rank $NODE_RANK_FROM_OPERATOR"', "false", "[ -d /tmp ] || exit 3",
                          f'[ "$VC_TASK_INDEX" -lt {max(nodes - 1, 1)} ] || exit 0',
                          'if ! echo "$VC_WORKER_HOSTS" | grep -q ,; then exit 4; fi',
                          '! echo "$HOSTNAME" | grep -q worker && exit 5',
                          '! printf "%s" "$VC_WORKER_HOSTS" | grep -q job')
        if extra:
            lines.append(extra)
        return lines + self.plain(nodes)

    def heredoc(self, nodes):
        setup, master = self.master(nodes)
        words = self.options(nodes, master)
        body = f"{self.launcher()} {' '.join(words)} train.py"
        run = self.pick("bash run.sh", "sh run.sh", "source run.sh", ". ./run.sh", "bash ./run.sh")
        kind = self.r.randrange(3)
        if kind == 0:
            quote = self.pick("EOF", "EOF", "'EOF'")
            return setup + [f"cat > run.sh <<{quote}", *([] if quote == "EOF" else setup), body, "EOF", run]
        if kind == 1:
            return setup + [f"echo \"{body.replace(chr(34), chr(92) + chr(34))}\" > run.sh", run]
        return setup + [f"printf '%s\\n' \"{body.replace(chr(34), chr(92) + chr(34))}\" > run.sh", run]

    def substitution(self, nodes):
        nn = self.pick("NNODES=$(echo $VC_WORKER_HOSTS | awk -F, '{print NF}')",
                       "NNODES=$(echo $VC_WORKER_HOSTS | tr ',' '\\n' | wc -l)",
                       "NNODES=$(echo \"${VC_WORKER_HOSTS//,/ }\" | wc -w)", "NNODES=$VC_WORKER_NUM",
                       "NNODES=$(echo $VC_WORKER_HOSTS | tr , '\\n' | grep -c worker)",
                       "NNODES=$(echo $VC_WORKER_HOSTS | tr , '\\n' | grep -c master)")
        rank = self.pick('NODE_RANK=$(echo "$HOSTNAME" | sed "s/.*-//")', "NODE_RANK=$(hostname | awk -F- '{print $NF}')",
                         "NODE_RANK=$VC_TASK_INDEX", "NODE_RANK=$(expr $VC_TASK_INDEX + 0)",
                         'NODE_RANK=$(echo "$HOSTNAME" | grep -oE "[0-9]+$")',
                         "NODE_RANK=$(hostname | rev | cut -c1)",
                         "NODE_RANK=$(hostname | rev | cut -d- -f1 | rev)",
                         'if hostname | grep -q -- "-0$"; then NODE_RANK=0; else NODE_RANK=$VC_TASK_INDEX; fi')
        setup, master = self.master(nodes)
        words = [self.opt("nnodes", "$NNODES"), self.opt("nproc_per_node", self.nproc()),
                 self.opt("node_rank", "$NODE_RANK"), self.opt("master_addr", master), self.opt("master_port", "29500")]
        return setup + [nn, rank, f"{self.launcher()} {' '.join(words)} train.py"]

    def node_only(self, nodes):
        setup, master = self.master(nodes)
        words = self.options(nodes, master)
        value = self.pick("$(hostname -i)", "$(hostname)", "$(getent hosts $HOSTNAME | awk '{print $1}')",
                          "$(date +%s)", "$MY_IP")
        option = self.pick("local_addr", "node_ip", "rdzv_id", "log_dir", "local-addr")
        words.insert(self.r.randrange(len(words) + 1), f"--{option}={value}" if self.chance(0.5) else f"--{option} {value}")
        return setup + [f"{self.launcher()} {' '.join(words)} train.py"]

    def exports(self, nodes):
        lines = []
        for name, value in (("PET_NNODES", self.nnodes(nodes)), ("PET_NPROC_PER_NODE", self.nproc()),
                            ("PET_NODE_RANK", self.rank()), ("PET_MASTER_ADDR", "${VC_WORKER_HOSTS%%,*}"),
                            ("PET_MASTER_PORT", "29500")):
            if self.chance(0.7):
                lines.append(f"export {name}={value}")
        return lines + [f"{self.launcher()} train.py{self.script_args()}"]

    def pasted(self, nodes):
        lines = self.plain(nodes)
        last = lines[-1]
        roll = self.r.randrange(4)
        if roll == 0:
            last = last.replace(" --", " \u2013", 1)
        elif roll == 1:
            last = last.replace(" --", " \u2014", 1)
        elif roll == 2:
            last = last.replace(" --", " \u2212\u2212", 1)
        else:
            last = last.replace("train.py", "\u201ctrain.py\u201d")
        return lines[:-1] + [last]

    def crlf(self, nodes):
        return [line + "\r" for line in self.pick(self.plain, self.variables, self.branch_rank)(nodes)]

    def script_args_family(self, nodes):
        setup, master = self.master(nodes)
        words = self.options(nodes, master)
        moved = self.pick("--master_port 1234", "--nnodes 2", "--node_rank 0", "--nproc_per_node 8", "--local_rank 0")
        return setup + [f"{self.launcher()} {' '.join(words)} train.py {moved}"]

    def severity(self, nodes):
        setup, master = self.master(nodes)
        rank = self.pick("$((VC_TASK_INDEX + 1))", "$((VC_TASK_INDEX - 1))", "$((VC_TASK_INDEX % 2))",
                         "$VC_TASK_INDEX", "$(( VC_TASK_INDEX / 2 ))")
        nn = self.pick(str(nodes), str(nodes + 1), f"1:{nodes}", f"{nodes}:{nodes + 2}", "$((VC_WORKER_NUM + 1))",
                       "$VC_WORKER_NUM")
        backend = self.pick("", "--rdzv_backend=static", "--rdzv_backend=c10d --rdzv_endpoint=%s:29400" % master)
        words = [self.opt("nnodes", nn), "--nproc_per_node=8", self.opt("node_rank", rank),
                 self.opt("master_addr", master), "--master_port=29500", backend]
        return setup + [f"{self.launcher()} {' '.join(w for w in words if w)} train.py"]

    def builtins(self, nodes):
        """Builtins and small tools that decide a value: [[ -v ]], an empty variable as a command,
        seq, tac, bc, mapfile -O, local, a shim function's for-shift loop, script -c."""
        setup, master = self.master(nodes)
        rank, nproc, nnodes = self.rank(), self.nproc(), self.nnodes(nodes)
        wrap, after = "", ""
        kind = self.r.randrange(10)
        if kind == 0:
            name = self.pick("VC_TASK_INDEX", "$VC_TASK_INDEX", "VC_WORKER_HOSTS", "NODE_RANK", "1")
            setup += [f"if [[ -v {name} ]]; then R={rank}; else R=0; fi"]
            rank = "$R"
        elif kind == 1:
            setup += ['M=$([ "$VC_TASK_INDEX" = %s ] && echo true)' % self.pick("0", "1"),
                      "if $M; then R=0; else R=%s; fi" % rank]
            rank = "$R"
        elif kind == 2:
            width = self.pick("", "-w ")
            last = self.mostly(("$((VC_WORKER_NUM - 1))",), str(nodes), "12")
            setup += ["R=", f"for k in $(seq {width}0 {last}); do", '  [ "$k" = "$VC_TASK_INDEX" ] && R=$k', "done"]
            rank = "$R"
        elif kind == 3:
            setup += ["M=$(echo $VC_WORKER_HOSTS | tr , '\\n' | %s)" % self.pick("tac | head -n 1", "head -n 1",
                                                                              "tac | tail -n 1", "sort | tac | tail -n 1")]
            master = "$M"
        elif kind == 4:
            total = self.pick(8 * nodes, 16, 8)
            setup += [f'NPROC=$(echo "scale={self.pick(0, 0, 2)}; {total} / $VC_WORKER_NUM" | bc)']
            nproc = "$NPROC"
        elif kind == 5:
            origin = self.pick("", "-O 1 ")
            setup += [f"mapfile -t {origin}HOSTS < <(echo $VC_WORKER_HOSTS | tr , '\\n')"]
            master = self.pick('"${HOSTS[0]}"', '"${HOSTS[1]}"')
        elif kind == 6:
            if self.chance(0.5):
                setup += [f"local R={rank}"]
            else:
                setup += ["setrank() { local r=%s; R=$r; }" % rank, "setrank"]
            rank = "$R"
        elif kind == 7:
            setup += ['run() { local a; for a; do [[ $a == -* ]] && shift || break; done; "$@"; }']
            wrap = self.pick("run --exclusive ", "run ", "run -N1 --cpus=8 ")
        elif kind == 8:
            wrap, after = "script -qec \"", '" /dev/null'
        else:
            after = self.pick("", " --epochs 3")
        words = [self.opt("nnodes", nnodes), self.opt("nproc_per_node", nproc),
                 self.opt("node_rank", rank), self.opt("master_addr", master), self.opt("master_port", "29500")]
        script = self.mostly(("train.py",), "python train.py", "python3 train.py")
        line = f"{self.launcher()} {' '.join(words)} {script}"
        if kind == 8:
            line = line.replace('"', '\\"')
        return setup + [f"{wrap}{line}{after}"]

    def arithmetic(self, nodes):
        """Values that pass through bash's arithmetic: host names and addresses read as expressions,
        brace ranges that never expand, a divisor nobody set, integer variables, subscripts."""
        setup, master = self.master(nodes)
        rank, nproc, nnodes = self.rank(), self.nproc(), self.nnodes(nodes)
        kind = self.r.randrange(8)
        if kind == 0:
            # ${HOSTNAME##*-} is the index; ${HOSTNAME#*-} is "worker-K", which is worker - K.
            rank = "$(( ${HOSTNAME%s*-} ))" % self.pick("##", "##", "#")
        elif kind == 1:
            right = "$(seq 0 $((VC_WORKER_NUM - 1)))"
            last = self.pick(right, right, "{0..$((VC_WORKER_NUM - 1))}")
            setup += ["HOSTS=(${VC_WORKER_HOSTS//,/ })", f"for i in {last}; do",
                      '  [ "${HOSTS[$i]}" = "$HOSTNAME.job" ] && R=$i', "done"]
            rank = "$R"
        elif kind == 2:
            divisor = self.pick("$VC_WORKER_NUM", "$VC_WORKER_NUM", "$GPUS_PER_NODE", "${NODES}")
            setup += [f"TOTAL_GPUS={8 * nodes}"]
            nproc = f"$((TOTAL_GPUS / {divisor}))"
            if self.chance(0.5):
                setup += [f"NPROC={nproc}"]
                nproc = "$NPROC"
        elif kind == 3:
            value = self.pick("$VC_WORKER_NUM", "$VC_WORKER_NUM", "$VC_WORKER_HOSTS", "${VC_WORKER_HOSTS%%,*}",
                              "$(hostname -i)")
            setup += ["declare -i NN", f"NN={value}"]
            nnodes = "$NN"
        elif kind == 4:
            setup += [f'EXPR="{self.pick("VC_WORKER_NUM", "VC_WORKER_NUM * 1", "VC_TASK_INDEX + VC_WORKER_NUM")}"',
                      "NN=$((EXPR))"]
            nnodes = "$NN"
        elif kind == 5:
            setup += ["HOSTS=(${VC_WORKER_HOSTS//,/ })"]
            master = '"${HOSTS[%s]}"' % self.pick("0", "0", "$VC_WORKER_NUM - 1 -", "${HOSTNAME##*-} - 1")
        elif kind == 6:
            setup += [f"let R={self.pick('VC_TASK_INDEX', 'VC_TASK_INDEX', 'VC_TASK_INDEX+', 'VC_TASK_INDEX.0')}"
                      + self.pick("", " || true")]
            if self.chance(0.5):
                setup.insert(0, "set -e")
            rank = "$R"
        else:
            setup += [f"PORT=$(( {self.pick('29500', '29500', '29500 + VC_TASK_INDEX', '29,500', '295OO')} ))"]
            words = [self.opt("nnodes", nnodes), self.opt("nproc_per_node", nproc), self.opt("node_rank", rank),
                     self.opt("master_addr", master), self.opt("master_port", "$PORT")]
            return setup + [f"{self.launcher()} {' '.join(words)} train.py"]
        words = [self.opt("nnodes", nnodes), self.opt("nproc_per_node", nproc), self.opt("node_rank", rank),
                 self.opt("master_addr", master), self.opt("master_port", "29500")]
        return setup + [f"{self.launcher()} {' '.join(words)} train.py"]

    def launch(self, nodes):
        setup, master = self.master(nodes)
        words = self.options(nodes, master)
        env = self.pick("", "--use_env ", "--use-env ")
        return setup + [f"python -m torch.distributed.launch {env}{' '.join(words)} train.py{self.script_args()}"]

    def script(self, index, nodes):
        family = self.r.choice(FAMILIES)
        method = {"script-args": self.script_args_family, "one-word": self.one_word, "branch-rank": self.branch_rank,
                  "case-rank": self.case_rank, "node-only": self.node_only}.get(family) or getattr(self, family)
        lines = method(nodes)
        return Script(index, family, "\n".join(lines) + "\n", nodes, self.torch)


def node_count(rng):
    roll = rng.random()
    if roll < 0.1:
        return 1
    if roll < 0.5:
        return 2
    if roll < 0.85:
        return rng.randint(3, 4)
    return rng.randint(5, 16)


def generate(seed, count):
    rng = random.Random(seed)
    scripts = []
    for index in range(count):
        torch = rng.choice(["1.13", "1.13", "2.6"])
        scripts.append(Generator(rng, torch).script(index, node_count(rng)))
    return scripts


# --- real bash on every node ---------------------------------------------------------------------

# The record folder is written into each node's own copy: `env -i` drops DDPW_RECORD.
RECORDER = ("#!/bin/bash\nrecord=%(record)s\n" +
            open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib", "record_launch.sh"),
                 encoding="utf-8").read().replace("%", "%%") +
            '/bin/pwd -P > "$record/cwd"\n')

# python and python3: a launch is `-m torch.distributed.run|launch` (after python's own options);
# anything else (python3 -c computing a value, a helper script) runs the real python.
PYTHON_RECORDER = r"""#!/bin/bash
i=1
while [ $i -le $# ]; do
    a=${!i}
    case $a in
    -m) j=$((i + 1)); case ${!j} in torch.distributed.run | torch.distributed.launch) break ;; esac
        exec /usr/bin/python3 "$@" ;;
    -m*) case ${a#-m} in torch.distributed.run | torch.distributed.launch) break ;; esac
        exec /usr/bin/python3 "$@" ;;
    -[WX]) i=$((i + 2)) ;;
    -[!-]*) i=$((i + 1)) ;;
    *) exec /usr/bin/python3 "$@" ;;
    esac
done
[ $i -le $# ] || exec /usr/bin/python3 "$@"
""" + RECORDER.split("\n", 1)[1]
# The real python resolves the job's names as the getent stand-in does (a sitecustomize module
# first on its path): python3 -c "...gethostbyname(...)" before the launcher gets the pod's address.
PYTHON_RECORDER = PYTHON_RECORDER.replace('exec /usr/bin/python3 "$@"',
                                          'PYTHONPATH=%(site)s${PYTHONPATH:+:$PYTHONPATH} exec /usr/bin/python3 "$@"')
SITECUSTOMIZE = r"""import re, socket
_pattern = re.compile(r"%(job)s-%(role)s-(\d+)\.%(job)s(?:\..*)?$")
_own, _nodes = %(own)r, %(nodes)d
_real_getaddrinfo = socket.getaddrinfo
def _address(name):
    match = _pattern.match(name or "")
    if match and int(match.group(1)) < _nodes:
        return "10.1.0.%%d" %% (10 + int(match.group(1)))
    if name in (_own, "localhost"):
        return "10.1.0.%%d" %% (10 + int(_own.rsplit("-", 1)[1])) if name == _own else "127.0.0.1"
    if re.fullmatch(r"[\d.]+", name or ""):
        return name
    raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
socket.gethostbyname = _address
socket.gethostname = lambda: _own
socket.getfqdn = lambda name="": (name or _own + ".%(job)s")
def _getaddrinfo(host, port, *args, **kwargs):
    return _real_getaddrinfo(_address(host) if isinstance(host, str) else host, port, *args, **kwargs)
socket.getaddrinfo = _getaddrinfo
# torch.cuda answers as on a pod with the job's GPUs (this machine has none): a script that counts
# them with python before the launcher gets the pod's count, as nvidia-smi would give.
import importlib.abc, importlib.util, sys
class _PodGpus(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name != "torch.cuda":
            return None
        sys.meta_path.remove(self)
        try:
            spec = importlib.util.find_spec(name)
        finally:
            sys.meta_path.insert(0, self)
        if spec is None or spec.loader is None:
            return spec
        run = spec.loader.exec_module
        def exec_module(module):
            run(module)
            module.device_count = lambda: %(gpus)d
            module.is_available = lambda: True
        spec.loader.exec_module = exec_module
        return spec
sys.meta_path.insert(0, _PodGpus())
"""

# hostname and getent as a pod of the job answers them: its own name, its address, and the
# addresses of the job's pods by their names (10.1.0.10 + k); nothing leaves the machine.
HOSTNAME_STUB = r"""#!/bin/bash
k=${HOSTNAME##*-}
case ${1:-} in
"" | -s | --short) echo "$HOSTNAME" ;;
-f | --fqdn | --long) echo "$HOSTNAME.%(job)s" ;;
-i | -I | --ip-address) echo "10.1.0.$((10 + k))" ;;
*) echo "hostname: this stand-in cannot show $1" >&2; exit 1 ;;
esac
"""

GETENT_STUB = r"""#!/bin/bash
[ "${1:-}" = hosts ] || [ "${1:-}" = ahostsv4 ] || exit 1
shift
status=0
for name in "$@"; do
    case $name in
    localhost) echo "127.0.0.1       localhost" ;;
    %(job)s-%(role)s-[0-9]*.%(job)s | %(job)s-%(role)s-[0-9]*.%(job)s.*)
        k=${name#%(job)s-%(role)s-}; k=${k%%%%.*}
        [ "$k" -lt "$DDPW_NODES" ] 2> /dev/null && echo "10.1.0.$((10 + k))       $name" || status=2 ;;
    "$HOSTNAME") echo "10.1.0.$((10 + ${HOSTNAME##*-}))       $name" ;;
    *) status=2 ;;
    esac
done
exit $status
"""


# date as pods of a job answer it: they do not start in the same second, so each pod's clock reads a
# few seconds later than the one before (what a script takes from `date` differs from pod to pod).
DATE_STUB = r"""#!/bin/bash
k=${HOSTNAME##*-}
exec /bin/date -d "@$(( $(/bin/date +%%s) + 5 * k ))" "$@"
"""


class Bash:
    """Runs scripts under real bash on every node of a simulated job, with the stand-ins."""

    def __init__(self, work):
        self.work = work
        self.bin = os.path.join(work, "bin")
        os.makedirs(self.bin)
        self._write("hostname", HOSTNAME_STUB % {"job": JOB})
        self._write("getent", GETENT_STUB % {"job": JOB, "role": ROLE})
        self._write("date", DATE_STUB % {})

    def _write(self, name, text, folder=None):
        path = os.path.join(folder or self.bin, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        os.chmod(path, 0o755)

    def run(self, script, path):
        """Per node: {"argv", "env", "status", "stderr"} (argv None where no launcher started)."""
        hosts = ",".join(fqdn(k) for k in range(script.nodes))
        records = []
        for k in range(script.nodes):
            node = os.path.join(self.work, f"run-{script.index}-{k}")
            cwd, record = os.path.join(node, "cwd"), os.path.join(node, "record")
            os.makedirs(cwd)
            os.makedirs(record)
            launchers = os.path.join(node, "bin")
            os.makedirs(launchers)
            self._write("torchrun", RECORDER % {"record": shlex.quote(record)}, launchers)
            site = os.path.join(node, "site")
            os.makedirs(site)
            self._write("sitecustomize.py", SITECUSTOMIZE % {"job": JOB, "role": ROLE, "own": pod(k),
                                                             "nodes": script.nodes, "gpus": GPUS}, site)
            for name in ("python", "python3"):
                self._write(name, PYTHON_RECORDER % {"record": shlex.quote(record), "site": shlex.quote(site)},
                            launchers)
            with open(os.path.join(cwd, "train.py"), "w", encoding="utf-8") as f:
                f.write("print('training')\n")
            env = {"PATH": f"{launchers}:{self.bin}:/usr/bin:/bin", "DDPW_RECORD": record, "DDPW_NODES": str(script.nodes),
                   "VC_WORKER_HOSTS": hosts, "VC_WORKER_NUM": str(script.nodes), "VC_TASK_INDEX": str(k),
                   "VK_TASK_INDEX": str(k), "HOSTNAME": pod(k)}
            # Every process the script starts inherits the write end of `alive` (a launcher sent to
            # the background with its output in a file too): its end of file says they have all
            # exited, their records written.
            alive_read, alive_write = os.pipe()
            try:
                # A session of its own: a script's `trap 'kill 0' EXIT` signals its process group,
                # which must not be the judge's.
                done = subprocess.run(["/bin/bash", path], cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                                      capture_output=True, timeout=30, pass_fds=(alive_write,),
                                      start_new_session=True)
                status, stderr = done.returncode, done.stderr.decode("utf-8", "replace")
            except subprocess.TimeoutExpired:
                status, stderr = 124, "timed out"
            finally:
                os.close(alive_write)
            try:
                ready, _, _ = select.select([alive_read], [], [], 30)
                while ready and os.read(alive_read, 4096):
                    ready, _, _ = select.select([alive_read], [], [], 30)
            finally:
                os.close(alive_read)
            argv = env_items = launcher_path = None
            if os.path.exists(os.path.join(record, "argv")):
                with open(os.path.join(record, "argv"), "rb") as f:
                    argv = [a.decode("utf-8", "surrogateescape") for a in f.read().split(b"\0")[:-1]]
                with open(os.path.join(record, "env"), "rb") as f:
                    items = [i.decode("utf-8", "surrogateescape") for i in f.read().split(b"\0")[:-1]]
                env_items = dict(i.split("=", 1) for i in items if "=" in i)
                launcher_path = env_items.get("PATH")
                for name in ("PATH", "PWD", "OLDPWD", "SHLVL", "_", "DDPW_RECORD", "DDPW_NODES"):
                    env_items.pop(name, None)
            records.append({"argv": argv, "env": env_items, "status": status, "stderr": stderr,
                            "script_exists": os.path.exists})
            # The launcher's PATH: where --no_python's program is looked up.
            records[-1]["path"] = launcher_path
            # What the launcher's training script names, seen from the folder the launcher started in
            # (a cd, pushd or env --chdir before it moves it).
            launch_cwd = os.path.join(record, "cwd")
            if argv is not None and os.path.exists(launch_cwd):
                with open(launch_cwd, encoding="utf-8", errors="surrogateescape") as f:
                    cwd = f.read().rstrip("\n") or cwd
            records[-1]["cwd"] = cwd
        return records


# --- torch and the rendezvous --------------------------------------------------------------------

def launcher_of(argv):
    """(launcher module, its arguments) of a recorded argv; None where it is no torch launcher."""
    program = os.path.basename(argv[0])
    if program == "torchrun":
        return "torchrun", argv[1:]
    args = argv[1:]
    # python's own options before -m (-u, -O, -B, -X opt, -W arg, bundled -um), as python reads them.
    while args and args[0].startswith("-") and len(args[0]) > 1:
        word = args[0]
        if word in ("-X", "-W"):
            args = args[2:]
            continue
        at = word.find("m", 1)
        if word[1] in "XW" or at < 0:
            args = args[1:]
            continue
        module, rest = (word[at + 1:], args[1:]) if word[at + 1:] else (args[1] if len(args) > 1 else "", args[2:])
        args = ["-m", module] + rest
        break
    if len(args) >= 2 and args[0] == "-m" and args[1] in ("torch.distributed.run", "torch.distributed.launch"):
        return args[1], args[2:]
    return None


def resolve(host, k, nodes):
    """The node a host name or address means on node k, or None where it names no node of the job."""
    host = host.lower()  # DNS and /etc/hosts ignore case
    if host in ("localhost", "127.0.0.1", pod(k)):
        return k
    for j in range(nodes):
        if host in (fqdn(j), address(j), f"{fqdn(j)}.default.svc.cluster.local"):
            return j
    return None


def split_endpoint(text, default_port):
    host, port = explain_expectations.endpoint(text, default_port)
    return host, port


_parsed = {}
# launcher_oracle.parse swaps process-wide state (os.environ's PET_* variables, sys.stdout and
# sys.stderr) while torch parses: two threads inside it at once restore each other's copies, which
# lost this program's output and handed one thread's PET_* to the other's parse. One at a time.
_parse_lock = threading.Lock()
# The environment the CLI runs with, taken before any thread starts (never os.environ mid-swap).
_BASE_ENVIRONMENT = dict(os.environ)


def parse(version, launcher, args, pet):
    """launcher_oracle.parse, once per distinct argv (the nodes of a job mostly differ in one word)."""
    key = (version, launcher, tuple(args), tuple(sorted(pet.items())))
    with _parse_lock:
        if key not in _parsed:
            if len(_parsed) > 4096:
                _parsed.clear()
            _parsed[key] = launcher_oracle.parse(version, launcher, args, pet)
        return _parsed[key]


def node_settings(version, launcher, args, env, record):
    """(settings, None) for one node's launcher, or (None, reason) where it stops on that node."""
    pet = {k: v for k, v in env.items() if k.startswith("PET_")}
    parsed = parse(version, launcher, args, pet)
    if parsed["outcome"] != "ok":
        return None, f"torch {version}: {parsed['outcome']} {parsed['message'] or ''}".strip()
    # launcher_oracle skips torchrun's checks for "gpu" (torch asks CUDA how many GPUs this
    # machine has); on the node it is its 8 GPUs, so the checks run with that count.
    gpus = [re.sub(r"^gpu$|(?<==)gpu$", str(GPUS), a) for a in args]
    gpus_pet = {k: (str(GPUS) if k == "PET_NPROC_PER_NODE" and v == "gpu" else v) for k, v in pet.items()}
    runtime = parsed
    if version == "1.13" and parsed["runtime"] == "skip":
        runtime = parse(version, launcher, gpus, gpus_pet)
    if version != "1.13":
        # The 2.x parsers are argparse only: torchrun's checks after parsing are taken from 1.13
        # where it parses the same words to the same values (a word with a space that 2.x reads as
        # --master-addr=VALUE is 1.13's training script), and otherwise from the model below.
        runtime = parse("1.13", launcher, args, pet)
        if runtime["outcome"] == "ok" and runtime["runtime"] == "skip":
            runtime = dict(parse("1.13", launcher, gpus, gpus_pet), args=runtime["args"])
        if runtime["outcome"] == "ok":
            old, new = explain_expectations.plain(runtime["args"]), explain_expectations.plain(parsed["args"])
            if runtime.get("training_script") != parsed.get("training_script") or \
                    any(old[d] != new[d] for d in set(old) & set(new) if d not in ("monitor_interval",)):
                runtime = dict(runtime, outcome="differs")
            elif runtime["runtime"] == "skip":
                # "gpu" is the node's 8 GPUs for 2.x's checks too (as for 1.13's above).
                runtime = parse("1.13", launcher, [re.sub(r"^gpu$|(?<==)gpu$", str(GPUS), a) for a in args], pet)
    if runtime["outcome"] == "ok" and (runtime["runtime"] not in (None, "skip") or runtime["runtime_extra"]):
        return None, f"torch stops after parsing: {runtime['runtime'] or runtime['runtime_extra']}"
    values = explain_expectations.plain(parsed["args"])
    if version != "1.13" and runtime["outcome"] != "ok":
        # torchrun 2.x's own asserts (shared/reference/torchrun.md, config_from_args) where 1.13
        # cannot parse the words: max_restarts >= 0, monitor_interval > 0.
        if int(values.get("max_restarts") or 0) < 0:
            return None, "torch stops after parsing: max_restarts must be >= 0"
        if float(values.get("monitor_interval") or 1) <= 0:
            return None, "torch stops after parsing: monitor_interval must be > 0"
        # launch.py's launch() (2.6.0 as 1.13): --no-python needs --use-env.
        if launcher == "torch.distributed.launch" and values.get("no_python") == "True" and \
                values.get("use_env") != "True":
            return None, "torch stops after parsing: --no-python needs --use-env"
        # create_handler (rendezvous/api.py): the backend's handler is looked up before the endpoint is read.
        if values.get("standalone") != "True" and values.get("rdzv_backend") not in ("static", "c10d", "etcd", "etcd-v2"):
            return None, f"torch stops after parsing: the rendezvous backend {values.get('rdzv_backend')!r} is not registered"
        endpoint = str(values.get("rdzv_endpoint") or "")
        if ":" in endpoint and not endpoint.rsplit(":", 1)[1].strip().isdigit():
            return None, f"torch stops after parsing: the port of --rdzv_endpoint {endpoint} is no number"
        # parse_min_max_nnodes: N or MIN:MAX, int() of each part (run.py).
        if not re.fullmatch(r"\s*[-+]?\d+\s*(:\s*[-+]?\d+\s*)?", str(values.get("nnodes") or "")):
            return None, f"torch stops after parsing: --nnodes={values.get('nnodes')} is no count"
        # determine_local_world_size (run.py): int() of the value, else cpu, gpu, xpu, auto or the
        # private backend's name; anything else (an empty $GPUS) raises ValueError.
        nproc = str(values.get("nproc_per_node") if values.get("nproc_per_node") is not None else "1")
        try:
            int(nproc)
        except ValueError:
            if nproc not in ("cpu", "gpu", "xpu", "auto", "privateuseone"):
                return None, f"torch stops after parsing: Unsupported nproc_per_node value: {nproc!r}"
        # static_tcp_rendezvous.py (2.6.0: line 116): a static endpoint must have a port.
        if values.get("standalone") != "True" and values.get("rdzv_backend") == "static" and endpoint.strip() \
                and not explain_expectations.endpoint(endpoint, "")[1]:
            return None, f"torch stops after parsing: Port is absent in endpoint: {endpoint.strip()}"
        # parse_rendezvous_endpoint (elastic/rendezvous/utils.py, 2.6.0: line 108): the host of the
        # endpoint (static: --master-addr:--master-port without one) must match ^[\w\.:-]+$.
        used = endpoint.strip()
        if values.get("rdzv_backend") == "static" and not used:
            used = f"{values.get('master_addr')}:{values.get('master_port')}"
        if values.get("standalone") != "True" and used:
            host = used if used.startswith("[") and used.endswith("]") else used.rsplit(":", 1)[0]
            host = host[1:-1] if len(host) > 1 and host[0] == "[" and host[-1] == "]" else host
            if not re.match(r"^[\w\.:-]+$", host):
                return None, f"torch stops after parsing: the hostname of the rendezvous endpoint {used!r} is no host name"
        # determine_local_world_size (run.py): an int, or cpu, gpu, auto.
        nproc = str(values.get("nproc_per_node") or "")
        if nproc not in ("cpu", "gpu", "auto") and not re.fullmatch(r"\s*[-+]?\d+\s*", nproc):
            return None, f"torch stops after parsing: Unsupported nproc_per_node value: {nproc}"
        # WorkerSpec.__post_init__ (agent/server/api.py), as 1.13's: assert local_world_size > 0.
        if re.fullmatch(r"\s*[-+]?\d+\s*", nproc) and int(nproc) <= 0:
            return None, "torch stops after parsing: NprocNotPositive"
        for dest in ("redirects", "tee"):
            given = str(values.get(dest) or "0")
            if not re.fullmatch(r"[0123]|(\d:[0123],)*(\d:[0123])", given):
                return None, f"torch stops after parsing: --{dest} {given} is no Std"
    script = os.path.join(record["cwd"], parsed["training_script"])
    if values.get("no_python") == "True":
        # subprocess runs the program: a name without a slash is looked up in PATH.
        name = parsed["training_script"]
        found = os.access(script, os.X_OK) and os.path.isfile(script) if "/" in name else \
            shutil.which(name, path=record.get("path")) is not None
        if not found:
            return None, f"--no_python: {name!r} is not an executable"
    elif values.get("module") != "True" and not os.path.isfile(script):
        return None, f"python cannot open the training script {parsed['training_script']!r}"
    elif values.get("module") == "True" and ("/" in parsed["training_script"] or
                                             parsed["training_script"].endswith(".py")):
        # python -m takes a module's dotted name: "No module named 'tools/train'".
        return None, f"python -m finds no module {parsed['training_script']!r}"
    return {"values": values}, None


def nproc_of(text):
    if text in ("gpu", "auto"):
        return GPUS
    try:
        return int(text)
    except ValueError:
        return None


def rendezvous_outcome(version, records, nodes):
    """None when every node's launcher starts and they all meet in one rendezvous of N nodes with
    every GPU used once; otherwise the reason the job cannot start or hangs."""
    settings = []
    for k, record in enumerate(records):
        if record["argv"] is None:
            return f"node {k}: bash reaches no launcher (exit {record['status']}: {record['stderr'].strip()[:120]})"
        found = launcher_of(record["argv"])
        if found is None:
            return f"node {k}: bash starts {os.path.basename(record['argv'][0])}, no torch launcher"
        setting, reason = node_settings(version, found[0], found[1], record["env"], record)
        if reason:
            return f"node {k}: {reason}"
        settings.append(setting["values"])
    kinds = set()
    for k, v in enumerate(settings):
        nproc = nproc_of(str(v["nproc_per_node"]))
        # cpu: one process per CPU, no GPU asked for (the script chooses gloo or NCCL, not torchrun).
        if str(v["nproc_per_node"]) != "cpu" and (nproc is None or nproc > GPUS):
            return f"node {k}: {v['nproc_per_node']} processes on {GPUS} GPUs (two processes per GPU: NCCL stops)"
        if v.get("standalone") == "True":
            kinds.add("standalone")
        else:
            kinds.add(v["rdzv_backend"])
    if len(kinds) > 1:
        return f"the nodes use different rendezvous: {sorted(kinds)}"
    backend = kinds.pop()
    if backend == "standalone" and nodes != 1:
        return f"--standalone on {nodes} nodes: each node is a job of its own"
    counts = set()
    for k, v in enumerate(settings):
        parts = str(v["nnodes"]).split(":")
        try:
            low, high = int(parts[0]), int(parts[-1])
        except ValueError:
            return f"node {k}: --nnodes={v['nnodes']} is no count"
        if len(parts) > 2 or not 0 < low <= high:
            return f"node {k}: --nnodes={v['nnodes']} is no range"
        counts.add((low, high))
    if len(counts) != 1:
        return f"the nodes disagree on --nnodes: {sorted(counts)}"
    low, high = counts.pop()
    if backend == "standalone":
        # --standalone sets the backend and endpoint, not the count: its private c10d rendezvous
        # waits for --nnodes' minimum, and only this node joins it.
        return None if low <= 1 else f"--standalone with --nnodes={low}:{high}: only this node joins, it waits for {low}"
    if backend == "static":
        if high != nodes:
            return f"static rendezvous of {high} nodes, the job starts {nodes}"
        ranks = [int(v["node_rank"]) for v in settings]
        if sorted(ranks) != list(range(nodes)):
            return f"node ranks {ranks}, not each of 0..{nodes - 1} once"
        endpoints = []
        for k, v in enumerate(settings):
            if (v.get("rdzv_endpoint") or "").strip():
                host, port = split_endpoint(v["rdzv_endpoint"], "")
            else:
                host, port = str(v["master_addr"]), str(v["master_port"])
            endpoints.append((resolve(host, k, nodes), port, host))
        rank0 = ranks.index(0)
        for k, (target, port, host) in enumerate(endpoints):
            if target != rank0:
                return f"node {k}: the master {host!r} is not node {rank0}, where rank 0 hosts the store"
        # Rank 0's agent publishes its own master address to every worker of the job (MASTER_ADDR):
        # a loopback there sends the other nodes' workers to themselves.
        master0 = endpoints[rank0][2]
        for k in range(nodes):
            if resolve(master0, k, nodes) != rank0:
                return f"node {rank0} (rank 0) gives every worker the master {master0!r}, which node {k} cannot reach"
        if len({port for _, port, _ in endpoints}) != 1:
            return f"the nodes use different master ports: {[p for _, p, _ in endpoints]}"
        # Port 0: rank 0's store binds a free port of its own choosing; the others dial port 0.
        if nodes > 1 and endpoints[rank0][1].strip() == "0":
            return "master port 0: rank 0's store listens on a port it picks, the other nodes connect to 0"
        # static_tcp_rendezvous.py wraps the store in PrefixStore(run_id): the agents exchange
        # their role infos under it, so ids that differ never see each other's keys.
        if nodes > 1 and len({v["rdzv_id"] for v in settings}) != 1:
            return "the nodes use different --rdzv_id: the static store's keys are prefixed with it"
        return None
    # c10d (etcd-v2 has no etcd server here: nothing answers)
    if backend != "c10d":
        return f"--rdzv_backend={backend}: no such server in the job"
    # The dynamic handler's first check (dynamic_rendezvous.py, c10d_rendezvous_backend.py).
    if any(v["rdzv_id"] == "" for v in settings):
        return "an empty --rdzv_id: The run id must be a non-empty string"
    if not low <= nodes <= high:
        return f"--nnodes={low}:{high} and {nodes} nodes: the rendezvous never completes"
    targets = set()
    for k, v in enumerate(settings):
        host, port = split_endpoint(v.get("rdzv_endpoint") or "", "29400")
        target = resolve(host, k, nodes)
        if target is None:
            return f"node {k}: the rendezvous endpoint {host!r} names no node of the job"
        targets.add((target, port))
    if len(targets) != 1:
        return f"the nodes meet at different endpoints: {sorted(targets)}"
    if nodes > 1 and next(iter(targets))[1].strip() == "0":
        return "rendezvous endpoint port 0: the host's store listens on a port it picks, the others connect to 0"
    if len({v["rdzv_id"] for v in settings}) != 1:
        return "the nodes use different --rdzv_id"
    # 1.13's _matches_machine_hostname (elastic/rendezvous/utils.py): the endpoint's node hosts the
    # store only where the name is "localhost", a loopback or its own address, its host name (the
    # pod's), or the canonical name getaddrinfo gives for that (the FQDN kubelet's hosts file lists
    # first). <pod>.<job> from VC_WORKER_HOSTS is none: no node hosts it. is_host says it outright.
    if nodes > 1 and version == "1.13" and not any("is_host" in str(v.get("rdzv_conf") or "") for v in settings):
        target = next(iter(targets))[0]
        host, _ = split_endpoint(settings[target].get("rdzv_endpoint") or "", "29400")
        own = (host.lower() in ("localhost", "127.0.0.1", pod(target), address(target),
                                f"{fqdn(target)}.default.svc.cluster.local"))
        if not own:
            return f"torch 1.13's c10d: node {target} does not take {host!r} for its own name: no node hosts the store"
    return None


# --- the tool ------------------------------------------------------------------------------------

PLACEHOLDER = re.compile(r"<(the address of ([^>]+)|this node's address|this node's full host name)>")


def expand_matches(tool_word, bash_word, k, nodes):
    """Whether expand's word is bash's, reading its node-only values as this node resolves them."""
    if tool_word == bash_word:
        return True
    if "<" not in tool_word:
        return False

    def value(match):
        if match.group(2):
            target = resolve(match.group(2), k, nodes)
            return address(target) if target is not None else "\0"
        if match.group(1) == "this node's address":
            return address(k)
        return f"{pod(k)}.{JOB}"

    return PLACEHOLDER.sub(value, tool_word) == bash_word


class Tool:
    def __init__(self, cli):
        self.cli = cli

    def call(self, arguments):
        done = subprocess.run([self.cli] + arguments, capture_output=True, timeout=120,
                              env=dict(_BASE_ENVIRONMENT, DDPW_LANG="en", LC_ALL="C.UTF-8"))
        return done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace")

    def validate(self, path, script):
        rc, out, err = self.call(["validate", path, "--torch", script.torch, "--nodes", str(script.nodes),
                                  "--gpus-per-node", str(GPUS), "--format", "json"])
        if rc not in (0, 1):
            return None, f"validate exited {rc}: {err.strip()[:200]}"
        doc = json.loads(out)
        return [d for d in doc["diagnostics"] if d["severity"] == "error"], None

    def expand(self, path, script, k):
        hosts = ",".join(fqdn(j) for j in range(script.nodes))
        rc, out, err = self.call(["expand", path, "--hosts", hosts, "--node", str(k), "--format", "json"])
        if rc not in (0, 1):
            return None, f"expand exited {rc}: {err.strip()[:200]}"
        return json.loads(out), rc

    def explain(self, path, script):
        rc, out, err = self.call(["explain", path, "--torch", script.torch, "--nodes", str(script.nodes),
                                  "--gpus-per-node", str(GPUS), "--format", "json"])
        if rc != 0:
            return None
        return json.loads(out)


def compare_expand(tool_json, record, k, nodes):
    """None when expand gives bash's argv and exported environment on node k (or says a value is
    only known on the node), else the difference."""
    tool_argv = tool_json.get("argv") or []
    if record["argv"] is None:
        return None if not tool_argv else f"node {k}: bash starts no launcher, expand gives {tool_argv}"
    # No argv is allowed where expand says why (a value or a branch only the node knows), not
    # where it merely found no launcher that bash starts.
    reasons = [u for u in tool_json.get("unresolved") or [] if not u.startswith("no torchrun")]
    if reasons and not tool_argv:
        return None
    if not tool_argv:
        return f"node {k}: bash starts {record['argv']}, expand gives no argv ({tool_json.get('unresolved')})"
    bash_argv = record["argv"]
    if os.path.basename(bash_argv[0]) != os.path.basename(tool_argv[0]) or len(bash_argv) != len(tool_argv) or \
            not all(expand_matches(t, b, k, nodes) for t, b in zip(tool_argv[1:], bash_argv[1:])):
        if tool_json.get("unresolved") and any("<" in t or "$" in t for t in tool_argv):
            return None
        return f"node {k}: argv: bash {bash_argv[1:]}\n      expand {tool_argv[1:]}"
    tool_env = tool_json.get("env") or {}
    bash_env = {n: v for n, v in record["env"].items()
                if n not in ("VC_WORKER_HOSTS", "VC_WORKER_NUM", "VC_TASK_INDEX", "VK_TASK_INDEX", "HOSTNAME")}
    # PATH is the node's (bash's record leaves it out; `env -i PATH="$PATH"` makes expand name it).
    tool_env = {n: v for n, v in tool_env.items()
                if n not in ("VC_WORKER_HOSTS", "VC_WORKER_NUM", "VC_TASK_INDEX", "VK_TASK_INDEX", "HOSTNAME", "PATH")}
    if set(bash_env) != set(tool_env) or \
            not all(expand_matches(tool_env[n], bash_env[n], k, nodes) for n in bash_env):
        return f"node {k}: env: bash {sorted(bash_env.items())}\n      expand {sorted(tool_env.items())}"
    return None


SHOWN = re.compile(r"\(shown: node (\d+), local rank 0\)")
RUNS = re.compile(r"only nodes? ([0-9, -]+) runs? this launcher \(of nodes 0-(\d+) evaluated\)")


def node_set(text):
    """{1, 3, 4, 5} for "1, 3-5"."""
    nodes = set()
    for span in text.split(", "):
        low, _, high = span.partition("-")
        nodes.update(range(int(low), int(high or low) + 1))
    return nodes


def expand_has_values(tool_json):
    """Whether expand gives node k's whole argv with every value (nothing only the node knows)."""
    argv = (tool_json or {}).get("argv") or []
    return bool(argv) and not tool_json.get("unresolved") and not any("<" in a for a in argv)


def compare_runs(entries, records):
    """None when the nodes explain says run each launcher are the nodes where bash starts one
    (each node in one launcher's set), else what differs."""
    sets = []
    for e in entries:
        match = RUNS.search(e.get("effect") or "")
        if match:
            sets.append((e["line"], node_set(match.group(1)), int(match.group(2)) + 1))
    if not sets:
        return None
    evaluated = sets[0][2]
    claimed = {}
    for line, nodes, _ in sets:
        for k in nodes:
            if k in claimed:
                return f"explain says node {k} runs the launchers of lines {claimed[k]} and {line}"
            claimed[k] = line
    started = {k for k, r in enumerate(records[:evaluated]) if r["argv"] is not None}
    if set(claimed) - started:
        return f"explain says nodes {sorted(set(claimed) - started)} run a launcher, bash starts none there"
    return None


def compare_summary(summary, script, records, expands, rejected_word, first_running=0):
    """None when one launcher's "on the nodes" states what torch makes of the shown node's argv
    (the node the summary names, else the first node explain says runs the launcher)."""
    match = SHOWN.search(summary)
    if not match and "as written" in summary:
        return None  # no evaluated node surely runs this launcher (another branch on every node)
    k = int(match.group(1)) if match else first_running
    if k >= len(records):
        return f"explain shows node {k} of {len(records)}"
    record = records[k]
    if record["argv"] is None:
        return None if not match or k == 0 else f"explain shows node {k} running this launcher, bash starts none there"
    found = launcher_of(record["argv"])
    if found is None:
        return None
    if expand_has_values(expands[k]) and "stops before it starts a worker" not in summary:
        # expand has every value of node k's argv: explain must state them, not the text (a
        # "$NAME" bash passes on literally, in single quotes, is a value; a quoted source word is
        # not). Where torch stops, the message quotes the words: validate judges those.
        stated = re.sub(r'"[^"]*"', "", summary)
        names = sorted({n for n in re.findall(r"\$\{?([A-Za-z_][A-Za-z0-9_]*)", stated)
                        if not any("$" + n in a or "${" + n in a for a in record["argv"])})
        if names:
            return f"explain shows {', '.join('$' + n for n in names)} on node {k}, where expand has the values"
    pet = {n: v for n, v in record["env"].items() if n.startswith("PET_")}
    torch = parse(script.torch, found[0], found[1], pet)
    _, stops = node_settings(script.torch, found[0], found[1], record["env"], record)
    if stops and stops.startswith("torch stops after parsing"):
        # torchrun's checks after argparse (1.13's, or 2.x's asserts): the model's verdict.
        torch = dict(torch, runtime=stops, runtime_extra=[])
    rejected = rejected_word or "stops before it starts a worker" in summary
    if "$" in summary or "<" in summary:
        return None  # explained as written: a value only the node knows
    if torch["outcome"] in ("error", "crash"):
        return None if rejected else f"torch stops on node {k} ({torch['message']}), explain does not say so"
    if torch["outcome"] != "ok":
        return None
    if torch["runtime"] not in (None, "skip") or torch["runtime_extra"]:
        return None if rejected else \
            f"torch stops after parsing ({torch['runtime'] or torch['runtime_extra']}), explain does not say so"
    if rejected:
        return f"torch accepts node {k}'s argv, explain says it is rejected"
    if not summary.strip():
        return None
    missing = [t.strip() for t in explain_expectations.expected(torch["args"], script.nodes) if t not in summary + " "]
    return f"explain misses {missing}: {summary.strip()[:300]}" if missing else None


def compare_explain(entries, script, records, expands):
    """None when explain states, for each launcher, what torch makes of the argv bash gives the
    node it shows (node 0, or the first node that runs it), shows no $VAR where expand has the
    value, and says which nodes run which launcher as bash does; else what differs."""
    if entries is None:
        return None
    difference = compare_runs(entries, records)
    if difference:
        return difference
    # Each launcher's entries end at its training script's: what torch rejects is that launcher's.
    # Where torch stops, the summary names no node: the launcher's "only nodes ... run" does.
    launchers, rejected, first = [], False, 0
    for e in entries:
        rejected = rejected or e["title"].startswith("rejected by torch") or e["title"].endswith(" stops here")
        runs = RUNS.search(e.get("effect") or "")
        if runs:
            first = min(node_set(runs.group(1)))
        if e["title"].startswith("training script") and e["effect"]:
            launchers.append((e["effect"], rejected, first))
            rejected, first = False, 0
    for summary, stops, node in launchers or [("", rejected, 0)]:
        difference = compare_summary(summary, script, records, expands, stops, node)
        if difference:
            return difference
    return None


def check(script, bash, tool, work):
    """The disagreements of one script: a list of (kind, text)."""
    path = os.path.join(work, f"script-{script.index}.sh")
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(script.text)
    records = bash.run(script, path)
    outcome = rendezvous_outcome(script.torch, records, script.nodes)
    problems = []
    errors, failure = tool.validate(path, script)
    if failure:
        problems.append(("validate", failure))
    elif bool(errors) != bool(outcome):
        if outcome:
            problems.append(("validate", f"the job cannot start ({outcome}); validate reports no error"))
        else:
            problems.append(("validate", "the job starts; validate reports " +
                             "; ".join(f"{d['code']} {d['message']}" for d in errors)))
    expands = []
    expand_differs = False
    for k in range(script.nodes):
        tool_json, rc = tool.expand(path, script, k)
        expands.append(tool_json)
        if tool_json is None:
            problems.append(("expand", rc))
            continue
        difference = compare_expand(tool_json, records[k], k, script.nodes)
        if difference and not expand_differs:
            problems.append(("expand", difference))
            expand_differs = True
    difference = compare_explain(tool.explain(path, script), script, records, expands)
    if difference:
        problems.append(("explain", difference))
    shutil.rmtree(os.path.join(work, "runs-unused"), ignore_errors=True)
    for k in range(script.nodes):
        shutil.rmtree(os.path.join(work, f"run-{script.index}-{k}"), ignore_errors=True)
    return {"script": script, "outcome": outcome, "problems": problems}


def load_cases(folder):
    """The scripts of a folder of cases (tests/data/generated-cases): NAME-FAMILY.sh with a header
    `# nodes: N` and `# torch: V`, as --keep writes them."""
    scripts = []
    for index, name in enumerate(sorted(n for n in os.listdir(folder) if n.endswith(".sh"))):
        with open(os.path.join(folder, name), encoding="utf-8", newline="") as f:
            text = f.read()
        header = dict(re.findall(r"(?m)^# (nodes|torch): (\S+)", text))
        family = name[:-3].split("-", 2)[-1]
        scripts.append(Script(index, family if family in FAMILIES else "plain", text, int(header["nodes"]),
                              header["torch"]))
    return scripts


def run_search(cli, seed, count, jobs=2, keep=None, out=sys.stdout, scripts=None):
    """Checks count scripts generated from seed (or the scripts given); returns
    {family: [scripts, jobs that cannot start, disagreeing]}."""
    work = tempfile.mkdtemp(prefix="ddpw-generated.")
    try:
        bash, tool = Bash(work), Tool(cli)
        scripts = scripts if scripts is not None else generate(seed, count)
        per_family = {family: [0, 0, 0] for family in FAMILIES}  # scripts, jobs that cannot start, disagreeing
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            results = pool.map(lambda s: check(s, bash, tool, work), scripts)
            for result in results:
                script = result["script"]
                counts = per_family[script.family]
                counts[0] += 1
                counts[1] += bool(result["outcome"])
                if result["problems"]:
                    counts[2] += 1
                    print(f"DISAGREE script {script.index} ({script.family}, {script.nodes} nodes, torch {script.torch};"
                          f" bash+torch: {result['outcome'] or 'the job starts'})", file=out)
                    for line in script.text.splitlines():
                        print("    | " + line.replace("\r", "\\r"), file=out)
                    for kind, text in result["problems"]:
                        print(f"    {kind}: {text}", file=out)
                    if keep:
                        os.makedirs(keep, exist_ok=True)
                        name = f"{seed}-{script.index}-{script.family}.sh"
                        with open(os.path.join(keep, name), "w", encoding="utf-8", newline="") as f:
                            f.write(f"# nodes: {script.nodes}\n# torch: {script.torch}\n"
                                    f"# outcome: {result['outcome'] or 'starts'}\n" + script.text)
        return per_family
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main(argv):
    import argparse
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cli")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--keep", help="a folder for the disagreeing scripts")
    parser.add_argument("--print", action="store_true", help="print the scripts and stop")
    parser.add_argument("--cases", help="check the scripts of this folder instead of generated ones")
    parser.add_argument("--family", action="append", default=[], metavar="FAMILY",
                        help="check only the scripts of FAMILY (the others are still generated, so a seed's scripts stay the same)")
    parser.add_argument("--ceiling", action="append", default=[], metavar="FAMILY=N",
                        help="fail only when FAMILY has more than N disagreements (default 0 for each)")
    # The launcher oracle makes argparse raise where it would exit (torch's own parser is run in
    # this process): this parser's --help and usage errors end the program as usual.
    try:
        args = parser.parse_args(argv)
    except Exception as stopped:  # noqa: BLE001 - the oracle's _Exit and _ParseError
        if hasattr(stopped, "status"):
            sys.exit(stopped.status)
        parser.print_usage(sys.stderr)
        sys.exit(f"{parser.prog}: error: {stopped}")
    ceilings = {family: int(n) for family, n in (c.split("=", 1) for c in args.ceiling)}
    if args.print:
        for script in generate(args.seed, args.count):
            print(f"### {script.index} {script.family} nodes={script.nodes} torch={script.torch}")
            print(script.text.replace("\r", "\\r"), end="")
        return 0
    cases = load_cases(args.cases) if args.cases else None
    if args.family:
        cases = [s for s in (cases if cases is not None else generate(args.seed, args.count)) if s.family in args.family]
    per_family = run_search(args.cli, args.seed, args.count, args.jobs, args.keep, scripts=cases)
    total = [sum(c[i] for c in per_family.values()) for i in range(3)]
    print(f"{'cases of ' + args.cases if args.cases else 'seed %d' % args.seed}: {total[0]} scripts ({total[1]} whose job cannot start or hangs), "
          f"{total[2]} with a disagreement")
    over = []
    for family, (n, bad, disagree) in per_family.items():
        ceiling = ceilings.get(family, 0)
        print(f"  {family:14s} {n:6d} scripts {bad:6d} cannot start {disagree:6d} disagree"
              + (f" (ceiling {ceiling})" if ceiling else ""))
        if disagree > ceiling:
            over.append(family)
    if over:
        print("FAIL: more disagreements than allowed in " + ", ".join(over))
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
