#!/usr/bin/env bash
# The image decides the torch version: a torch 2.x command's dash spellings are rejected by the
# torch 1.13 of a pytorch/pytorch:1.13 image (the oracle: Debian's python3-torch 1.13, its own
# torchrun parser), so the job that pairs them is an error, whatever its torch field says; and
# --image alone makes the command the tag's release writes, which that parser accepts.
set -uo pipefail
cli=$1
python=$2
source "$(dirname "$0")/lib/common.sh"
skip_without_torch "$python"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin"
# torchrun -> torch 1.13's own parse_args; it prints the parsed values, or argparse's error.
cat > "$work/bin/torchrun" <<STUB
#!/usr/bin/env bash
exec "$python" -c 'import sys
import torch.distributed.run as run
args = run.parse_args(sys.argv[1:])
print("parsed", args.nproc_per_node)' "\$@"
STUB
chmod +x "$work/bin/torchrun"
image=pytorch/pytorch:1.13.1-cuda11.6-cudnn8-runtime

# Runs a generated command on node 1 of two, with the stand-in torchrun; stdout+stderr in $work/out.
run_on_node() { # $1 command
    printf '%s' "$1" | env PATH="$work/bin:$PATH" VC_WORKER_HOSTS=node-0.job,node-1.job VC_WORKER_NUM=2 \
        VC_TASK_INDEX=1 bash > "$work/out" 2>&1
}

# The oracle first: torch 1.13 rejects the torch 2.6 command.
command_26=$("$cli" generate --torch 2.6 --nodes 2 --gpus-per-node 8 --script train.py)
if run_on_node "$command_26" || ! grep -q "unrecognized arguments" "$work/out"; then
    fail "torch 1.13 accepted the torch 2.6 command:"
    sed 's/^/  /' "$work/out"
else
    pass "torch 1.13 rejects the torch 2.6 command ($(grep -o 'unrecognized arguments: [^ ]*' "$work/out"))"
fi

# So the job that says 2.6 beside a 1.13 image is an error: generate refuses it and says why.
if "$cli" generate --torch 2.6 --image "$image" > "$work/out" 2> "$work/err"; then
    fail "generate wrote a command torch 1.13 rejects"
elif grep -q "1.13" "$work/err" && grep -q "unrecognized arguments" "$work/err"; then
    pass "a 2.6 job beside a 1.13 image is an error"
else
    fail "the error does not say why:"
    sed 's/^/  /' "$work/err"
fi

# --image alone: the torch version follows the tag, and torch 1.13 takes the command.
if ! command_image=$("$cli" generate --image "$image" --nodes 2 --gpus-per-node 8 --script train.py 2> "$work/err"); then
    fail "generate --image $image failed:"
    sed 's/^/  /' "$work/err"
elif ! run_on_node "$command_image" || ! grep -q "^parsed 8$" "$work/out"; then
    fail "torch 1.13 rejected the command for its own image:"
    sed 's/^/  /' "$work/out"
else
    pass "--image $image writes what torch 1.13 accepts"
fi
finish
