"""Writes tests/data/launcher-corpus/generated.jsonl: random launcher command lines (fixed seed)
that exercise argparse's corners: abbreviations, `=`/space forms, `-r3`, flags with `=value`,
`--`, options after the script, values that look like options or negative numbers, bad types,
bad choices, and the values torchrun checks after parsing. Run with /usr/bin/python3; the
output is checked in, so rerunning must give the same file.

Each line: {"id": "gen-N", "launcher": ..., "argv": [...], "env": {...}}
"""

import json
import os
import random

SEED = 20261129
COUNT = 420

LAUNCHERS = ["torchrun", "torch.distributed.run", "torch.distributed.launch"]

# Options with a value, written with their 1.13 (underscore) name; the generator picks a spelling.
VALUED = {
    "nnodes": ["1", "2", "1:4", "0", "4:2", "1:2:3", "x", "-1", " 2", "${VC_WORKER_NUM}", ""],
    "nproc_per_node": ["8", "1", "0", "-2", "auto", "cpu", "gpu", "xpu", "eight", "2.5", "٣"],
    "rdzv_backend": ["c10d", "static", "etcd", "bogus"],
    "rdzv_endpoint": ["master:29400", "master", "10.0.0.1:99999", "[::1]:29400", "bad host:1", "h:", "h:-1", ""],
    "rdzv_id": ["job1", "none", "-x"],
    "rdzv_conf": ["timeout=900", "join_timeout=600,read_timeout=60", "a", "=1", "a=1,,b=2", "a=", " "],
    "max_restarts": ["0", "3", "-1", "x", "1.5", " 7 ", "1_000", "+2"],
    "monitor_interval": ["5", "0.5", "0", "-1", "x", "1e-3", "inf", "nan", ".5", "5.", "1_0.5"],
    "start_method": ["spawn", "fork", "forkserver", "thread", "Spawn"],
    "role": ["trainer", "default", ""],
    "log_dir": ["/tmp/logs", "", "-"],
    "redirects": ["0", "3", "4", "0:1,1:2", "10:1", "1:3,", "x"],
    "tee": ["0", "3", "1:1", "5"],
    "node_rank": ["0", "1", "-1", "x", "${VC_TASK_INDEX}", "007"],
    "master_addr": ["10.0.0.1", "master-0.job", "127.0.0.1", "bad host"],
    "master_port": ["29500", "23456", "0", "70000", "x", "-5"],
    "local_addr": ["10.0.0.2"],
    "local_ranks_filter": ["0,1", "0,x", ""],
    "logs_specs": ["default"],
    "numa_binding": ["node", "socket", "bogus"],
    "event_log_handler": ["console"],
    "signals_to_handle": ["SIGTERM,SIGUSR1"],
    "shutdown_timeout": ["60", "x"],
    "duplicate_stdout_filters": ["a,b", "a,,b", ""],
    "log_line_prefix_template": ["${rank}: "],
}
FLAGS = ["standalone", "module", "no_python", "run_path", "use_env", "virtual_local_rank"]
SHORT = {"redirects": "-r", "tee": "-t", "module": "-m"}
UNKNOWN = ["--foo", "--local_rank=0", "--local-rank=0", "-x", "--nproc-per_node=2", "--use-env", "--help-me"]
SCRIPTS = ["train.py", "/abs/train.py", "pkg.module", "-", "run.sh", "x y.py"]
SCRIPT_ARGS = ["--lr", "0.1", "--epochs=3", "-v", "--", "--nproc_per_node=4", "--use_env", "x", "--nproc=2",
               "--max=3", "-h"]


def spell(rng, name):
    """One way of writing option `name`: underscore, dash, abbreviation or short option."""
    choice = rng.random()
    if name in SHORT and choice < 0.25:
        return SHORT[name]
    long_name = "--" + name
    if "_" in name and choice < 0.55:
        long_name = "--" + name.replace("_", "-")
    if choice > 0.85:
        # an abbreviation: a prefix of the name, sometimes stopping before the first separator
        cut = rng.randint(3, len(long_name))
        long_name = long_name[:cut]
    return long_name


def option_words(rng):
    words = []
    if rng.random() < 0.78:
        name = rng.choice(list(VALUED))
        value = rng.choice(VALUED[name])
        option = spell(rng, name)
        form = rng.random()
        if option in ("-r", "-t") and form < 0.4:
            words.append(option + value)
        elif form < 0.5:
            words.append(option + "=" + value)
        else:
            words += [option, value]
    elif rng.random() < 0.85:
        name = rng.choice(FLAGS)
        option = spell(rng, name)
        if rng.random() < 0.12:
            option += rng.choice(["=1", "=0", "=", "=true"])
        words.append(option)
        if option == "-m" and rng.random() < 0.3:
            words[-1] = rng.choice(["-mh", "-mr3", "-mx", "-m=1", "-mm"])
    else:
        words.append(rng.choice(UNKNOWN))
    return words


def command(rng):
    argv = []
    for _ in range(rng.randint(0, 6)):
        argv += option_words(rng)
    shape = rng.random()
    if shape < 0.08:
        return argv  # no script: required error, or a value swallowed nothing
    if shape < 0.16:
        argv.append("--")
    if shape < 0.22:
        argv.append("--nproc_per_node")  # swallows the script
    argv.append(rng.choice(SCRIPTS))
    for _ in range(rng.randint(0, 4)):
        argv.append(rng.choice(SCRIPT_ARGS))
    if rng.random() < 0.15:
        argv += option_words(rng)  # launcher options after the script go to the script
    if rng.random() < 0.04:
        argv.insert(rng.randint(0, len(argv)), "-h")
    return argv


def main():
    rng = random.Random(SEED)
    cases = []
    for index in range(COUNT):
        case = {"id": f"gen-{index}", "launcher": rng.choice(LAUNCHERS), "argv": command(rng)}
        if rng.random() < 0.05:
            name = rng.choice(["PET_NNODES", "PET_NODE_RANK", "PET_STANDALONE", "PET_MAX_RESTARTS"])
            case["env"] = {name: rng.choice(["2", "1", "0", "abc", "true"])}
        cases.append(case)
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "..", "data", "launcher-corpus", "generated.jsonl")
    with open(path, "w", encoding="utf-8") as out:
        for case in cases:
            out.write(json.dumps(case, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
