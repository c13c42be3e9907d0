[ -n "${NO_SUCH_VARIABLE_SET:-}" ] && { echo "using $NO_SUCH_VARIABLE_SET"; exit 4; }
torchrun --standalone --nproc_per_node=8 train.py
