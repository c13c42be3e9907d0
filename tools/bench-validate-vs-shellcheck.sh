#!/usr/bin/env bash
# Whole-process speed of `ddpwizard-cli validate` on the guide's torchrun snippet against
# `shellcheck` on the same snippet, measured in one hyperfine run (ours must take no
# more than half of ShellCheck's time). Prints hyperfine's table and the ratio; exits 1 when
# the bar is missed.
# Usage: tools/bench-validate-vs-shellcheck.sh [CLI]   (default: build/app/ddpwizard-cli)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cli=$(realpath "${1:-$root/build/app/ddpwizard-cli}")
command -v hyperfine >/dev/null || { echo "hyperfine is not installed (apt-get install hyperfine)"; exit 2; }
command -v shellcheck >/dev/null || { echo "shellcheck is not installed (apt-get install shellcheck)"; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat >"$work/guide.sh" <<'SNIPPET'
# Use the first node of the worker group as the rendezvous master
export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`

torchrun \
    --rdzv-id=0 \
    --rdzv-backend=c10d \
    --rdzv-endpoint=${MASTER}:29500 \
    --nnodes=2 \
    --nproc_per_node=8 \
    YOUR_TRAINING_SCRIPT.py \
    --epochs 3
SNIPPET
# Both exit non-zero on findings; -i keeps hyperfine measuring. QT_QPA_PLATFORM is irrelevant
# for the Core-only CLI, but keep the environment the same for both.
hyperfine -N -i --warmup 10 --min-runs 100 --export-json "$work/result.json" \
    -n "ddpwizard-cli validate" "$cli validate --torch 2.6 --nodes 2 --gpus-per-node 8 $work/guide.sh" \
    -n "shellcheck" "shellcheck -s bash $work/guide.sh"
python3 - "$work/result.json" <<'PY'
import json, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
ours, theirs = results["ddpwizard-cli validate"]["mean"], results["shellcheck"]["mean"]
print(f"ddpwizard-cli validate: {ours * 1000:.2f} ms, shellcheck: {theirs * 1000:.2f} ms, ratio {ours / theirs:.2f} (bar: <= 0.50)")
sys.exit(0 if ours <= theirs / 2 else 1)
PY
