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
#   DDPW_PROBE_BANDWIDTH 1: after the rendezvous checks, measure the network (see measure_network)
#   DDPW_PROBE_BW_SIZES  all-reduce sizes in bytes, comma-separated (default 1 MiB to 256 MiB)
#   DDPW_PROBE_BW_SECONDS time budget of the network step in seconds (default 10)
import datetime
import json
import os
import platform
import socket
import struct
import sys
import tempfile
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


def launcher_argv():
    # The launcher that started this worker (torchrun's agent): what the dry-run gave it.
    try:
        with open("/proc/%d/cmdline" % os.getppid(), "rb") as f:
            words = f.read().split(b"\0")
    except OSError:
        return []
    return [w.decode("utf-8", "replace") for w in words[:-1]]


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
        "launcher_argv": launcher_argv(),
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


# --- The network step: only with DDPW_PROBE_BANDWIDTH=1 ---------------------------------------
#
# 1. An all-reduce sweep over the given sizes, the job's backend, nccl-tests' way: a warm-up
#    that is also the correctness check (rank r adds r + 1, every element must come out as
#    n(n + 1)/2), then timed iterations; the time of a size is the slowest rank's. algbw and
#    busbw are the tool's to compute (bytes / time, times 2(n - 1)/n for all-reduce).
# 2. A ring between nodes (one rank per node, the lowest): in round d every node sends to the
#    node d places on and receives from the one d places back, all at once, so that every
#    link of the round is loaded the way a ring all-reduce loads it. A short round with 1 MiB
#    per link sizes each link's real round to about the same duration; the receiver times its
#    receive. The tool turns the link times into a figure per node and names a slow one.
# Every decision that changes which collectives run (stop the sweep, the iterations, the next
# round) is taken on values all ranks agree on (an all-reduce MAX), so no rank waits in a
# collective the others skipped. The step keeps to its budget except that the first size and
# the first round always run.
MIB = 1024 * 1024
DEFAULT_BW_SIZES = [MIB, 4 * MIB, 16 * MIB, 64 * MIB, 256 * MIB]
SWEEP_SHARE = 0.6           # of the budget, when there is a ring to measure after it
MAX_TIMED_ITERATIONS = 20
LINK_CALIBRATION_BYTES = MIB
LINK_MIN_BYTES = 64 * 1024
LINK_MAX_BYTES = 64 * MIB
LINK_MAX_SECONDS = 0.5      # a link's timed transfer, at most
MAX_RING_ROUNDS = 8
MAX_NCCL_LINES = 24


def bandwidth_settings():
    if os.environ.get("DDPW_PROBE_BANDWIDTH", "0") in ("", "0"):
        return None
    sizes = []
    for word in os.environ.get("DDPW_PROBE_BW_SIZES", "").split(","):
        try:
            value = int(word)
        except ValueError:
            continue
        if 4 <= value <= 4 * 1024 * MIB:
            sizes.append(value)
    try:
        seconds = float(os.environ.get("DDPW_PROBE_BW_SECONDS", "10"))
    except ValueError:
        seconds = 10.0
    return {"sizes": sorted(set(sizes)) or DEFAULT_BW_SIZES, "seconds": max(0.5, min(seconds, 3600.0))}


def prepare_nccl_log():
    """Asks NCCL for its INIT/NET lines in a file of the probe's own, unless the job configures
    NCCL's logging itself: the lines say which network and interface NCCL chose."""
    if os.environ.get("NCCL_DEBUG") or os.environ.get("NCCL_DEBUG_FILE"):
        return None
    path = os.path.join(tempfile.gettempdir(), "ddpw-nccl.%d.log" % os.getpid())
    os.environ["NCCL_DEBUG"] = "INFO"
    os.environ["NCCL_DEBUG_SUBSYS"] = "INIT,NET"
    os.environ["NCCL_DEBUG_FILE"] = path
    return path


def nccl_lines(path):
    """NCCL's lines about the network it uses; its warnings go on to stdout, where they would
    have been without the file."""
    kept = []
    if not path:
        return kept
    try:
        with open(path, errors="replace") as handle:
            for line in handle:
                line = line.rstrip("\n")[:400]
                if " NCCL WARN " in line:
                    sys.stdout.write(line + "\n")
                if ("NET/" in line or "Using network" in line or "Bootstrap" in line
                        or "SOCKET_IFNAME" in line or "IB_HCA" in line) and len(kept) < MAX_NCCL_LINES:
                    kept.append(line)
    except OSError:
        pass
    return kept


def interface_names():
    """Local address -> interface name, IPv4 from SIOCGIFADDR, IPv6 from /proc/net/if_inet6."""
    names = {}
    try:
        import fcntl
        interfaces = socket.if_nameindex()
    except (ImportError, OSError):
        interfaces = []
    for _, name in interfaces:
        probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            packed = fcntl.ioctl(probe.fileno(), 0x8915, struct.pack("256s", name.encode()[:15]))
            names[socket.inet_ntoa(packed[20:24])] = name
        except OSError:
            pass
        finally:
            probe.close()
    try:
        with open("/proc/net/if_inet6") as handle:
            for line in handle:
                fields = line.split()
                if len(fields) >= 6:
                    names[socket.inet_ntop(socket.AF_INET6, bytes.fromhex(fields[0]))] = fields[5]
    except (OSError, ValueError):
        pass
    return names


def proc_address(text, family):
    """An address of /proc/net/tcp{,6} ("0100007F:1F90") as (ip, port)."""
    host, port = text.split(":")
    raw = bytes.fromhex(host)
    if family == socket.AF_INET:
        address = socket.inet_ntop(family, struct.pack("<I", struct.unpack(">I", raw)[0]))
    else:
        words = [struct.pack("<I", struct.unpack(">I", raw[i:i + 4])[0]) for i in range(0, 16, 4)]
        address = socket.inet_ntop(family, b"".join(words))
        if address.startswith("::ffff:") and "." in address:
            address = address[7:]
    return address, int(port, 16)


def used_interfaces():
    """The interfaces of this process's established TCP connections other than the store's
    (MASTER_PORT): for gloo, and NCCL's socket transport, the ones the collectives really use."""
    inodes = set()
    try:
        for fd in os.listdir("/proc/self/fd"):
            try:
                target = os.readlink("/proc/self/fd/" + fd)
            except OSError:
                continue
            if target.startswith("socket:["):
                inodes.add(target[8:-1])
    except OSError:
        return []
    store_port = env_int("MASTER_PORT", -1)
    names = interface_names()
    counts = {}
    for path, family in (("/proc/self/net/tcp", socket.AF_INET), ("/proc/self/net/tcp6", socket.AF_INET6)):
        try:
            with open(path) as handle:
                lines = handle.read().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            if len(fields) < 10 or fields[3] != "01" or fields[9] not in inodes:
                continue
            try:
                local, local_port = proc_address(fields[1], family)
                _, remote_port = proc_address(fields[2], family)
            except (ValueError, OSError, struct.error):
                continue
            if store_port in (local_port, remote_port):
                continue
            key = (names.get(local, "?"), local)
            counts[key] = counts.get(key, 0) + 1
    return [{"name": name, "address": address, "connections": count}
            for (name, address), count in sorted(counts.items())]


class Network:
    """The collectives of the network step, the same code for gloo and NCCL."""

    def __init__(self, torch, dist, backend, device):
        self.torch = torch
        self.dist = dist
        self.backend = backend
        self.device = device
        self.rank = dist.get_rank()
        self.world = dist.get_world_size()
        self.timeout = env_int("DDPW_PROBE_TIMEOUT", 60)
        self.start = time.time()

    def sync(self):
        if self.backend == "nccl":
            self.torch.cuda.synchronize()

    def elapsed(self):
        return time.time() - self.start

    def agree(self, values, op):
        tensor = self.torch.tensor([float(v) for v in values], dtype=self.torch.float64, device=self.device)
        self.dist.all_reduce(tensor, op=op)
        return tensor.cpu().tolist()

    def agree_max(self, values):
        return self.agree(values, self.dist.ReduceOp.MAX)

    def agree_sum(self, values):
        return self.agree(values, self.dist.ReduceOp.SUM)

    def completion_time(self, work):
        """When `work` finished. A gloo work only finishes in wait(); an NCCL work's wait() only
        orders the GPU stream, so its completion is polled."""
        if self.backend != "nccl":
            work.wait()
            return time.time()
        limit = time.time() + self.timeout
        while not work.is_completed():
            if time.time() > limit:
                raise RuntimeError("a send/receive did not complete within %d s" % self.timeout)
            time.sleep(0.0002)
        return time.time()


def all_reduce_sweep(net, sizes, budget):
    torch = net.torch
    expected = net.world * (net.world + 1) / 2.0
    measured = []
    for index, size in enumerate(sizes):
        elapsed = net.agree_max([net.elapsed()])[0]
        if measured:
            last = measured[-1]
            guess = last["seconds"] * size / float(last["bytes"])
            if elapsed + 3 * guess > budget:  # filling the buffer, the warm-up and one iteration
                return measured, sizes[index:]
        count = max(1, size // 4)
        buffer = torch.full((count,), float(net.rank + 1), dtype=torch.float32, device=net.device)
        net.sync()
        started = time.time()
        net.dist.all_reduce(buffer)
        net.sync()
        warmup = time.time() - started
        correct = bool(torch.all(buffer == expected).item())
        warmup, elapsed, wrong = net.agree_max([warmup, net.elapsed(), 0.0 if correct else 1.0])
        # The budget left goes to the sizes left in proportion to their bytes.
        share = (budget - elapsed) * size / float(sum(sizes[index:]))
        iterations = int(max(1, min(MAX_TIMED_ITERATIONS, share // max(warmup, 1e-6))))
        buffer.zero_()
        net.agree_max([0])
        net.sync()
        started = time.time()
        for _ in range(iterations):
            net.dist.all_reduce(buffer)
        net.sync()
        seconds = net.agree_max([(time.time() - started) / iterations])[0]
        del buffer
        measured.append({"bytes": count * 4, "seconds": round(seconds, 9), "iterations": iterations,
                         "warmup_seconds": round(warmup, 6), "correct": wrong == 0})
    return measured, []


def ring_shifts(nodes):
    """1, n-1, 2, n-2, ...: the two directions of the ring first, so that a node that is only slow
    one way shows it on its own links."""
    shifts = []
    for step in range(1, nodes):
        for shift in (step, nodes - step):
            if shift not in shifts:
                shifts.append(shift)
    return shifts[:MAX_RING_ROUNDS]


def ring_round(net, ring, shift, sizes):
    """Every node's leader sends sizes[to] bytes to the node `shift` on and receives sizes[me]
    from the one `shift` back, at once; returns the receive times, by receiving node."""
    torch, dist = net.torch, net.dist
    count = len(ring["leaders"])
    seconds = [0.0] * count
    net.agree_max([0])
    me = ring["mine"]
    if ring["leaders"][me] == net.rank:
        to, source = (me + shift) % count, (me - shift) % count
        outgoing = torch.ones(sizes[to] // 4, dtype=torch.float32, device=net.device)
        incoming = torch.empty(sizes[me] // 4, dtype=torch.float32, device=net.device)
        net.sync()
        started = time.time()
        works = dist.batch_isend_irecv([dist.P2POp(dist.isend, outgoing, ring["leaders"][to]),
                                        dist.P2POp(dist.irecv, incoming, ring["leaders"][source])])
        # torch 2.x returns one work for an NCCL batch (then the receive's time is the batch's),
        # or none at all: then the stream's end is the time.
        if works:
            finished = net.completion_time(works[-1])
        for work in works[:-1]:  # a gloo work must be waited for once: a second wait waits anew
            work.wait()
        net.sync()
        if not works:
            finished = time.time()
        seconds[me] = finished - started
    return net.agree_sum(seconds)


def link_bytes(calibration_seconds, target):
    wanted = LINK_CALIBRATION_BYTES * target / max(calibration_seconds, 1e-6)
    return int(max(LINK_MIN_BYTES, min(LINK_MAX_BYTES, wanted))) // 4 * 4


def ring_members(net, report):
    """The nodes (by group rank, else host name), each with its lowest rank, which measures for it."""
    group = report["group_rank"]
    key = ("g%d" % group) if group is not None else ("h" + report["hostname"])
    members = [None] * net.world
    net.dist.all_gather_object(members, (key, net.rank, report["hostname"]))
    keys = sorted(set(member[0] for member in members), key=lambda k: (k[0], int(k[1:]) if k[0] == "g" else k))
    leaders = [min(member[1] for member in members if member[0] == k) for k in keys]
    hostnames = [next(member[2] for member in members if member[1] == leader) for leader in leaders]
    nodes = [{"index": i, "group_rank": int(k[1:]) if k[0] == "g" else None, "hostname": hostnames[i],
              "rank": leaders[i]} for i, k in enumerate(keys)]
    return nodes, {"leaders": leaders, "mine": keys.index(key)}


def ring_rounds(net, ring, budget):
    """The ring's rounds, within the budget (but the first two)."""
    count = len(ring["leaders"])
    rounds = []
    if count < 2:
        return rounds
    shifts = ring_shifts(count)
    longest = 0.0
    for index, shift in enumerate(shifts):
        began = net.agree_max([net.elapsed()])[0]
        # The first two rounds always run: one direction alone cannot tell a slow sender from a
        # slow receiver.
        if index >= 2 and began + longest > budget:
            break
        target = max(0.05, min(LINK_MAX_SECONDS, (budget - began) / (len(shifts) - index) / 3.0))
        calibration = ring_round(net, ring, shift, [LINK_CALIBRATION_BYTES] * count)
        sizes = [link_bytes(seconds, target) for seconds in calibration]
        timed = ring_round(net, ring, shift, sizes)
        rounds.append({"shift": shift, "links": [
            {"from": (j - shift) % count, "to": j, "bytes": sizes[j], "seconds": round(timed[j], 9)}
            for j in range(count)]})
        longest = max(longest, net.agree_max([net.elapsed()])[0] - began)
    return rounds


def measure_network(torch, dist, report, backend, device, settings, nccl_log):
    """The network step; every rank returns what it saw, rank 0 also the measurements."""
    net = Network(torch, dist, backend, device)
    if report["local_rank"] in (0, None):
        emit(EVENT_MARKER, {"event": "bandwidth", "rank": report["rank"], "group_rank": report["group_rank"],
                            "hostname": report["hostname"], "seconds": settings["seconds"], "time": time.time()})
    budget = settings["seconds"]
    result = {"budget_s": budget}
    result["nodes"], ring = ring_members(net, report)
    sweep_budget = budget * SWEEP_SHARE if len(result["nodes"]) > 1 else budget
    result["sizes"], result["skipped_sizes"] = all_reduce_sweep(net, settings["sizes"], sweep_budget)
    result["rounds"] = ring_rounds(net, ring, budget)
    result["seconds"] = round(net.elapsed(), 6)
    result["interfaces"] = used_interfaces()
    result["configured"] = dict((name, os.environ[name]) for name in (
        "NCCL_SOCKET_IFNAME", "GLOO_SOCKET_IFNAME", "NCCL_IB_HCA", "NCCL_IB_DISABLE", "NCCL_NET")
        if name in os.environ)
    try:
        result["ib_devices"] = sorted(os.listdir("/sys/class/infiniband"))
    except OSError:
        result["ib_devices"] = []
    if backend == "nccl":
        result["nccl_lines"] = nccl_lines(nccl_log)
    if net.rank != 0:  # the measurements are the same on every rank: one copy is enough
        for name in ("sizes", "skipped_sizes", "nodes", "rounds"):
            del result[name]
    return result


def measure_network_step(torch, dist, report, backend, device, settings, nccl_log, problems):
    """Runs the network step when every rank passed the rendezvous checks (a collective decision:
    a rank that skipped it alone would leave the others waiting). Its errors are the step's, not
    the rendezvous': the rank stays ok."""
    started = time.time()
    try:
        if Network(torch, dist, backend, device).agree_max([1.0 if problems else 0.0])[0] == 0:
            report["bandwidth"] = measure_network(torch, dist, report, backend, device, settings, nccl_log)
    except Exception as error:
        report["bandwidth"] = {"error": "%s: %s" % (type(error).__name__, error)}
    report["timings"]["bandwidth_s"] = round(time.time() - started, 6)


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
    bandwidth = bandwidth_settings()
    nccl_log = prepare_nccl_log() if bandwidth and backend == "nccl" else None
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
    if bandwidth:
        measure_network_step(torch, dist, report, backend, device, bandwidth, nccl_log, problems)
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
