#!/usr/bin/env python3
"""Writes and checks resources/explain/torch-launcher-facts.tsv: every fact about torchrun that
`explain` states (the variables each worker gets, the rendezvous's waits and timeouts, the defaults
it names), per torch release, each with the file and line of torch's source it was read in.

Facts are located by a pattern in the release's own files, never by a line number typed by hand:
this script finds the line and writes its number and text into the table. Three releases were
read in full:

  1.13   Debian 12's python3-torch 1.13.1 (/usr/lib/python3/dist-packages/torch)
  2.2    torch 2.2.2 (a site-packages copy whose torch/version.py says '2.2.2+cpu')
  2.6    torch 2.6.0 (a site-packages copy whose torch/version.py says '2.6.0+cpu')

A fact that changed between the releases read holds over a range whose other end comes from the
change's date (the row says "inferred" and why); an empty "to" is an open range (it holds in the
newest release read, and later releases are taken to keep it until a row says otherwise).
explain's C++ (core/model/TorchLauncherFacts) reads only the columns fact, value, from and to.

    tools/torch-launcher-facts.py --source 1.13=DIR --source 2.2=DIR --source 2.6=DIR
        write the table (DIR is a folder holding torch/)
    tools/torch-launcher-facts.py --check [--source 1.13=DIR ...]
        exit 1 when a row's line no longer holds its text in a release given (1.13 defaults to
        the installed torch), or when a fact of FACTS has no row
"""
import argparse
import os
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
TABLE = ROOT / "resources" / "explain" / "torch-launcher-facts.tsv"
INSTALLED = "/usr/lib/python3/dist-packages"
READ = ["1.13", "2.2", "2.6"]  # the releases whose files were read
READ_AS = {"1.13": "1.13.1", "2.2": "2.2.2", "2.6": "2.6.0"}  # what their version files say
LAST = ""  # an open range: from its first release on, as far as the releases read show

AGENT = "torch/distributed/elastic/agent/server/local_elastic_agent.py"
AGENT_API = "torch/distributed/elastic/agent/server/api.py"
RUN = "torch/distributed/run.py"
LAUNCHER_API = "torch/distributed/launcher/api.py"
DYNAMIC = "torch/distributed/elastic/rendezvous/dynamic_rendezvous.py"
STATIC = "torch/distributed/elastic/rendezvous/static_tcp_rendezvous.py"
C10D = "torch/distributed/elastic/rendezvous/c10d_rendezvous_backend.py"
RDZV_API = "torch/distributed/elastic/rendezvous/api.py"
MP_INIT = "torch/distributed/elastic/multiprocessing/__init__.py"
MP_API = "torch/distributed/elastic/multiprocessing/api.py"


def env(name, first="1.13", last=LAST, file=AGENT):
    """A variable the agent puts into every worker's environment."""
    return ("worker-env", name, first, last, {r: (file, r'"%s": ' % name) for r in READ})


# (fact, value, from, to, {release read: (file, pattern of the line)}, inferred: why) -- the
# pattern's first match in the file is the line. A release outside [from, to] is not searched.
FACTS = [
    env("LOCAL_RANK"),
    env("RANK"),
    env("GROUP_RANK"),
    env("ROLE_RANK"),
    env("ROLE_NAME"),
    env("LOCAL_WORLD_SIZE"),
    env("WORLD_SIZE"),
    env("GROUP_WORLD_SIZE"),
    env("ROLE_WORLD_SIZE"),
    env("MASTER_ADDR"),
    env("MASTER_PORT"),
    env("TORCHELASTIC_RESTART_COUNT"),
    env("TORCHELASTIC_MAX_RESTARTS"),
    env("TORCHELASTIC_RUN_ID"),
    env("TORCHELASTIC_USE_AGENT_STORE"),
    env("NCCL_ASYNC_ERROR_HANDLING", last="2.1")
    + ("renamed TORCH_NCCL_ASYNC_ERROR_HANDLING by pytorch commit 8f8722e3, first in 2.2.0 "
       "(ray-project/ray#47292); 2.2.2 has the new name",),
    env("TORCH_NCCL_ASYNC_ERROR_HANDLING", first="2.2")
    + ("the rename (commit 8f8722e3) is in 2.2.0 (ray-project/ray#47292); read in 2.2.2 and 2.6.0",),
    ("worker-env", "TORCHELASTIC_ERROR_FILE", "1.13", LAST,
     {"1.13": (MP_INIT, r'\["TORCHELASTIC_ERROR_FILE"\] = error_file'),
      "2.2": (MP_INIT, r'\["TORCHELASTIC_ERROR_FILE"\] = error_file'),
      "2.6": (MP_API, r'\["TORCHELASTIC_ERROR_FILE"\] = error_file')}),
    # run.py sets it for the agent when nproc > 1 and it is unset; the agent copies it.
    ("worker-env", "OMP_NUM_THREADS", "1.13", LAST,
     {r: (RUN, r'os.environ\["OMP_NUM_THREADS"\] = str\(omp_num_threads\)') for r in READ}),
    # The store the workers use: the agent's with static; with c10d from 2.5 too (shared TCPStore).
    ("use-agent-store", "static", "1.13", "2.4",
     {"1.13": (AGENT, r'use_agent_store = spec.rdzv_handler.get_backend\(\) == "static"'),
      "2.2": (AGENT, r'use_agent_store = spec.rdzv_handler.get_backend\(\) == "static"')},
     "c10d shares its TCPStore by default since pytorch#128096 (June 2024; 2.5, pytorch#135712 "
     "reports it in 2.5.0dev0808); 2.3 and 2.4 not read"),
    ("use-agent-store", "static,c10d", "2.5", LAST,
     {"2.6": (DYNAMIC, r'return os.getenv\("TORCH_DISABLE_SHARE_RDZV_TCP_STORE", "0"\) != "1"')},
     "pytorch#128096 (June 2024) shares c10d's TCPStore by default; read in 2.6.0"),
    # MASTER_ADDR with c10d: the host name of the agent that got group rank 0, or its --local-addr.
    ("c10d-master-addr", "fqdn", "1.13", "1.13", {"1.13": (AGENT_API, r"master_addr = _get_fq_hostname\(\)")}),
    ("c10d-master-addr", "local_addr-or-fqdn", "2.0", LAST,
     {"2.2": (AGENT_API, r"master_addr = local_addr"),
      "2.6": (RDZV_API, r"addr = local_addr or socket.getfqdn\(\)")},
     "--local-addr arrived in 2.0 (pytorch#88922); read in 2.2.2 and 2.6.0"),
    # GROUP_WORLD_SIZE: the agents (nodes) of the round, from the rendezvous.
    ("group-world-size", "nodes-of-round", "1.13", LAST,
     {"1.13": (AGENT_API, r"worker_group.group_world_size = group_world_size"),
      "2.2": (AGENT_API, r"worker_group.group_world_size = group_world_size"),
      "2.6": (AGENT_API, r"worker_group.group_world_size = group_world_size")}),
    # Restarts: only a failed (or unhealthy) group uses one; a membership change does not.
    ("restart-count", "failures-only", "1.13", LAST,
     {r: (AGENT_API, r"self._remaining_restarts -= 1") for r in READ}),
    ("restart-count-membership", "not-counted", "1.13", LAST,
     {r: (AGENT_API, r"num_nodes_waiting = rdzv_handler.num_nodes_waiting\(\)") for r in READ}),
    # --use_env only decides the --local_rank argument; LOCAL_RANK is in the environment always.
    ("use-env", "argument-only", "1.13", LAST,
     {"1.13": (RUN, r"cmd_args.append\(f\"--local_rank=\{macros.local_rank\}\"\)"),
      "2.2": (RUN, r"cmd_args.append\(f\"--local-rank=\{macros.local_rank\}\"\)"),
      "2.6": (RUN, r"cmd_args.append\(f\"--local-rank=\{macros.local_rank\}\"\)")}),
    # The rendezvous's waits: c10d waits for MIN, then a last call; static for MAX.
    ("c10d-waits-for", "min-then-last-call", "1.13", LAST,
     {"1.13": (DYNAMIC, r"if len\(state.participants\) == self._settings.min_nodes:"),
      "2.2": (DYNAMIC, r"if len\(state.participants\) == self._settings.min_nodes:"),
      "2.6": (DYNAMIC, r"if len\(state.participants\) == self._settings.min_nodes:")}),
    ("static-waits-for", "max", "1.13", LAST,
     {r: (STATIC, r"world_size = params.max_nodes") for r in READ}),
    ("c10d-last-call-seconds", "30", "1.13", LAST, {r: (DYNAMIC, r'"last_call": timedelta\(seconds=30\)') for r in READ}),
    ("c10d-join-timeout-seconds", "600", "1.13", LAST, {r: (DYNAMIC, r'"join": timedelta\(seconds=600\)') for r in READ}),
    ("c10d-read-timeout-seconds", "60", "1.13", LAST,
     {r: (C10D, r'params.get_as_int\("read_timeout", 60\)') for r in READ}),
    ("static-timeout-seconds", "900", "1.13", LAST, {r: (LAUNCHER_API, r"default_timeout = 900") for r in READ}),
    ("c10d-default-port", "29400", "1.13", LAST, {r: (RUN, r"defaults to 29400") for r in READ}),
    ("master-port-default", "29500", "1.13", "2.11", {r: (RUN, r"default=29500,") for r in READ},
     "pytorch#175699 (Feb 2026) made it None, inferred first in 2.12 (None read in 2.14.0)"),
    ("standalone-endpoint", "localhost:29400", "1.13", "2.1",
     {"1.13": (RUN, r'args.rdzv_endpoint = "localhost:29400"')},
     "pytorch#107734 (Aug 2023, first in 2.2) switched to localhost:0"),
    ("standalone-endpoint", "localhost:0", "2.2", LAST,
     {"2.2": (RUN, r'args.rdzv_endpoint = "localhost:0"'), "2.6": (RUN, r'args.rdzv_endpoint = "localhost:0"')}),
]

HEADER = ("# Facts explain states about torchrun, per torch release, each with the line of torch's source\n"
          "# it was read in. Written by tools/torch-launcher-facts.py; do not edit by hand.\n")
COLUMNS = ["fact", "value", "from", "to", "read_in", "file", "line", "text"]


def version_key(text):
    if not text:
        return (99, 0)  # an open range
    major, minor = text.split(".")
    return int(major), int(minor)


def sources(pairs):
    found = {"1.13": INSTALLED} if os.path.isdir(os.path.join(INSTALLED, "torch")) else {}
    for pair in pairs:
        release, folder = pair.split("=", 1)
        found[release] = folder
    return found


def locate(folder, file, pattern):
    """(line number, stripped text) of the pattern's first match in folder/file, or None."""
    path = os.path.join(folder, file)
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if re.search(pattern, line):
                return number, line.strip()
    return None


def rows(folders):
    out, missing = [], []
    for spec in FACTS:
        fact, value, first, last, where = spec[:5]
        inferred = spec[5] if len(spec) > 5 else ""
        for release in READ:
            if release not in where or not version_key(first) <= version_key(release) <= version_key(last):
                continue
            if release not in folders:
                missing.append(f"{fact} {value}: torch {release} not given")
                continue
            file, pattern = where[release]
            found = locate(folders[release], file, pattern)
            if not found:
                missing.append(f"{fact} {value}: /{pattern}/ not in torch {release}'s {file}")
                continue
            out.append([fact, value, first, last, READ_AS[release], file, str(found[0]), found[1]])
        if inferred:
            out.append([fact, value, first, last, "inferred", "", "", inferred])
    return out, missing


def read_table():
    table = []
    for line in TABLE.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line or line.startswith("fact\t"):
            continue
        table.append(line.split("\t"))
    return table


def check(folders):
    problems = []
    table = read_table()
    for fact, value, first, last, where, *_ in FACTS:
        if not any(r[0] == fact and r[1] == value for r in table):
            problems.append(f"no row for {fact}={value}")
    given = {READ_AS[r]: folder for r, folder in folders.items() if r in READ_AS}
    for row in table:
        fact, value, first, last, release, file, line, text = row
        if release not in given:
            continue
        path = os.path.join(given[release], file)
        try:
            lines = open(path, encoding="utf-8").read().splitlines()
        except OSError as error:
            problems.append(f"{fact}={value}: {error}")
            continue
        number = int(line)
        if number > len(lines) or lines[number - 1].strip() != text:
            problems.append(f"{fact}={value}: torch {release} {file}:{line} is not {text!r}")
    return problems, sum(1 for r in table if r[4] in given)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", action="append", default=[], metavar="RELEASE=DIR")
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    folders = sources(args.source)
    if args.check:
        problems, checked = check(folders)
        for problem in problems:
            print("FAIL:", problem)
        print(f"{checked} rows checked against torch {', '.join(sorted(folders))}; {len(problems)} problems")
        return 1 if problems else 0
    table, missing = rows(folders)
    if missing:
        for problem in missing:
            print("missing:", problem, file=sys.stderr)
        return 1
    TABLE.parent.mkdir(parents=True, exist_ok=True)
    with open(TABLE, "w", encoding="utf-8") as f:
        f.write(HEADER)
        f.write("\t".join(COLUMNS) + "\n")
        for row in table:
            f.write("\t".join(row) + "\n")
    print(f"{TABLE.relative_to(ROOT)}: {len(table)} rows")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
