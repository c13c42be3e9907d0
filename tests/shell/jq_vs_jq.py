#!/usr/bin/env python3
"""jq as expand simulates it against the system's jq (Debian 12's jq 1.6): a seeded generator of
the filters start scripts use to read their hosts, ports and counts from JSON (paths of names,
indices and [], length, keys, first, last, join, split, tostring, tonumber, case changes,
env.NAME, $ENV.NAME, --arg, literals, pipes, parentheses, arrays and objects built from them),
with -r, -j, -c, -n, -R and -e, over host lists, cluster files and objects nested a few levels,
in a start command that passes jq's output to the launcher. Real bash runs it with a stand-in
torchrun that prints its argv; `ddpwizard-cli expand --format json` must give the same argv, or
say the value is unresolved (never a different one).
Usage: jq_vs_jq.py CLI [--seed S] [--count N]"""
import json
import os
import shlex
import sys

import expand_vs_tool

HOSTS = ["job-worker-%d.job" % k for k in range(5)]


def document(r):
    hosts = HOSTS[:r.randrange(0, len(HOSTS) + 1)]
    return r.choice([
        hosts,
        {"hosts": hosts, "port": r.choice([29500, 29400.0, "29500", None]), "nnodes": len(hosts),
         "master": {"addr": hosts[0] if hosts else None, "port": 29500}},
        {"nodes": [{"name": h, "slots": r.choice([8, 4]), "ib": r.random() < 0.5} for h in hosts],
         "job": "ddp-%d" % r.randrange(100)},
        {"cluster": {"workers": ",".join(hosts), "Master-Addr": "10.0.0.%d" % r.randrange(1, 9)},
         "tags": ["a\tb", "ü\u007f", 1.5, True, None, [], {}]},
    ])


def path(r):
    step = r.choice([".hosts", ".nodes", ".cluster", ".master", ".[0]", ".[-1]", ".[]", ".port", ".job",
                     ".tags", ".master.addr", ".cluster.workers", '."Master-Addr"', ".cluster.\"Master-Addr\"",
                     ".nodes[0].name", ".nodes[].slots", ".hosts[1]", ".nodes[-1]", ".tags[]", ".missing",
                     ".[2]", ".", ".hosts[]", ".nodes[].ib"])
    return step


def builtin(r):
    return r.choice(["length", "keys", "first", "last", "tostring", "tonumber", "ascii_upcase",
                     "ascii_downcase", 'join(",")', 'join(" ")', 'split(",")', 'split(".")', "split(\",\")[0]",
                     "keys[0]", "first.name", 'index(",")', 'rindex(".")', 'indices(",")', 'index("w")'])


def template(r):
    # Strings with interpolations, plain or after a format, and formats applied to a value.
    a, b = path(r), path(r)
    return r.choice([f'"\\({a}):\\({b})"', f'@sh "A=\\({a}) B=\\({b})"', f"{a} | @sh", f'@json "x=\\({a})"',
                     f'@text "[\\({a})]"', f'"tab\\t\\({a})\\n"', f"{a} | @json", f'@sh "\\({a} | length)"'])


def construction(r):
    # Parentheses, arrays and objects built from paths (a cluster file written with jq -n).
    a, b = path(r), path(r)
    return r.choice([f"({a})", f"[{a}]", f"[{a}, {b}]", f"[{a}] | length",
                     f"{{hosts: ({a} | {builtin(r)}), port: 29500}}", f"{{name: {a}, n: ({b} | length)}}",
                     f'{{"x y": {a}}} | ."x y"', f"[{a} | {builtin(r)}]", "{}", "[]", f"{{master: {a}}} | .master",
                     f"({a} | {builtin(r)})"])


def filter_text(r):
    if r.random() < 0.2:
        return template(r)
    if r.random() < 0.25:
        return construction(r)
    stages = [path(r)]
    for _ in range(r.randrange(0, 3)):
        stages.append(r.choice([path(r), builtin(r)]))
    return " | ".join(stages)


def options(r):
    return r.choice([[], ["-r"], ["-c"], ["-r", "-c"], ["-rc"], ["-j"], ["-e"], ["-re"], ["--raw-output"]])


def case(r):
    kind = r.randrange(4)
    if kind == 0:
        # The host list as raw input, split into an array.
        words = ["jq"] + options(r) + ["-R", r.choice(['split(",")', 'split(",") | .[0]', 'split(",") | length',
                                                        ". | ascii_upcase", 'split(",")[-1]', "length",
                                                        'split(",") | index("' + r.choice(HOSTS) + '")',
                                                        'indices(",")', 'split(",") | rindex("x")'])]
        feed = 'printf "%s\\n" "$VC_WORKER_HOSTS"'
        return (f'VC_WORKER_HOSTS={",".join(HOSTS[:r.randrange(1, 5)])}\n'
                f"OUT=$({feed} | {' '.join(shlex.quote(w) for w in words)})\ntorchrun train.py \"$OUT\"\n")
    if kind == 1:
        # The environment, read with -n.
        source = r.choice(["env.HOSTS", "$ENV.HOSTS", "env.MISSING", "$h"])
        tail = r.choice(["", ' | split(",") | .[0]', ' | split(",") | length', " | length", " | ascii_upcase",
                         ' | {hosts: split(","), port: 29500} | .hosts[0]', ' | [split(",")[]] | length',
                         ' | {h: .} | .h', ' | (split(",") | .[-1])'])
        words = ["jq"] + options(r) + ["-n", "--arg", "h", "a.job,b.job", source + tail]
        return ("export HOSTS=" + ",".join(HOSTS[:r.randrange(1, 5)]) +
                f"\nOUT=$({' '.join(shlex.quote(w) for w in words)})\ntorchrun train.py \"$OUT\"\n")
    text = json.dumps(document(r), indent=r.choice([None, 2]), ensure_ascii=r.random() < 0.5)
    words = ["jq"] + options(r) + [filter_text(r)]
    if kind == 2:
        # A file the script writes, then reads.
        return (f"cat > cluster.json <<'EOF'\n{text}\nEOF\n"
                f"OUT=$({' '.join(shlex.quote(w) for w in words)} cluster.json)\ntorchrun train.py \"$OUT\"\n")
    feed = "printf %s " + shlex.quote(text)
    return f"OUT=$({feed} | {' '.join(shlex.quote(w) for w in words)})\ntorchrun train.py \"$OUT\"\n"


def main():
    # jq stops on many generated filters (a name on an array): those are unresolved by design.
    return expand_vs_tool.main(case, "jq vs " + os.path.realpath("/usr/bin/jq"), 20261207, "JQ_VS_JQ_VERBOSE", 0.6)


if __name__ == "__main__":
    sys.exit(main())
