#!/usr/bin/env python3
# DDP Wizard dry-run probe: runs in place of the training script under the job's own launcher
# (torchrun or python -m torch.distributed.launch) and proves that every rank met the others.
#
# Each rank prints exactly one line "DDPW_PROBE_REPORT {json}" on stdout (the marker lets the
# tool pick it out of the launcher's output, whatever prefix the launcher adds), plus an early
# "DDPW_PROBE_EVENT {json}" as soon as the process starts: workers only start once the
# launcher's rendezvous is complete, so that line marks "this node joined".
#
# The all_reduce sums a one-hot vector (1 at this rank's index): the result must be all ones,
# which proves that every rank 0..WORLD_SIZE-1 took part exactly once.
#
# Works with torch 1.13 and 2.x, with Python 3.7 and later. Exit status: 0 all checks passed,
# 3 torch missing, 4 a check failed, 5 init/collective error.
#
# Settings (environment, all optional):
#   DDPW_PROBE_BACKEND   auto (default: nccl when the job has GPUs and CUDA works, else gloo),
#                        nccl or gloo
#   DDPW_PROBE_GPUS      1 when the job asks for GPUs, 0 for a CPU job (default 0)
#   DDPW_PROBE_TIMEOUT   seconds for init_process_group and the collectives (default 60)
#   DDPW_PROBE_ECHO_ENV  comma-separated variable names whose values go into the report, so
#                        the tool can check that they arrived intact
import datetime
import json
import os
import platform
import socket
import sys
import time

MARKER = "DDPW_PROBE_REPORT"
EVENT_MARKER = "DDPW_PROBE_EVENT"
T0 = time.time()


def env_int(name, default=None):
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    try:
        return int(value)
    except ValueError:
        return default


def split_argv(argv):
    """Separates launch.py's injected --local_rank/--local-rank from the job's script args."""
    local_rank = None
    rest = []
    i = 0
    while i < len(argv):
        word = argv[i]
        for flag in ("--local_rank", "--local-rank"):
            if word == flag and i + 1 < len(argv):
                local_rank = argv[i + 1]
                i += 1
                break
            if word.startswith(flag + "="):
                local_rank = word[len(flag) + 1:]
                break
        else:
            rest.append(word)
        i += 1
    try:
        local_rank = int(local_rank) if local_rank is not None else None
    except ValueError:
        local_rank = None
    return local_rank, rest


def emit(marker, payload):
    line = marker + " " + json.dumps(payload, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def base_report():
    arg_local_rank, script_args = split_argv(sys.argv[1:])
    local_rank = env_int("LOCAL_RANK", arg_local_rank)
    echo = {}
    for name in os.environ.get("DDPW_PROBE_ECHO_ENV", "").split(","):
        if name:
            echo[name] = os.environ.get(name)
    return {
        "version": 1,
        "rank": env_int("RANK"),
        "local_rank": local_rank,
        "world_size": env_int("WORLD_SIZE"),
        "local_world_size": env_int("LOCAL_WORLD_SIZE"),
        "group_rank": env_int("GROUP_RANK"),
        "group_world_size": env_int("GROUP_WORLD_SIZE"),
        "master_addr": os.environ.get("MASTER_ADDR"),
        "master_port": env_int("MASTER_PORT"),
        "run_id": os.environ.get("TORCHELASTIC_RUN_ID"),
        "hostname": socket.gethostname(),
        "pid": os.getpid(),
        "python": platform.python_version(),
        "script_args": script_args,
        "env": echo,
        "ok": False,
        "error": None,
        "timings": {"start": T0},
    }


def choose_backend(torch, dist):
    wanted = os.environ.get("DDPW_PROBE_BACKEND", "auto")
    gpus = os.environ.get("DDPW_PROBE_GPUS", "0") not in ("", "0")
    if wanted in ("nccl", "gloo"):
        return wanted
    if gpus and torch.cuda.is_available() and dist.is_nccl_available():
        return "nccl"
    return "gloo"


def check_all_reduce(torch, dist, report, device):
    world = dist.get_world_size()
    rank = dist.get_rank()
    one_hot = torch.zeros(world, dtype=torch.int64, device=device)
    one_hot[rank] = 1
    started = time.time()
    dist.all_reduce(one_hot, op=dist.ReduceOp.SUM)
    counts = one_hot.cpu().tolist()
    report["timings"]["all_reduce_s"] = round(time.time() - started, 6)
    weights = sum((i + 1) * c for i, c in enumerate(counts))
    missing = [i for i, c in enumerate(counts) if c == 0]
    repeated = [i for i, c in enumerate(counts) if c > 1]
    report["all_reduce"] = {
        "sum": weights,
        "expected": world * (world + 1) // 2,
        "missing": missing[:32],
        "repeated": repeated[:32],
        "ok": not missing and not repeated,
    }
    return report["all_reduce"]["ok"]


def run(report):
    try:
        import torch
        import torch.distributed as dist
    except Exception as error:  # any import failure is the node's problem, reported as such
        report["error"] = "cannot import torch: %s" % (error,)
        return 3
    report["timings"]["import_s"] = round(time.time() - T0, 6)
    report["torch"] = torch.__version__
    report["cuda"] = torch.version.cuda
    backend = choose_backend(torch, dist)
    report["backend"] = backend
    device = "cpu"
    if backend == "nccl":
        count = torch.cuda.device_count()
        local_rank = report["local_rank"] or 0
        report["gpu_count"] = count
        if local_rank >= count:
            report["error"] = "LOCAL_RANK %d but only %d GPU(s) are visible on %s" % (
                local_rank, count, report["hostname"])
            return 4
        torch.cuda.set_device(local_rank)
        device = "cuda:%d" % local_rank
        report["device_name"] = torch.cuda.get_device_name(local_rank)
        try:
            report["nccl"] = ".".join(str(v) for v in torch.cuda.nccl.version())
        except Exception:
            pass
    report["device"] = device
    timeout = datetime.timedelta(seconds=env_int("DDPW_PROBE_TIMEOUT", 60))
    started = time.time()
    dist.init_process_group(backend=backend, timeout=timeout)
    report["timings"]["init_s"] = round(time.time() - started, 6)
    report["timings"]["init_done"] = time.time()
    problems = []
    if dist.get_rank() != report["rank"]:
        problems.append("process group rank %d != RANK %s" % (dist.get_rank(), report["rank"]))
    if dist.get_world_size() != report["world_size"]:
        problems.append("process group world size %d != WORLD_SIZE %s" % (dist.get_world_size(),
                                                                          report["world_size"]))
    if not check_all_reduce(torch, dist, report, device):
        problems.append("all_reduce: ranks missing %s, repeated %s" % (
            report["all_reduce"]["missing"], report["all_reduce"]["repeated"]))
    started = time.time()
    if backend == "nccl":
        dist.barrier(device_ids=[torch.cuda.current_device()])
    else:
        dist.barrier()
    report["timings"]["barrier_s"] = round(time.time() - started, 6)
    dist.destroy_process_group()
    if problems:
        report["error"] = "; ".join(problems)
        return 4
    report["ok"] = True
    return 0


def main():
    report = base_report()
    emit(EVENT_MARKER, {"event": "started", "rank": report["rank"], "local_rank": report["local_rank"],
                        "group_rank": report["group_rank"], "hostname": report["hostname"], "time": T0})
    try:
        status = run(report)
    except Exception as error:  # init or a collective failed: say what, then fail the rank
        report["error"] = "%s: %s" % (type(error).__name__, error)
        status = 5
    report["timings"]["total_s"] = round(time.time() - T0, 6)
    emit(MARKER, report)
    return status


if __name__ == "__main__":
    sys.exit(main())
