[ -n "${NO_SUCH_VARIABLE_SET:-}" ] || { echo "set NO_SUCH_VARIABLE_SET first" >&2; exit 3; }
torchrun --standalone --nproc_per_node=8 train.py
