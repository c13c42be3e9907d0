#!/usr/bin/env python3
"""Writes the worst inputs we know for `validate` and `expand`, each up to 1 MiB, into a folder:
one file per way evaluation or reading can blow up (deep nesting of every construct, patterns
that backtrack in naive matchers, values that double, many assignments, long lines).

    tools/worst-inputs.py OUT_DIR [--large]

--large writes only the large cases instead (50 MiB: a script of a million one-line exports),
too slow for every test run; tools/bench-worst-cases.sh times them too.

tools/bench-worst-cases.sh times them; tests/shell/test_worst_cases_bounded.sh runs them.
"""
import os
import sys

MIB = 1024 * 1024


def fill(unit, prefix="", suffix="", limit=MIB):
    """prefix + unit repeated up to the limit + suffix."""
    room = limit - len(prefix) - len(suffix)
    return prefix + unit * max(1, room // len(unit)) + suffix


def nest(open_, close, middle, limit=MIB, prefix="torchrun "):
    n = (limit - len(prefix) - len(middle) - 1) // (len(open_) + len(close))
    return prefix + open_ * n + middle + close * n + "\n"


LAUNCHER = ("torchrun --nnodes=2 --nproc_per_node=8 --rdzv_backend=c10d "
            "--rdzv_endpoint=\"${VC_WORKER_HOSTS%%,*}:29500\" train.py\n")


def exports(limit=MIB):
    """A script of one-line exports, each of its own variable (an environment dumped into the
    start command), then a launcher: every line is a command the evaluation must run."""
    lines = []
    size = len(LAUNCHER)
    i = 0
    while True:
        line = "export VAR_%d=value_%d\n" % (i, i)
        if size + len(line) > limit:
            break
        lines.append(line)
        size += len(line)
        i += 1
    return "".join(lines) + LAUNCHER


def cases():
    a5000 = "a" * 5000
    yield "bracket-pattern", "X=" + a5000 + "\ntorchrun ${X//" + "[" * (MIB - 5100) + "}\n"
    yield "bracket-classes", "X=" + a5000 + "\ntorchrun ${X//" + "[[:" * ((MIB - 5100) // 3) + "/b}\n"
    yield "star-pattern", "X=" + "a" * 20000 + "\ntorchrun ${X//" + "*a" * ((MIB - 20100) // 2) + "b/c}\n"
    yield "star-prefix", "X=" + "a" * 20000 + "\ntorchrun ${X##" + "*a" * ((MIB - 20100) // 2) + "b}\n"
    yield "comsub-nest", nest("$(", ")", "echo a")
    yield "backtick-in-comsub", nest("$(echo `", "`)", "a")
    yield "param-nest", nest("${X:-", "}", "y")
    yield "quoted-param-nest", nest('"${X:-', '}"', "y")
    yield "arith-nest", "torchrun $((" + "(" * (MIB // 2 - 20) + "1" + ")" * (MIB // 2 - 20) + "))\n"
    yield "subshell-nest", nest("( ", " )", "torchrun x", prefix="")
    yield "group-nest", nest("{ ", "; }", "torchrun x", prefix="")
    yield "if-nest", nest("if a; then ", "; fi", "torchrun x", prefix="")
    yield "case-nest", nest("case x in x) ", ";; esac", "torchrun x", prefix="")
    yield "for-nest", nest("for i in 1; do ", "; done", "torchrun x", prefix="")
    yield "function-defs", fill("f() { torchrun x; }\n", suffix="torchrun y\n")
    yield "unclosed-quotes", fill("\"$(", prefix="torchrun ")
    yield "doubling", "X=ab\n" + "X=$X$X$X$X\n" * 40 + "torchrun $X\n"
    yield "replace-grows", "X=" + a5000 + "\n" + "X=${X//a/aaaa}\n" * 20 + "torchrun \"$X\"\n"
    yield "array-doubling", "A=(a b)\n" + 'A=("${A[@]}" "${A[@]}")\n' * 40 + 'torchrun "${A[@]}"\n'
    yield "big-array", fill(" e", prefix="A=(", suffix=')\ntorchrun "${A[@]}"\n')
    yield "many-assignments", fill("X$RANDOM=1\nMASTER=$(echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}')\n",
                                   suffix="torchrun --rdzv-endpoint=${MASTER}:1 x\n")
    yield "many-substitutions", fill("$(echo ${VC_WORKER_HOSTS} | cut -d, -f1) ", prefix="torchrun ", suffix="\n")
    yield "long-line", fill(" --x=${VC_WORKER_HOSTS%%,*}", prefix="torchrun", suffix=" t.py\n")
    yield "many-launchers", fill("torchrun --nnodes=2 --nproc_per_node=8 --rdzv_backend=c10d t.py\n")
    yield "heredocs", fill("cat <<E\nbody\nE\n", suffix="torchrun x\n")
    yield "conditional", fill(" && a == b", prefix="[[ a == b", suffix=" ]]\ntorchrun x\n")
    yield "if-chain", fill('if [ "$VC_TASK_INDEX" = 9 ]; then X=1; fi\n', suffix="torchrun $X\n")
    # A long sed script over many lines, python values copied again and again, loops whose
    # values are known nested in each other.
    yield "sed-script-lines", ("torchrun $(sed '" + "s/a/b/;" * (MIB // 16) + "p' <<E\n" + "a\n" * (MIB // 4) +
                               "E\n)\n")
    yield "python-copies", ("torchrun $(python3 -c \"a = 'x' + 'y'\n" + "a = a + a\n" * 19 +
                            "b = a.upper()\n" * ((MIB - 400) // 14) + "print(len(b))\")\n")
    yield "arith-loops", nest("for ((i = 0; i < 64; i++)); do ", "; done", "((j++))", prefix="")
    yield "sed-regex", "X=" + "a" * 30000 + "\ntorchrun $(echo $X | sed 's/\\(a*\\)*b/c/')\n"
    yield "backslash-blanks", fill("  --x=1 \\ " + " " * 40 + "\n", prefix="torchrun", suffix=" t.py\n")
    yield "bracket-placeholders", fill(" --nproc_per_node=[number of GPUs] [ip_host_1] \"<Master Port>\"",
                                       prefix="torchrun", suffix=" t.py\n")
    yield "many-placeholders", fill(" ...", prefix="torchrun --nproc_per_node=8", suffix=" t.py\n")
    yield "options-after-script", fill(" --nnodes=2 --local_rank 0", prefix="torchrun t.py", suffix="\n")
    # jq filters nested in brackets (each level read and run recursively), and objects whose
    # values multiply.
    yield "jq-nest", "torchrun $(jq -n '" + "(" * (MIB // 2 - 20) + "1" + ")" * (MIB // 2 - 20) + "')\n"
    yield "jq-array-nest", "torchrun $(jq -n '" + "[" * (MIB // 2 - 20) + "1" + "]" * (MIB // 2 - 20) + "')\n"
    yield "jq-object-product", ("torchrun $(jq -nc '{" + ", ".join("k%d: ([1,2,3] | .[])" % i for i in range(40)) +
                                "}')\n")
    yield "one-line-exports", exports()
    yield "garbage", "".join(chr(33 + (i * 7919) % 94) for i in range(MIB))


def large_cases():
    yield "one-line-exports-50mib", exports(50 * MIB)


def main():
    out = sys.argv[1]
    large = "--large" in sys.argv[2:]
    os.makedirs(out, exist_ok=True)
    for name, text in large_cases() if large else cases():
        data = text.encode("utf-8")[:50 * MIB if large else MIB]
        with open(os.path.join(out, name + ".sh"), "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()
