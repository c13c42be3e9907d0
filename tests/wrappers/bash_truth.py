"""The truth about one accelerate launch / deepspeed snippet, from what real bash passed to a
stand-in launcher on every node of a simulated platform: which platform problems it has (a wrong
machine count, process count, rank, master, an ssh fan-out, a hostfile that does not describe the
job), as the DDP7xx codes `validate` must report. Options are read with Python's argparse (only
the topology options, parse_known_args), like each launcher reads them.

Usage: bash_truth.py GPUS HOSTS RECORD_DIR...   (one record dir per node, in node order)"""

import argparse
import os
import re
import sys


def accelerate_parser():
    parser = argparse.ArgumentParser(add_help=False, allow_abbrev=False)
    for name, kind in (("num_machines", int), ("num_processes", int), ("machine_rank", int),
                       ("main_process_ip", str), ("rdzv_backend", str), ("deepspeed_multinode_launcher", str),
                       ("config_file", str)):
        parser.add_argument("--" + name, "--" + name.replace("_", "-"), type=kind, dest=name)
    for name in ("use_deepspeed", "multi_gpu", "same_network"):
        parser.add_argument("--" + name, "--" + name.replace("_", "-"), action="store_true", dest=name)
    return parser


def deepspeed_parser():
    parser = argparse.ArgumentParser(add_help=False)
    parser.add_argument("-H", "--hostfile", default="/job/hostfile")
    parser.add_argument("--num_nodes", type=int, default=-1)
    parser.add_argument("--num_gpus", "--num_accelerators", type=int, default=-1)
    parser.add_argument("--master_addr", default="")
    parser.add_argument("--node_rank", type=int, default=-1)
    parser.add_argument("--master_port", type=int, default=29500)
    parser.add_argument("--launcher", default="pdsh")
    parser.add_argument("--no_ssh", action="store_true")
    parser.add_argument("--no_local_rank", action="store_true")
    parser.add_argument("--no_ssh_check", action="store_true")
    parser.add_argument("--no_python", action="store_true")
    parser.add_argument("--module", action="store_true")
    parser.add_argument("user_script")
    parser.add_argument("user_args", nargs=argparse.REMAINDER)
    return parser


def hostfile_hosts(path):
    """runner.py's reading: None when the file is missing or bad."""
    if not os.path.isfile(path):
        return None
    hosts = []
    for line in open(path).readlines():
        line = line.strip()
        match = re.search(r"^(\S+)\s+slots=(\d+)", line)
        if line.startswith("#") or line == "":
            continue
        if not match or match.group(1) in [h for h, _ in hosts]:
            return None
        hosts.append((match.group(1), int(match.group(2))))
    return hosts or None


def launcher_args(argv):
    """(kind, the launcher's own arguments) from the recorded argv."""
    base = os.path.basename(argv[0])
    if base == "accelerate" and argv[1:2] == ["launch"]:
        return "accelerate", argv[2:]
    if base == "accelerate-launch":
        return "accelerate", argv[1:]
    if base in ("deepspeed", "ds"):
        return "deepspeed", argv[1:]
    if base.startswith("python") and "-m" in argv:
        module = argv[argv.index("-m") + 1]
        rest = argv[argv.index("-m") + 2:]
        return ("accelerate" if module == "accelerate.commands.launch" else "deepspeed"), rest
    raise SystemExit("not a wrapper launcher: %r" % argv)


def truth(gpus, hosts, records):
    nodes = len(hosts)
    codes = set()
    for index, record in enumerate(records):
        argv = open(os.path.join(record, "argv"), "rb").read().decode().split("\0")[:-1]
        kind, args = launcher_args(argv)
        if kind == "accelerate":
            # Only up to the script: accelerate's own options.
            known, _ = accelerate_parser().parse_known_args(args[:next((k for k, a in enumerate(args)
                                                                         if a.endswith(".py") or a == "-m"), len(args))])
            if known.config_file:
                continue
            machines = known.num_machines or 1
            if machines != nodes:
                codes.add("DDP701")
            if known.num_processes is None or known.num_processes != gpus * machines:
                codes.add("DDP702")
            if machines > 1 and (known.rdzv_backend or "static") == "static" and known.machine_rank != index:
                codes.add("DDP703")
            if machines > 1 and known.main_process_ip != hosts[0]:
                codes.add("DDP704")
            if known.use_deepspeed and machines > 1 and known.deepspeed_multinode_launcher not in ("standard", "nossh"):
                codes.add("DDP706")
        else:
            known = deepspeed_parser().parse_args(args)
            if not known.no_ssh:
                codes.add("DDP706")
            else:
                if known.node_rank != index:
                    codes.add("DDP703")
                if known.master_addr != hosts[0]:
                    codes.add("DDP704")
            if 0 < known.num_nodes < nodes:
                codes.add("DDP701")
            if known.num_gpus > 0 and known.num_gpus != gpus:
                codes.add("DDP702")
            copied = os.path.join(record, "hostfile")
            listed = hostfile_hosts(copied) if os.path.exists(copied) else None
            if listed is None or len(listed) != nodes or (known.num_gpus <= 0 and any(s != gpus for _, s in listed)):
                codes.add("DDP707")
    return sorted(codes)


if __name__ == "__main__":
    print(" ".join(truth(int(sys.argv[1]), sys.argv[2].split(","), sys.argv[3:])))
