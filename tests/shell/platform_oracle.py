"""What a recorded launcher invocation does on the simulated platform, and whether that is right.

tests/shell/test_platform_corpus.sh runs every snippet of tests/data/platform-corpus/ under
real bash on every simulated node with stand-in launchers that record argv, environment, working
directory and a copy of every file the arguments name. This module reads those records and works
out, per node, what the launcher would really use:

  master  the rendezvous host (resolved with that node's host table)
  rank    the node rank (None where the rendezvous assigns it: c10d, etcd)
  count   the node count as (min, max)
  nproc   processes started on this node

then compares with the truth of the platform: the first host of the role is the master (static
rendezvous) or any host of the job (dynamic), the rank is VC_TASK_INDEX, the count is the job's
node count, the processes per node are the GPUs per node. The result is a set of labels:
wrong-master, wrong-rank, wrong-count, wrong-nproc (empty: the snippet is right).

Parsers: torchrun / torch.distributed.run / torch.distributed.launch use the torch 2.6 parsers of
tests/torch/torchrun_2x_parsers.py (validate's default torch). `accelerate launch` and
`deepspeed` / `ds` use the option tables of docs/research/launchers.md (accelerate 1.14,
DeepSpeed 0.16.4), rebuilt with Python's argparse; what each launcher makes of its options
follows their sources as described there. No config file is modelled for accelerate (the
simulated node has none), so its defaults are the no-config ones.

    python3 platform_oracle.py JOB.json   -> prints a JSON verdict
JOB.json: {"nodes": N, "gpus": G, "hosts": [per node {"ip", "names"}], "tables": [per node
{name: ip}], "records": [per node record directory or null]}
"""

import argparse
import contextlib
import io
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "torch"))
import torchrun_2x_parsers  # noqa: E402

TORCH_VERSION = "2.6"


class LaunchError(Exception):
    """The launcher stops before any worker starts; `label` names what was wrong."""

    def __init__(self, label, message):
        super().__init__(message)
        self.label = label


class _ParseError(Exception):
    pass


def _no_exit_parser(parser):
    def error(message):
        raise _ParseError(message)

    parser.error = error
    return parser


@contextlib.contextmanager
def _environment(env):
    saved = dict(os.environ)
    os.environ.clear()
    os.environ.update(env)
    try:
        yield
    finally:
        os.environ.clear()
        os.environ.update(saved)


# --- records ---------------------------------------------------------------------------------


def read_record(directory):
    if directory is None or not os.path.exists(os.path.join(directory, "argv")):
        return None
    with open(os.path.join(directory, "argv"), "rb") as f:
        argv = [a.decode("utf-8", "surrogateescape") for a in f.read().split(b"\0")[:-1]]
    with open(os.path.join(directory, "env"), "rb") as f:
        items = [i.decode("utf-8", "surrogateescape") for i in f.read().split(b"\0")[:-1]]
    env = dict(i.split("=", 1) for i in items if "=" in i)
    with open(os.path.join(directory, "cwd"), "rb") as f:
        cwd = f.read().decode("utf-8", "surrogateescape").rstrip("\n")
    files = {}
    index = os.path.join(directory, "files")
    if os.path.exists(index):
        with open(index, "rb") as f:
            parts = [p.decode("utf-8", "surrogateescape") for p in f.read().split(b"\0")[:-1]]
        for path, copy in zip(parts[0::2], parts[1::2]):
            files[path] = os.path.join(directory, copy)
    return {"argv": argv, "env": env, "cwd": cwd, "files": files}


def _file_text(record, path):
    """The snapshot of a file the launcher was given, or None when it did not exist then."""
    full = path if os.path.isabs(path) else os.path.join(record["cwd"], path)
    copy = record["files"].get(os.path.normpath(full))
    if copy is None:
        return None
    with open(copy, encoding="utf-8", errors="surrogateescape") as f:
        return f.read()


def launcher_of(argv):
    """(launcher name, its arguments) from a recorded argv."""
    name = os.path.basename(argv[0])
    args = argv[1:]
    if name in ("torchrun",):
        return "torchrun", args
    if name in ("deepspeed", "ds"):
        return "deepspeed", args
    if name == "accelerate":
        return "accelerate", args[1:]
    if name.startswith("python"):
        i = 0
        while i < len(args):
            a = args[i]
            if a == "-m" and i + 1 < len(args):
                module = args[i + 1]
                rest = args[i + 2:]
                return {"torch.distributed.run": "torchrun", "torch.distributed.launch": "launch",
                        "accelerate.commands.launch": "accelerate",
                        "deepspeed.launcher.runner": "deepspeed"}.get(module, "python"), rest
            if a.startswith("-m") and len(a) > 2:
                return launcher_of([argv[0], "-m", a[2:]] + args[i + 1:])
            if a.startswith("-") and a != "-":
                i += 1
                continue
            break
        return "python", args
    return name, args


# --- torchrun --------------------------------------------------------------------------------


def _endpoint_host(endpoint):
    endpoint = endpoint.strip()
    if endpoint.startswith("["):
        return endpoint[1:].split("]", 1)[0]
    return endpoint.rsplit(":", 1)[0] if ":" in endpoint else endpoint


def _nnodes(text):
    """(min, max) of --nnodes, or None where torchrun stops on it."""
    try:
        if ":" in text:
            low, high = text.split(":", 1)
            return int(low), int(high)
        return int(text), int(text)
    except ValueError:
        return None


def _nproc(value, gpus):
    """Processes per node, or None where torchrun stops on the value."""
    if value in ("gpu", "auto"):
        return gpus
    if value == "cpu":
        return os.cpu_count()
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def torchrun_effect(kind, args, env, gpus):
    launcher = "torch.distributed.launch" if kind == "launch" else "torchrun"
    with _environment({k: v for k, v in env.items() if k.startswith("PET_")}), \
            contextlib.redirect_stderr(io.StringIO()):
        parser = _no_exit_parser(torchrun_2x_parsers.build_parser(TORCH_VERSION, launcher))
        try:
            ns = parser.parse_args(list(args))
        except _ParseError as error:
            raise LaunchError("parse", "%s: %s" % (launcher, error))
    return _torchrun_settings(ns.nnodes, ns.nproc_per_node, ns.node_rank, ns.master_addr,
                              ns.master_port, ns.rdzv_backend, ns.rdzv_endpoint, ns.standalone,
                              gpus)


def _torchrun_settings(nnodes, nproc, node_rank, master_addr, master_port, backend, endpoint,
                       standalone, gpus):
    """What torchrun's config_from_args makes of these settings (torch/distributed/run.py)."""
    if standalone:
        backend, endpoint, nnodes = "c10d", "localhost:0", "1:1"
    count = _nnodes(str(nnodes))
    if backend == "static" and not endpoint:
        endpoint = "%s:%s" % (master_addr, master_port)
    static = backend == "static"
    return {"master": _endpoint_host(endpoint), "static": static,
            "rank": int(node_rank) if static else None, "count": count,
            "nproc": _nproc(str(nproc), gpus)}


# --- accelerate launch -----------------------------------------------------------------------

# (option strings, kind, default): kind is "flag", "int", "float" or "str". The options of
# accelerate 1.14's launch_command_parser that start processes or name the topology; the
# others (FSDP, Megatron-LM, FP8, TPU, AWS, parallelism config) are accepted as strings.
ACCELERATE_OPTIONS = [
    (["--config_file"], "str", None), (["--quiet", "-q"], "flag", False),
    (["--cpu"], "flag", False), (["--multi_gpu"], "flag", False), (["--tpu"], "flag", False),
    (["--mixed_precision"], "str", None), (["--num_processes"], "int", None),
    (["--num_machines"], "int", None), (["--num_cpu_threads_per_process"], "int", None),
    (["--enable_cpu_affinity"], "flag", False), (["--dynamo_backend"], "str", None),
    (["--dynamo_mode"], "str", "default"), (["--dynamo_use_fullgraph"], "flag", False),
    (["--dynamo_use_dynamic"], "flag", False), (["--use_deepspeed"], "flag", False),
    (["--use_fsdp"], "flag", False), (["--use_megatron_lm"], "flag", False),
    (["--gpu_ids"], "str", None), (["--same_network"], "flag", False),
    (["--machine_rank"], "int", None), (["--main_process_ip"], "str", None),
    (["--main_process_port"], "int", None), (["-t", "--tee"], "str", "0"),
    (["--log_dir"], "str", None), (["--role"], "str", "default"),
    (["--rdzv_backend"], "str", "static"), (["--rdzv_conf"], "str", ""),
    (["--max_restarts"], "int", 0), (["--monitor_interval"], "float", 0.1),
    (["-m", "--module"], "flag", False), (["--no_python"], "flag", False),
    (["--deepspeed_config_file"], "str", None), (["--zero_stage"], "int", None),
    (["--offload_optimizer_device"], "str", None), (["--offload_param_device"], "str", None),
    (["--gradient_accumulation_steps"], "int", None), (["--gradient_clipping"], "float", None),
    (["--zero3_init_flag"], "str", None), (["--zero3_save_16bit_model"], "str", None),
    (["--deepspeed_hostfile"], "str", None), (["--deepspeed_exclusion_filter"], "str", None),
    (["--deepspeed_inclusion_filter"], "str", None),
    (["--deepspeed_multinode_launcher"], "str", None), (["--debug"], "flag", False),
]


def accelerate_parser():
    parser = argparse.ArgumentParser(prog="accelerate launch", add_help=False, allow_abbrev=False)
    for strings, kind, default in ACCELERATE_OPTIONS:
        # accelerate's CustomArgumentParser accepts each underscore option with dashes too.
        spelled = list(strings) + [s.replace("_", "-") for s in strings
                                   if s.startswith("--") and "_" in s[2:]]
        if kind == "flag":
            parser.add_argument(*spelled, action="store_true", default=default)
        else:
            types = {"int": int, "float": float, "str": str}
            parser.add_argument(*spelled, type=types[kind], default=default)
    parser.add_argument("training_script")
    parser.add_argument("training_script_args", nargs=argparse.REMAINDER)
    return _no_exit_parser(parser)


def accelerate_effect(args, env, gpus, table):
    try:
        ns = accelerate_parser().parse_args(list(args))
    except _ParseError as error:
        raise LaunchError("parse", "accelerate launch: %s" % error)
    if ns.config_file is not None:
        raise LaunchError("unsupported", "a config file is not modelled")
    processes = ns.num_processes if ns.num_processes is not None else gpus
    machines = ns.num_machines if ns.num_machines is not None else 1
    port = ns.main_process_port if ns.main_process_port is not None else 29500
    multi = ns.multi_gpu or ns.use_fsdp or ns.use_megatron_lm or (processes > 1 and gpus > 1)
    if ns.use_deepspeed:
        launcher = ns.deepspeed_multinode_launcher or "pdsh"
        if machines > 1 and launcher != "standard":
            # prepare_deepspeed_cmd_env: accelerate starts the deepspeed runner instead.
            cmd = ["--hostfile", str(ns.deepspeed_hostfile)]
            if launcher == "nossh":
                cmd += ["--node_rank", str(ns.machine_rank), "--no_ssh"]
            else:
                cmd += ["--no_local_rank", "--launcher", launcher]
            if ns.deepspeed_exclusion_filter is not None:
                cmd += ["--exclude", ns.deepspeed_exclusion_filter]
            elif ns.deepspeed_inclusion_filter is not None:
                cmd += ["--include", ns.deepspeed_inclusion_filter]
            else:
                cmd += ["--num_gpus", str(processes // machines)]
            if ns.main_process_ip:
                cmd += ["--master_addr", str(ns.main_process_ip)]
            cmd += ["--master_port", str(port), ns.training_script] + ns.training_script_args
            return ("deepspeed", cmd)
        multi = True
    if not multi:
        return _torchrun_settings("1", 1, 0, "127.0.0.1", port, "static", "", False, gpus)
    if machines > 1:
        if ns.machine_rank is None:
            raise LaunchError("wrong-rank", "--machine_rank is not given (int(None))")
        if ns.same_network:
            return _torchrun_settings(machines, processes // machines, ns.machine_rank,
                                      str(ns.main_process_ip), port, ns.rdzv_backend, "", False,
                                      gpus)
        return _torchrun_settings(machines, processes // machines, ns.machine_rank, "127.0.0.1",
                                  29500, ns.rdzv_backend, "%s:%s" % (ns.main_process_ip, port),
                                  False, gpus)
    return _torchrun_settings("1", processes, 0, "127.0.0.1", port, ns.rdzv_backend, "", False,
                              gpus)


# --- deepspeed -------------------------------------------------------------------------------


def deepspeed_parser():
    parser = argparse.ArgumentParser(prog="deepspeed")
    add = parser.add_argument
    add("-H", "--hostfile", type=str, default="/job/hostfile")
    add("-i", "--include", type=str, default="")
    add("-e", "--exclude", type=str, default="")
    add("--num_nodes", type=int, default=-1)
    add("--min_elastic_nodes", type=int, default=-1)
    add("--max_elastic_nodes", type=int, default=-1)
    add("--num_gpus", "--num_accelerators", type=int, default=-1)
    add("--master_port", type=int, default=29500)
    add("--master_addr", type=str, default="")
    add("--node_rank", type=int, default=-1)
    add("--launcher", type=str, default="pdsh")
    add("--launcher_args", type=str, default="")
    for flag in ("--module", "--no_python", "--no_local_rank", "--no_ssh", "--no_ssh_check",
                 "--force_multi", "--save_pid", "--elastic_training"):
        add(flag, action="store_true")
    add("--enable_each_rank_log", type=str, default="None")
    add("--autotuning", type=str, default="", choices=["tune", "run"])
    add("user_script", type=str)
    add("user_args", nargs=argparse.REMAINDER)
    add("--bind_cores_to_rank", action="store_true")
    add("--bind_core_list", type=str, default=None)
    add("--ssh_port", type=int, default=None)
    return _no_exit_parser(parser)


def parse_hostfile(text):
    """deepspeed/launcher/runner.py _parse_hostfile: `host slots=N` per line, # comments."""
    import re

    pool = {}
    for line in text.splitlines():
        line = line.strip()
        match = re.search(r"^(\S+)\s+slots=(\d+)", line)
        if line.startswith("#") or line == "":
            continue
        if not match:
            raise LaunchError("wrong-count", "hostfile entry %r is not `host slots=N`" % line)
        if match.group(1) in pool:
            raise LaunchError("wrong-count", "hostfile lists %s twice" % match.group(1))
        pool[match.group(1)] = int(match.group(2))
    if not pool:
        raise LaunchError("wrong-count", "the hostfile is empty")
    return pool


def deepspeed_effect(args, record, gpus, table):
    try:
        ns = deepspeed_parser().parse_args(list(args))
    except _ParseError as error:
        raise LaunchError("parse", "deepspeed: %s" % error)
    if ns.include or ns.exclude:
        raise LaunchError("unsupported", "--include/--exclude are not modelled")
    text = _file_text(record, ns.hostfile)
    master = ns.master_addr
    if text is None:
        pool = {"localhost": gpus}
        master = "127.0.0.1"
        multi = False
    else:
        pool = parse_hostfile(text)
        multi = True
    if not multi and ns.num_nodes > 1:
        raise LaunchError("wrong-count", "--num_nodes > 1 but no hostfile")
    active = [(host, list(range(slots))) for host, slots in pool.items()]
    if ns.num_nodes > 0:
        active = active[:ns.num_nodes]
    if ns.num_gpus > 0:
        active = [(host, list(range(ns.num_gpus))) for host, _ in active]
    if not master:
        # runner.py asks the first host of the hostfile over ssh for its `hostname -I`.
        master = active[0][0]
    count = (len(active), len(active))
    if ns.no_ssh:
        if not 0 <= ns.node_rank < len(active):
            raise LaunchError("wrong-rank", "--no_ssh with --node_rank %d of %d nodes"
                              % (ns.node_rank, len(active)))
        return {"master": master, "static": True, "rank": ns.node_rank, "count": count,
                "nproc": len(active[ns.node_rank][1])}
    if ns.force_multi or len(active) > 1:
        # pdsh (or an MPI launcher) starts deepspeed.launcher.launch on every host of the
        # hostfile from this node: judged for the whole job in judge().
        return {"fanout": [(host, len(slots)) for host, slots in active], "master": master,
                "static": True, "count": count}
    return {"master": master, "static": True, "rank": 0, "count": count,
            "nproc": len(active[0][1])}


# --- judging ---------------------------------------------------------------------------------


def effect(record, gpus, table):
    kind, args = launcher_of(record["argv"])
    if kind in ("torchrun", "launch"):
        return kind, torchrun_effect(kind, args, record["env"], gpus)
    if kind == "accelerate":
        result = accelerate_effect(args, record["env"], gpus, table)
        if isinstance(result, tuple):
            return kind, deepspeed_effect(result[1], record, gpus, table)
        return kind, result
    if kind == "deepspeed":
        return kind, deepspeed_effect(args, record, gpus, table)
    raise LaunchError("unsupported", "not a launcher: %s" % " ".join(record["argv"][:3]))


def judge(job):
    n, gpus = job["nodes"], job["gpus"]
    ips = [h["ip"] for h in job["hosts"]]
    labels = set()
    notes = []
    nodes = []
    fanouts = []
    dynamic_hosts = set()
    for k in range(n):
        record = read_record(job["records"][k])
        table = job["tables"][k]
        if record is None:
            nodes.append({"node": k, "launched": False})
            continue
        try:
            kind, eff = effect(record, gpus, table)
        except LaunchError as error:
            nodes.append({"node": k, "error": str(error), "label": error.label})
            if error.label in ("parse", "unsupported"):
                notes.append("node %d: %s" % (k, error))
            else:
                labels.add(error.label)
            continue
        eff = dict(eff, node=k, launcher=kind)
        nodes.append(eff)
        if "fanout" in eff:
            fanouts.append(eff)
            continue
        master_ip = table.get(eff["master"])
        if eff["static"]:
            if master_ip != ips[0]:
                labels.add("wrong-master")
            if eff["rank"] != k:
                labels.add("wrong-rank")
        else:
            # Any pod of the job can hold a dynamic rendezvous, the same one for every node.
            dynamic_hosts.add(master_ip)
            if master_ip not in ips:
                labels.add("wrong-master")
        if eff["count"] is None or not eff["count"][0] <= n <= eff["count"][1]:
            labels.add("wrong-count")
        if eff["nproc"] != gpus:
            labels.add("wrong-nproc")
    if len(dynamic_hosts) > 1:
        labels.add("wrong-master")
    launched = [x for x in nodes if x.get("launched", True)]
    if fanouts:
        if len(fanouts) > 1:
            labels.add("wrong-rank")  # every launching node starts the whole job as node 0
        eff = fanouts[0]
        table = job["tables"][eff["node"]]
        hosts = [table.get(h) for h, _ in eff["fanout"]]
        if len(hosts) != n:
            labels.add("wrong-count")
        if hosts != ips[:len(hosts)]:
            labels.add("wrong-rank")
        master_ip = table.get(eff["master"], table.get(eff["fanout"][0][0]))
        if master_ip != ips[0]:
            labels.add("wrong-master")
        if any(slots != gpus for _, slots in eff["fanout"]):
            labels.add("wrong-nproc")
    elif len(launched) < n:
        labels.add("wrong-count")  # a node that starts no launcher never joins
    return {"labels": sorted(labels), "notes": notes, "nodes": nodes}


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as f:
        print(json.dumps(judge(json.load(f)), sort_keys=True))
