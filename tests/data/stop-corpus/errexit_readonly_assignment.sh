set -e
readonly MASTER_PORT=29500
# under set -e the failed assignment stops bash
MASTER_PORT=29600
torchrun --standalone --nproc_per_node=8 train.py
