#!/usr/bin/python3
"""Proves that `ddpwizard-cli generate --format volcano` writes Volcano Jobs that work.

For a matrix of jobs (1..64 nodes, 0..8 GPUs, torchrun and launch, c10d and static, elastic,
hostile env values and script arguments, long and odd job names) it:
  1. validates the manifest against the Job CRD's openAPIV3Schema (tests/data/volcano/), the way
     the API server would: int-or-string, list-type set/map uniqueness, int32 ranges, and
     unknown fields (which Kubernetes would silently prune) are errors;
  2. checks what the schema cannot: DNS names for the job and the pod host names;
  3. plays Volcano's env and svc plugins (VC_TASK_INDEX, VC_<TASK>_HOSTS = <job>-<task>-<i>.<job>,
     VC_<TASK>_NUM) and runs the container's command with real bash for every pod, with
     stand-in torchrun/python on PATH that record their argv, then checks node rank, master or
     rendezvous endpoint (= the first host), nnodes, script arguments and env values.

Usage: volcano_manifest_check.py CLI CRD_YAML
"""

import concurrent.futures
import itertools
import json
import os
import re
import subprocess
import sys
import tempfile

import jsonschema
import yaml
from jsonschema import Draft4Validator, FormatChecker, validators

DNS1035 = re.compile(r"^[a-z]([-a-z0-9]*[a-z0-9])?$")
DNS1123 = re.compile(r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")

HOSTILE_VALUES = [
    'say "hi"', "it's", "line1\nline2", "key: value", "a #comment", "yes", "123", "null", "~",
    "", "  padded  ", "{[a, b]}", "&a *b !c", "---\n...", "C:\\path\\n", "训练 Ünïcödé ✓",
    "\U0001F680", "\u2028x\u2029", "a\x7fb", "$(echo pwned) `id` ${HOME}", "\ttab\r\n",
]
JOB_NAMES = [
    "pytorch-ddp", "My_Job.v2", "x" * 63, "2024_Run", "Ünïcödé-训练", "a--b--", "-lead", "UPPER",
]


# ---------------------------------------------------------------------------------------------
# Schema validation


def int_or_string(validator, enabled, instance, schema):
    if enabled and (isinstance(instance, bool) or not isinstance(instance, (int, str))):
        yield jsonschema.ValidationError(f"{instance!r} is neither an integer nor a string")


def list_type(validator, kind, instance, schema):
    if not isinstance(instance, list):
        return
    if kind == "set":
        seen = [json.dumps(item, sort_keys=True) for item in instance]
        if len(seen) != len(set(seen)):
            yield jsonschema.ValidationError(f"list-type set has duplicates: {instance!r}")
    elif kind == "map":
        keys = schema.get("x-kubernetes-list-map-keys", [])
        tuples = [tuple(json.dumps(item.get(k)) for k in keys) for item in instance]
        if len(tuples) != len(set(tuples)):
            yield jsonschema.ValidationError(f"list-type map has duplicate keys {keys}: {instance!r}")


def make_validator(crd_path):
    with open(crd_path, encoding="utf-8") as f:
        crd = yaml.safe_load(f)
    version = next(v for v in crd["spec"]["versions"] if v["name"] == "v1alpha1")
    schema = version["schema"]["openAPIV3Schema"]
    # OpenAPI v3 schemas are Draft 4 JSON Schema plus Kubernetes' x-kubernetes-* keywords.
    kube = validators.extend(Draft4Validator, {
        "x-kubernetes-int-or-string": int_or_string,
        "x-kubernetes-list-type": list_type,
    })
    formats = FormatChecker()

    @formats.checks("int32")
    def int32(value):
        return not isinstance(value, int) or -2**31 <= value < 2**31

    @formats.checks("int64")
    def int64(value):
        return not isinstance(value, int) or -2**63 <= value < 2**63

    return schema, kube(schema, format_checker=formats)


def unknown_fields(instance, schema, path="$"):
    """Fields the API server would prune without a word: a typo would silently vanish."""
    problems = []
    if isinstance(instance, dict) and schema.get("type") == "object":
        props = schema.get("properties")
        extra = schema.get("additionalProperties")
        for key, value in instance.items():
            if props is not None and key in props:
                problems += unknown_fields(value, props[key], f"{path}.{key}")
            elif isinstance(extra, dict):
                problems += unknown_fields(value, extra, f"{path}.{key}")
            elif props is not None and not schema.get("x-kubernetes-preserve-unknown-fields"):
                problems.append(f"{path}.{key}")
    elif isinstance(instance, list) and isinstance(schema.get("items"), dict):
        for i, item in enumerate(instance):
            problems += unknown_fields(item, schema["items"], f"{path}[{i}]")
    return problems


# ---------------------------------------------------------------------------------------------
# The matrix


def matrix():
    jobs = []
    cases = itertools.product([1, 2, 3, 8, 17, 64], [0, 1, 8], ["torchrun", "launch"], ["c10d", "static"],
                              [False, True])
    for n, (nodes, gpus, launcher, backend, elastic) in enumerate(cases):
        if elastic and backend != "c10d":
            continue
        job = {
            "nodes": nodes, "gpus": gpus, "launcher": launcher, "backend": backend,
            "elastic": f"{max(1, nodes // 2)}:{nodes + 1}" if elastic else None,
            "name": JOB_NAMES[n % len(JOB_NAMES)],
            "role": "worker" if n % 3 else "trainer-a",
            "torch": "1.13" if n % 4 == 0 else "2.6",
            "env": {"HOSTILE": HOSTILE_VALUES[n % len(HOSTILE_VALUES)], "ON": HOSTILE_VALUES[(n + 7) % len(HOSTILE_VALUES)]},
            "args": ["--note", HOSTILE_VALUES[(n + 3) % len(HOSTILE_VALUES)], "--lr=0.1"],
            "port": 29500 + n,
            "nnodes_from_env": n % 5 == 1,
            "master_from": "expansion" if n % 2 else "awk",
            "namespace": "team-a" if n % 2 else None,
        }
        jobs.append(job)
    return jobs


def cli_arguments(job):
    args = ["generate", "--format", "volcano", "--job-name", job["name"], "--image", "registry.example/torch:2.6",
            "--nodes", str(job["nodes"]), "--gpus-per-node", str(job["gpus"]), "--launcher", job["launcher"],
            "--rdzv-backend", job["backend"], "--role", job["role"], "--torch", job["torch"],
            "--port", str(job["port"]), "--master-from", job["master_from"], "--script", "train.py"]
    if job["elastic"]:
        args += ["--elastic", job["elastic"]]
    if job["launcher"] == "launch":
        args += ["--use-env"]
    if job["nnodes_from_env"]:
        args += ["--nnodes-from-env"]
    if job["namespace"]:
        args += ["--namespace", job["namespace"]]
    for name, value in job["env"].items():
        args += ["--env", f"{name}={value}"]
    return args + ["--"] + job["args"]


# ---------------------------------------------------------------------------------------------
# Playing the plugins and running the command


STAND_IN = """#!/bin/bash
# Records how the pod's command started the launcher: argv NUL-separated, then the env value.
{ printf '%s\\0' "$(basename "$0")" "$@"; } > "$DDPW_RECORD"
printf '%s' "$HOSTILE" > "$DDPW_RECORD.env"
"""


def write_stand_ins(directory):
    for name in ("torchrun", "python"):
        path = os.path.join(directory, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(STAND_IN)
        os.chmod(path, 0o755)


def option_values(argv):
    """--name=value options before the script, keyed by dash spelling."""
    values = {}
    for word in argv:
        if word == "train.py":
            break
        if word.startswith("--"):
            name, _, value = word[2:].partition("=")
            values[name.replace("_", "-")] = value
    return values


def run_pods(job, manifest, bindir, workdir, failures, label):
    meta_name = manifest["metadata"]["name"]
    task = manifest["spec"]["tasks"][0]
    replicas = task["replicas"]
    container = task["template"]["spec"]["containers"][0]
    key = task["name"].replace("-", "_").upper()
    hosts = [f"{meta_name}-{task['name']}-{i}.{meta_name}" for i in range(replicas)]
    def run_pod(index):
        record = os.path.join(workdir, f"pod-{index}")
        env = {"PATH": f"{bindir}:/usr/bin:/bin", "DDPW_RECORD": record, "LC_ALL": "C.UTF-8"}
        env.update({e["name"]: e["value"] for e in container.get("env", [])})
        env.update({"VC_TASK_INDEX": str(index), "VK_TASK_INDEX": str(index),
                    f"VC_{key}_HOSTS": ",".join(hosts), f"VC_{key}_NUM": str(replicas)})
        proc = subprocess.run(container["command"] + container["args"], env=env, cwd=workdir,
                              capture_output=True, timeout=30)
        if proc.returncode != 0:
            failures.append(f"{label} pod {index}: exit {proc.returncode}: {proc.stderr!r}")
            return
        with open(record, "rb") as f:
            argv = f.read().decode("utf-8").split("\0")[:-1]
        with open(record + ".env", "rb") as f:
            hostile = f.read().decode("utf-8")
        check_pod(job, argv, hostile, index, hosts, replicas, failures, f"{label} pod {index}")

    # Pods are independent processes; a few at a time keeps the test quick.
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        list(pool.map(run_pod, range(replicas)))


def check_pod(job, argv, hostile, index, hosts, replicas, failures, label):
    def expect(what, actual, wanted):
        if actual != wanted:
            failures.append(f"{label}: {what} is {actual!r}, expected {wanted!r}; argv={argv!r}")

    launcher = ["torchrun"] if job["launcher"] == "torchrun" else ["python", "-m", "torch.distributed.launch"]
    expect("launcher", argv[:len(launcher)], launcher)
    options = option_values(argv[len(launcher):])
    master = hosts[0]
    if job["elastic"]:
        expect("nnodes", options.get("nnodes"), job["elastic"])
    else:
        expect("nnodes", options.get("nnodes"), str(replicas))
    if job["backend"] == "c10d":
        expect("rdzv-endpoint", options.get("rdzv-endpoint"), f"{master}:{job['port']}")
        expect("node-rank", options.get("node-rank"), None)
    else:
        expect("node-rank", options.get("node-rank"), str(index))
        expect("master-addr", options.get("master-addr"), master)
        expect("master-port", options.get("master-port"), str(job["port"]))
    script = argv.index("train.py") if "train.py" in argv else len(argv)
    expect("script arguments", argv[script + 1:], job["args"])
    expect("HOSTILE in the launcher's environment", hostile, job["env"]["HOSTILE"])


# ---------------------------------------------------------------------------------------------


def check_names(job, manifest, failures, label):
    name = manifest["metadata"]["name"]
    if not DNS1035.match(name) or len(name) > 63:
        failures.append(f"{label}: job name {name!r} is not a DNS-1035 label")
    task = manifest["spec"]["tasks"][0]
    last_pod = f"{name}-{task['name']}-{task['replicas'] - 1}"
    if not DNS1123.match(last_pod) or len(last_pod) > 63:
        failures.append(f"{label}: pod host name {last_pod!r} is longer than 63 or invalid")
    extra = set(manifest["metadata"]) - {"name", "namespace", "annotations", "labels"}
    if extra:
        failures.append(f"{label}: unexpected metadata {extra}")
    if manifest.get("apiVersion") != "batch.volcano.sh/v1alpha1" or manifest.get("kind") != "Job":
        failures.append(f"{label}: apiVersion/kind are {manifest.get('apiVersion')}/{manifest.get('kind')}")
    container = task["template"]["spec"]["containers"][0]
    env = {e["name"]: e["value"] for e in container.get("env", [])}
    if env != job["env"]:
        failures.append(f"{label}: env did not round-trip: {env!r} != {job['env']!r}")


def main():
    cli, crd_path = sys.argv[1], sys.argv[2]
    schema, validator = make_validator(crd_path)
    failures = []
    jobs = matrix()
    pods = 0
    with tempfile.TemporaryDirectory() as tmp:
        bindir = os.path.join(tmp, "bin")
        os.mkdir(bindir)
        write_stand_ins(bindir)
        for n, job in enumerate(jobs):
            label = f"job {n} ({job['nodes']} nodes, {job['gpus']} GPUs, {job['launcher']}, {job['backend']}, elastic={job['elastic']}, name={job['name']!r})"
            proc = subprocess.run([cli] + cli_arguments(job), capture_output=True, timeout=30)
            if proc.returncode != 0:
                failures.append(f"{label}: CLI exit {proc.returncode}: {proc.stderr.decode(errors='replace')}")
                continue
            manifest = yaml.safe_load(proc.stdout.decode("utf-8"))
            for error in validator.iter_errors(manifest):
                failures.append(f"{label}: schema: {'/'.join(map(str, error.absolute_path))}: {error.message}")
            for field in unknown_fields(manifest, schema):
                failures.append(f"{label}: unknown field {field}")
            check_names(job, manifest, failures, label)
            if manifest["metadata"]["name"] != job["name"] and b"warning:" not in proc.stderr:
                failures.append(f"{label}: the job name changed without a warning")
            workdir = os.path.join(tmp, f"job-{n}")
            os.mkdir(workdir)
            run_pods(job, manifest, bindir, workdir, failures, label)
            pods += manifest["spec"]["tasks"][0]["replicas"]
    for failure in failures[:40]:
        print("FAIL:", failure)
    print(f"{len(jobs)} manifests validated against the CRD, {pods} pods run with bash, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
