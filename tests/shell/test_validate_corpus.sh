#!/usr/bin/env bash
# "When the real argparse would reject the command, there is at least one error diagnostic":
# every command of the launcher corpus (tests/data/launcher-corpus/*.jsonl, 500+ cases) is
# written as a shell line, checked with `ddpwizard-cli validate --torch 1.13 --format json`
# as a process, and compared with what Debian's real torch 1.13 makes of the same argv
# (tests/torch/launcher_oracle.py): a rejection (argparse error, parser crash, or torchrun's own
# checks after parsing) needs an error diagnostic; an accepted command must get no parser error,
# and the JSON `args` must equal the real namespace, value by value and type by type.
# Usage: test_validate_corpus.sh CLI PYTHON
set -euo pipefail
cli=${1:?usage: test_validate_corpus.sh CLI PYTHON}
python=${2:-/usr/bin/python3}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_dir=${DDPW_SOURCE_DIR:-$(cd "$here/../.." && pwd)}
source "$here/lib/common.sh"
skip_without_torch "$python"
exec "$python" - "$cli" "$source_dir" <<'PY'
import glob, json, os, shlex, subprocess, sys
cli, source = sys.argv[1], sys.argv[2]
sys.path.insert(0, os.path.join(source, "tests", "torch"))
sys.path.insert(0, os.path.join(source, "tests", "support"))
import launcher_oracle
from argparse_values import typed

PARSER_CODES = {f"DDP{n}" for n in list(range(200, 211)) + list(range(301, 311)) + [601, 604]}
PREFIX = {"torchrun": "torchrun", "torch.distributed.run": "python3 -m torch.distributed.run",
          "torch.distributed.launch": "python3 -m torch.distributed.launch"}

cases = []
for path in sorted(glob.glob(os.path.join(source, "tests", "data", "launcher-corpus", "*.jsonl"))):
    with open(path, encoding="utf-8") as f:
        cases += [json.loads(line) for line in f if line.strip()]
failures, rejected, accepted, compared_args = [], 0, 0, 0
for case in cases:
    env = case.get("env") or {}
    line = " ".join([f"{k}={shlex.quote(v)}" for k, v in env.items()] + [PREFIX[case["launcher"]]] +
                    [shlex.quote(a) for a in case["argv"]])
    proc = subprocess.run([cli, "validate", "--torch", "1.13", "--format", "json", "-"], input=line.encode(),
                          capture_output=True)
    if proc.returncode not in (0, 1):
        failures.append(f"{case['id']}: exit {proc.returncode}: {proc.stderr.decode(errors='replace')}")
        continue
    doc = json.loads(proc.stdout)
    errors = [d for d in doc["diagnostics"] if d["severity"] == "error"]
    if (proc.returncode == 1) != bool(errors):
        failures.append(f"{case['id']}: exit {proc.returncode} but {len(errors)} errors")
    real = launcher_oracle.parse("1.13", case["launcher"], case["argv"], env)
    runtime_known = real["runtime"] != "skip"
    real_rejects = real["outcome"] in ("error", "crash") or (
        real["outcome"] == "ok" and runtime_known and (real["runtime"] is not None or real["runtime_extra"]))
    if real_rejects:
        rejected += 1
        if not errors:
            failures.append(f"{case['id']}: torch 1.13 rejects ({real['message'] or real['runtime'] or real['runtime_extra']}) "
                            f"but validate reports no error: {line}")
        continue
    if real["outcome"] == "ok" and not runtime_known:
        continue
    accepted += 1
    parser_errors = [d for d in errors if d["code"] in PARSER_CODES]
    if parser_errors:
        failures.append(f"{case['id']}: torch 1.13 accepts but validate says {parser_errors[0]['code']}: "
                        f"{parser_errors[0]['message']}: {line}")
    if real["outcome"] != "ok":
        continue
    invocation = doc["invocations"][0]
    ours = {dest: typed(value) for dest, value in invocation["args"].items()}
    # JSON has no inf/nan (LauncherValue writes null) and a 20-digit int arrives as a float.
    for dest, value in real["args"].items():
        if value[0] == "float" and value[1] in ("inf", "-inf", "nan") and ours.get(dest) == ["null", None]:
            ours[dest] = value
        elif value[0] == "int" and ours.get(dest, [None])[0] == "float" and float(ours[dest][1]) == float(value[1]):
            ours[dest] = value
    if ours != real["args"]:
        diff = {d: (ours.get(d), real["args"].get(d)) for d in set(ours) | set(real["args"]) if ours.get(d) != real["args"].get(d)}
        failures.append(f"{case['id']}: args differ (ours, real): {diff}")
    elif invocation["training_script"] != real["training_script"] or \
            invocation["training_script_args"] != real["training_script_args"]:
        failures.append(f"{case['id']}: training script differs")
    else:
        compared_args += 1
for failure in failures[:40]:
    print("FAIL:", failure)
print(f"{len(cases)} commands: {rejected} rejected by torch 1.13 (each has an error diagnostic), {accepted} accepted "
      f"(no parser error), {compared_args} with identical args; {len(failures)} failures")
sys.exit(1 if failures or len(cases) < 300 else 0)
PY
