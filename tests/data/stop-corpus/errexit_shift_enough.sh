set -e
f() { shift 2; torchrun --standalone --nproc_per_node="$1" train.py; }
f a 8 4
