set -u
setup() {
    echo "$NCCL_SETTINGS"
}
setup
torchrun --standalone --nproc_per_node=8 train.py
