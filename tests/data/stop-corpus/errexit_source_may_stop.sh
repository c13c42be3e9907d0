# may-stop: whether the file exists is only known on the node
set -e
source /workspace/env.sh
torchrun --standalone --nproc_per_node=8 train.py
