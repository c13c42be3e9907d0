set -o pipefail
torchrun --standalone --nproc_per_node=2 train.py 2>&1 | tee train.log
