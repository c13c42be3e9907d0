#!/bin/bash
# explain's worker environment against real torch 1.13: each launcher mode (static, c10d,
# standalone, an elastic range, torch.distributed.launch with and without --use_env) runs one
# worker on this machine (gloo-free: the probe only prints its environment,
# lib/worker_env_probe.py), and `ddpwizard-cli explain --torch 1.13` of the same command must
# list exactly the variables the worker got, with the same value wherever it states one (a value
# in <...> is one only the run knows: a port, a host, a random id, a file).
# Usage: test_explain_worker_env_vs_torch.sh PATH/TO/ddpwizard-cli PATH/TO/python3
set -u
cli=$1
python=$2
lib=$(cd "$(dirname "$0")" && pwd)/lib
# shellcheck source=lib/common.sh
source "$lib/common.sh"
skip_without_torch "$python"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

modes=(
    "static|torchrun --nnodes=1 --node_rank=0 --master_addr=127.0.0.1 --master_port=$(free_port "$python")"
    "c10d|torchrun --nnodes=1 --rdzv_backend=c10d --rdzv_endpoint=127.0.0.1:$(free_port "$python")"
    "standalone|torchrun --standalone"
    "elastic range|torchrun --nnodes=1:2 --rdzv_backend=c10d --rdzv_endpoint=127.0.0.1:$(free_port "$python")"
    "launch --use_env|python3 -m torch.distributed.launch --use_env --master_port=$(free_port "$python")"
    "launch|python3 -m torch.distributed.launch --master_port=$(free_port "$python")"
)
for entry in "${modes[@]}"; do
    mode=${entry%%|*}
    command="${entry#*|} --nproc_per_node=1 probe.py"
    printf '%s\n' "$command" > "$work/start.sh"
    # torch's own launcher module for the words before the options (torchrun is its entry point).
    read -r -a words <<< "${entry#*|}"
    if [ "${words[0]}" = torchrun ]; then
        launcher=(-m torch.distributed.run "${words[@]:1}")
    else
        launcher=("${words[@]:1}")
    fi
    rm -rf "$work/logs"
    # --redirects/--tee/--log_dir: torch 1.13 on Python 3.11 fails without them (its Std flags).
    (cd "$work" && timeout 300 env -i PATH=/usr/bin:/bin HOME="$work" "$python" "${launcher[@]}" \
        --nproc_per_node=1 --monitor_interval=0.5 --redirects=1 --tee=1 --log_dir="$work/logs" \
        "$lib/worker_env_probe.py") > "$work/run.out" 2>&1
    probe=$(grep -o 'PROBE .*' "$work/run.out" | tail -n 1)
    if [ -z "$probe" ]; then
        fail "$mode: torch did not start the worker: $(tail -n 3 "$work/run.out")"
        continue
    fi
    "$cli" explain --torch 1.13 --nodes 1 "$work/start.sh" > "$work/explain.out" 2>&1
    stated=$(sed -n 's/.*gives each worker (shown: node 0, local rank 0): //p' "$work/explain.out" | head -n 1)
    if diff=$("$python" - "$probe" "$stated" <<'PY'
import re, sys
got = dict(item.split("=", 1) for item in sys.argv[1].split()[1:])
stated = {}
# NAME=VALUE (note); NAME=VALUE ...: a note may hold "; " itself.
for item in re.split(r"; (?=[A-Z_]+=)", sys.argv[2]):
    name, value = item.split("=", 1)
    stated[name] = value.split(" (", 1)[0]
problems = []
for name in sorted(set(got) - set(stated)):
    problems.append("torch sets %s=%s, explain does not say it" % (name, got[name]))
for name in sorted(set(stated) - set(got)):
    problems.append("explain states %s=%s, torch does not set it" % (name, stated[name]))
for name in sorted(set(got) & set(stated)):
    if not stated[name].startswith("<") and stated[name] != got[name]:
        problems.append("%s: explain says %s, torch gives %s" % (name, stated[name], got[name]))
print("\n".join(problems))
sys.exit(1 if problems else 0)
PY
    ); then
        pass "$mode: explain states the $(wc -w <<< "${probe#PROBE }") variables the worker got"
    else
        fail "$mode: $diff"
    fi
done
finish
