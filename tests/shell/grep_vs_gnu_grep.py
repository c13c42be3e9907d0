#!/usr/bin/env python3
"""grep as expand simulates it against GNU grep: a seeded generator of grep lines of the kinds
start scripts use (options bundled or not, basic, extended and fixed patterns, -e lists, -m), each
in a start command that passes grep's output and exit status to the launcher. Real bash runs the
command with a stand-in torchrun that prints its argv; `ddpwizard-cli expand --format json`
must give the same argv, or say the value is unresolved (never a different one).
Usage: grep_vs_gnu_grep.py CLI [--seed S] [--count N]"""
import shlex
import sys

import expand_vs_tool

LINES = ["job-worker-0.job", "job-worker-1.job", "job-master-0.job", "Job-Worker-12.job", "10.1.0.11",
         "gpu 0: A100", "worker", "worker-2", "", "a.b", "axb", "node_rank=3", "x-worker-y"]
BASIC = ["worker", "^job", "job$", "[0-9]\\+", "worker-[0-9]*", "\\.job", "a.b", "master\\|worker", "^$",
         "[[:digit:]]", "-0", "Worker", "x", "^[^-]*-", "rank=[0-9]"]
EXTENDED = ["worker-(0|1)", "[0-9]+$", "^(job|Job)-", "w.r", "(master|gpu)", "[a-z]+-[0-9]+\\.job", "^.{3}$"]
FIXED = ["a.b", "job-", "-1.job", ".", "gpu 0", "[0-9]"]
FLAGS = ["c", "v", "i", "w", "x", "o", "q", "n", "s"]


def grep_words(r):
    syntax = r.choice(["", "E", "F"])
    pool = {"": BASIC, "E": EXTENDED, "F": FIXED}[syntax]
    flags = r.sample(FLAGS, r.randrange(0, 3)) + ([syntax] if syntax else [])
    words = []
    if flags:
        if r.random() < 0.5:
            words.append("-" + "".join(flags))
        else:
            words += ["-" + f for f in flags]
    if r.random() < 0.2:
        words += ["-m", str(r.randrange(0, 3))] if r.random() < 0.5 else ["-m%d" % r.randrange(0, 3)]
    if r.random() < 0.3:
        for pattern in r.sample(pool, r.randrange(1, 3)):
            words += ["-e", pattern]
    else:
        if r.random() < 0.3:
            words.append("--")
        words.append(r.choice(pool))
    return words


def case(r):
    lines = r.sample(LINES, r.randrange(1, 6))
    text = "\n".join(lines) + ("\n" if r.random() < 0.8 else "")
    grep = "grep " + " ".join(shlex.quote(w) for w in grep_words(r))
    feed = "printf %s " + shlex.quote(text)
    # The output through $( ), the status through an if (what set -e and if act on).
    return (f"OUT=$({feed} | {grep})\n"
            f"if {feed} | {grep} >/dev/null; then STATUS=0; else STATUS=1; fi\n"
            'torchrun train.py "$OUT" "$STATUS"\n')


def main():
    # Unresolved is allowed (a grep option expand does not simulate says so), but the kinds
    # generated here are simulated: most must resolve.
    return expand_vs_tool.main(case, "grep vs GNU grep", 20261206, "GREP_VS_GNU_VERBOSE", 0.1)


if __name__ == "__main__":
    sys.exit(main())
