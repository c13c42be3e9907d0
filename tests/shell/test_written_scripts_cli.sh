#!/usr/bin/env bash
# A start command that writes a script and runs it (`cat > run.sh <<'EOF' ... EOF`, then
# `bash run.sh 8`), through every consumer of the evaluation: real bash runs it on two simulated
# nodes with recording stand-in launchers and `expand --format json` must give the same argv and
# environment on each; `validate --format json` places the launcher at the command that runs the
# script (DDP112, no fix: no word of the command is the launcher's) and says no DDP105; `explain`
# reads the command's own text; a script that runs itself ends with the budget's finding (DDP193)
# at the command that starts it.
# Usage: test_written_scripts_cli.sh CLI PYTHON
set -euo pipefail
export DDPW_LANG=en
cli=${1:?usage: test_written_scripts_cli.sh CLI PYTHON}
python=${2:?usage: test_written_scripts_cli.sh CLI PYTHON}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
# shellcheck source=lib/recording_stubs.sh
source "$here/lib/recording_stubs.sh"
make_recording_stubs "$work/bin" torchrun python python3

cat >"$work/start.sh" <<'SNIPPET'
export MASTER=$(echo "${VC_WORKER_HOSTS}" | cut -d, -f1)
PORT=29500
cat > run.sh <<'EOF'
torchrun --nnodes="${VC_WORKER_NUM}" --node_rank="${VC_TASK_INDEX}" --nproc_per_node="$1" \
    --rdzv-endpoint="${MASTER}:${PORT:-29400}" train.py
EOF
bash run.sh 8
SNIPPET

hosts=job-worker-0.job,job-worker-1.job
for node in 0 1; do
    mkdir -p "$work/cwd$node" "$work/record$node"
    (cd "$work/cwd$node" && env -i PATH="$work/bin:/usr/bin:/bin" DDPW_RECORD="$work/record$node" \
        VC_WORKER_HOSTS="$hosts" VC_WORKER_NUM=2 VC_TASK_INDEX="$node" VK_TASK_INDEX="$node" \
        HOSTNAME="job-worker-$node" /bin/bash "$work/start.sh") </dev/null >/dev/null 2>&1
    [[ -e "$work/record$node/argv" ]] || fail "bash never started the launcher on node $node"
    "$cli" expand "$work/start.sh" --hosts "$hosts" --node "$node" --format json >"$work/expand$node.json" ||
        fail "expand node $node: $(cat "$work/expand$node.json")"
    "$python" "$here/lib/compare_argv.py" "$work/expand$node.json" "$work/record$node/argv" "$work/record$node/env" ||
        fail "expand and bash differ on node $node"
    "$python" - "$work/expand$node.json" <<'PY' || fail "expand's written_script on node $node"
import json, sys
written = json.load(open(sys.argv[1]))["written_script"]
assert written == {"path": "run.sh", "line": 1, "column": 1}, written
PY
done

rc=0
"$cli" validate --nodes 2 --gpus-per-node 8 --format json "$work/start.sh" >"$work/validate.json" || rc=$?
[[ $rc == 0 ]] || fail "validate exited $rc: $(cat "$work/validate.json")"
"$python" - "$work/validate.json" <<'PY' || fail "validate: $(cat "$work/validate.json")"
import json, sys
diagnostics = json.load(open(sys.argv[1]))["diagnostics"]
codes = [d["code"] for d in diagnostics]
assert "DDP105" not in codes, codes
[written] = [d for d in diagnostics if d["code"] == "DDP112"]
assert (written["line"], written["column"], written["end_line"]) == (7, 1, 7), written
assert written["fix"] is None and written["more_fixes"] == [], written
assert "line 1 of run.sh" in written["message"] and "--node_rank=0" in written["message"], written
PY

"$cli" explain --nodes 2 "$work/start.sh" >"$work/explain.txt" || fail "explain: $(cat "$work/explain.txt")"
grep -q '^7:1: bash  \[command bash\]$' "$work/explain.txt" || fail "explain: $(cat "$work/explain.txt")"

# A script that writes and runs itself: bash would never end; the evaluation's budget does.
printf '%s\n' "cat > r.sh <<'EOF'" 'bash r.sh' 'EOF' 'bash r.sh' >"$work/self.sh"
rc=0
"$cli" validate --nodes 2 --format json "$work/self.sh" >"$work/self.json" || rc=$?
[[ $rc == 0 ]] || fail "validate of a script that runs itself exited $rc"
"$python" - "$work/self.json" <<'PY' || fail "self-running script: $(cat "$work/self.json")"
import json, sys
diagnostics = json.load(open(sys.argv[1]))["diagnostics"]
[budget] = [d for d in diagnostics if d["code"] == "DDP193"]
assert budget["line"] == 4, budget
PY
echo "written scripts: bash and expand agree on 2 nodes; validate, explain and the budget hold"
