"""explain's summary against expand's argv, judged by torch's argparse (see test_explain_vs_expand.sh)."""

import glob
import json
import os
import re
import subprocess
import sys

cli, source_dir = sys.argv[1], sys.argv[2]
sys.path.insert(0, os.path.join(source_dir, "tests", "torch"))
import launcher_oracle  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from explain_expectations import expected  # noqa: E402

VERSIONS = ["1.13", "2.6"]
# Launchers that explain shows with the values as written: none. Where the simulated nodes take
# different launchers (an if on VC_TASK_INDEX), each is shown as the first node that runs it.
CEILING_AS_WRITTEN = 0
# Fewer compared scripts than this means the test no longer looks at the corpora.
FLOOR_COMPARED = 60
# The same for the wrapper corpus (scripts x 2 node counts).
FLOOR_WRAPPERS_COMPARED = 30


def headers(path):
    """The platform corpus's header lines (tests/shell/test_platform_corpus.sh), with its defaults."""
    found = {"nodes": "2", "job": "ddp", "role": "worker", "gpus": "8", "env": []}
    for line in open(path, encoding="utf-8", errors="replace"):
        match = re.match(r"#\s*(nodes|job|role|gpus|env):\s*(.*?)\s*$", line)
        if not match:
            if line.startswith("#") or not line.strip():
                continue
            break
        key, value = match.groups()
        if key == "env":
            found["env"].append(value.replace("{node}", "0").replace("{ip}", "10.1.0.10"))
        else:
            found[key] = value
    return found


def run(arguments):
    done = subprocess.run([cli] + arguments, capture_output=True, text=True, errors="replace", timeout=60,
                          env=dict(os.environ, DDPW_LANG="en"))
    return done.returncode, done.stdout


def launcher_of(argv):
    """(launcher, its arguments) for torch's launchers; None for anything else."""
    if not argv:
        return None
    program = os.path.basename(argv[0])
    if program == "torchrun":
        return "torchrun", argv[1:]
    if re.fullmatch(r"python[0-9.]*", program):
        for k in range(1, len(argv) - 1):
            if argv[k] == "-m" and argv[k + 1] in ("torch.distributed.run", "torch.distributed.launch"):
                return ("torchrun" if argv[k + 1].endswith("run") else "torch.distributed.launch"), argv[k + 2:]
            if not argv[k].startswith("-"):
                return None
    return None


def wrappers():
    """accelerate launch and deepspeed (tests/data/wrapper-scripts, 2 and 3 nodes): explain's
    "on the nodes" must give the torchrun settings expand works out for the node it shows (that
    node's argv, deepspeed's hostfile as the snippet writes it: the node count it reads, --no_ssh
    where written). Returns (compared, failures)."""
    compared, failures = 0, []
    for path in sorted(glob.glob(os.path.join(source_dir, "tests", "data", "wrapper-scripts", "*.sh"))):
        for nodes in (2, 3):
            rc, out = run(["explain", path, "--nodes", str(nodes), "--gpus-per-node", "8", "--format", "json"])
            if rc != 0:
                failures.append(f"{path} ({nodes} nodes): explain exited {rc}")
                continue
            summary = " ".join(e["effect"] for e in json.loads(out) if e["title"].startswith("training script"))
            shown = re.search(r"shown for node (\d+): ", summary)
            if not shown:
                continue  # no node runs it for sure, or the wrapper starts no torchrun there
            hosts = ",".join(f"job-worker-{k}.job" for k in range(nodes))
            rc, out = run(["expand", path, "--hosts", hosts, "--node", shown.group(1), "--format", "json"])
            torchrun = json.loads(out).get("torchrun") if rc in (0, 1) else None
            if not torchrun:
                failures.append(f"{path} ({nodes} nodes): explain shows node {shown.group(1)}, expand gives no torchrun")
                continue
            compared += 1
            missing = [a for a in torchrun["arguments"] + torchrun["notes"] if a not in summary]
            if missing:
                failures.append(f"{os.path.relpath(path, source_dir)} ({nodes} nodes): explain misses {missing} of "
                                f"expand's node {shown.group(1)}\n    explain: {summary}")
    return compared, failures


def main():
    scripts = sorted(glob.glob(os.path.join(source_dir, "tests", "data", "platform-corpus", "*.sh")) +
                     glob.glob(os.path.join(source_dir, "tests", "data", "shell-corpus", "*.sh")))
    compared = agreed = node_only = other = as_written = no_launcher = 0
    failures = []
    for path in scripts:
        h = headers(path)
        nodes = int(h["nodes"])
        hosts = ",".join(f"{h['job']}-{h['role']}-{k}.{h['job']}" for k in range(nodes))
        env_flags = [item for value in h["env"] for item in ("--env", value)]
        rc, out = run(["expand", path, "--hosts", hosts, "--node", "0", "--role", h["role"], "--format", "json"] +
                      env_flags)
        if rc != 0:
            other += 1
            continue
        node = json.loads(out)
        found = launcher_of(node.get("argv") or [])
        if not found:
            other += 1
            continue
        if any("<" in a and ">" in a for a in found[1]) or node.get("unresolved"):
            node_only += 1  # what only the node knows: explain says so, torch cannot judge it here
            continue
        pet = {k: v for k, v in node.get("env", {}).items() if k.startswith("PET_")}
        for version in VERSIONS:
            torch = launcher_oracle.parse(version, found[0], found[1], pet)
            rc, out = run(["explain", path, "--torch", version, "--nodes", str(nodes), "--gpus-per-node", h["gpus"],
                           "--role", h["role"], "--job-name", h["job"], "--format", "json"] + env_flags)
            if rc != 0:
                failures.append(f"{path} (torch {version}): explain exited {rc}")
                continue
            entries = json.loads(out)
            summary = " ".join(e["effect"] for e in entries if e["title"].startswith("training script")) + " "
            rejected = any((e["title"].startswith("rejected by torch") or e["title"].endswith(" stops here")) for e in entries) or \
                "stops before it starts a worker" in summary
            if not summary.strip() and not rejected:
                no_launcher += 1  # a launcher only a variable names ($LAUNCH train.py): validate skips it too
                continue
            if "$" in summary and "rendezvous at $" in summary or "MASTER_ADDR=$" in summary:
                as_written += 1
                continue
            compared += 1
            problems = []
            if version != "1.13" and torch["outcome"] == "ok":
                # The 2.x parsers are argparse only: torchrun's checks after parsing are 1.13's.
                torch113 = launcher_oracle.parse("1.13", found[0], found[1], pet)
                if torch113["outcome"] == "ok":
                    torch["runtime"], torch["runtime_extra"] = torch113["runtime"], torch113["runtime_extra"]
            if torch["outcome"] in ("error", "crash"):
                if not rejected:
                    problems.append(f"torch stops ({torch['message']}), explain does not say so")
            elif torch["outcome"] == "ok":
                if torch["runtime"] not in (None, "skip") or torch["runtime_extra"]:
                    if "stops before it starts a worker" not in summary:
                        problems.append(f"torch stops after parsing ({torch['runtime'] or torch['runtime_extra']}),"
                                        " explain does not say so")
                elif rejected:
                    problems.append("torch accepts the argv, explain says it is rejected")
                else:
                    for text in expected(torch["args"], nodes):
                        if text not in summary:
                            problems.append(f"missing {text.strip()!r}")
            if problems:
                failures.append(f"{os.path.relpath(path, source_dir)} (torch {version}, argv {found[1]}): " +
                                "; ".join(problems) + f"\n    explain: {summary.strip()}")
            else:
                agreed += 1
    print(f"explain vs expand: {compared} compared (scripts x {len(VERSIONS)} torch releases), {agreed} agree; "
          f"{node_only} scripts with values only the node knows, {other} without a torch launcher; "
          f"{as_written} explained as written (the nodes take different launchers), {no_launcher} with a "
          "launcher only a variable names")
    wrapper_compared, wrapper_failures = wrappers()
    failures += wrapper_failures
    print(f"accelerate launch and deepspeed: {wrapper_compared} explained as expand works them out "
          f"({len(wrapper_failures)} not)")
    for failure in failures:
        print("FAIL:", failure)
    if as_written > CEILING_AS_WRITTEN:
        print(f"FAIL: {as_written} launchers explained as written (ceiling {CEILING_AS_WRITTEN})")
        return 1
    if wrapper_compared < FLOOR_WRAPPERS_COMPARED:
        print(f"FAIL: only {wrapper_compared} wrapper comparisons (floor {FLOOR_WRAPPERS_COMPARED})")
        return 1
    if compared < FLOOR_COMPARED:
        print(f"FAIL: only {compared} comparisons (floor {FLOOR_COMPARED})")
        return 1
    return 1 if failures else 0


sys.exit(main())
