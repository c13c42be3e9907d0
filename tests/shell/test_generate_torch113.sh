#!/usr/bin/env bash
# The generated command for torch 1.13 is accepted by the real torch 1.13 parsers (Debian's
# python3-torch), with the values we expect: the generated text runs in bash, where `torchrun`
# and `python` are stand-ins that hand their argv to torch's own parse_args and print the result.
set -uo pipefail
cli=$1
python=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if ! "$python" -c 'import torch.distributed.run' 2>/dev/null; then
  echo "torch is not importable with $python"; exit 1
fi
mkdir -p "$work/bin"
cat > "$work/bin/torchrun" <<STUB
#!/usr/bin/env bash
exec "$python" -c 'import json, sys
import torch.distributed.run as run
args = run.parse_args(sys.argv[1:])
print(json.dumps(vars(args), sort_keys=True))' "\$@"
STUB
cat > "$work/bin/python" <<STUB
#!/usr/bin/env bash
# python -m torch.distributed.launch ARGS -> torch 1.13's launch.py parser
[[ \$1 == -m && \$2 == torch.distributed.launch ]] || { echo "unexpected: \$*" >&2; exit 3; }
shift 2
exec "$python" -W ignore -c 'import json, sys
import torch.distributed.launch as launch
args = launch.parse_args(sys.argv[1:])
print(json.dumps(vars(args), sort_keys=True))' "\$@"
STUB
chmod +x "$work/bin/"*

failures=0
passes=0
# run NAME EXPECTED_PYTHON_ASSERTIONS -- GENERATE_FLAGS...
run_case() {
  local name=$1 assertions=$2; shift 3
  local command parsed
  command=$("$cli" generate --torch 1.13 "$@") || { echo "FAIL $name: generate failed"; failures=$((failures + 1)); return; }
  parsed=$(printf '%s' "$command" | env PATH="$work/bin:$PATH" VC_WORKER_HOSTS=node-0.job,node-1.job VC_WORKER_NUM=2 \
           VC_TASK_INDEX=1 bash 2>"$work/stderr")
  if [[ -z $parsed ]]; then
    echo "FAIL $name: torch 1.13 rejected the command:"; sed 's/^/  /' "$work/stderr"; printf '%s\n' "$command" | sed 's/^/  | /'
    failures=$((failures + 1)); return
  fi
  if ! "$python" -c "import json, sys
a = json.loads(sys.argv[1])
$assertions" "$parsed"; then
    echo "FAIL $name: unexpected values: $parsed"; failures=$((failures + 1)); return
  fi
  passes=$((passes + 1))
}

run_case "torchrun c10d (guide)" "
assert a['rdzv_backend'] == 'c10d' and a['rdzv_endpoint'] == 'node-0.job:29500' and a['rdzv_id'] == '0', a
assert a['nnodes'] == '2' and a['nproc_per_node'] == '8', a
assert a['training_script'] == 'train.py' and a['training_script_args'] == ['--lr', '0.1', 'a b'], a" \
  -- --nodes 2 --gpus-per-node 8 --script train.py -- --lr 0.1 'a b'
run_case "torchrun static" "
assert a['rdzv_backend'] == 'static' and a['node_rank'] == 1, a
assert a['master_addr'] == 'node-0.job' and a['master_port'] == 23456, a" \
  -- --rdzv-backend static --port 23456 --script train.py
run_case "torchrun elastic + restarts + module" "
assert a['nnodes'] == '1:4' and a['max_restarts'] == 3 and a['module'] is True, a
assert a['training_script'] == 'pkg.train', a" \
  -- --elastic 1:4 --max-restarts 3 --module pkg.train
run_case "torchrun nnodes from env, expansion master" "
assert a['nnodes'] == '2' and a['rdzv_endpoint'] == 'node-0.job:29500', a" \
  -- --nnodes-from-env --master-from expansion --script train.py
run_case "torchrun nproc gpu" "assert a['nproc_per_node'] == 'gpu', a" -- --nproc-per-node gpu --script train.py
run_case "launch static (guide)" "
assert a['node_rank'] == 1 and a['master_addr'] == 'node-0.job' and a['master_port'] == 29500, a
assert a['nnodes'] == '2' and a['nproc_per_node'] == '8' and a['use_env'] is True, a
assert a['training_script'] == 'train.py', a" \
  -- --launcher launch --rdzv-backend static --script train.py
run_case "launch --local_rank argument" "assert a['use_env'] is False, a" \
  -- --launcher launch --rdzv-backend static --local-rank-from local_rank --script train.py
run_case "launch c10d" "assert a['rdzv_backend'] == 'c10d' and a['rdzv_endpoint'] == 'node-0.job:29500', a" \
  -- --launcher launch --script train.py

# The oracle itself: the guide's dash spelling really is rejected by torch 1.13.
if printf 'torchrun --rdzv-id=0 --nnodes=2 train.py\n' | env PATH="$work/bin:$PATH" bash 2>/dev/null; then
  echo "FAIL oracle: torch 1.13 accepted --rdzv-id"; failures=$((failures + 1))
else
  passes=$((passes + 1))
fi
echo "torch 1.13 parser: $passes passed, $failures failed"
((failures == 0))
