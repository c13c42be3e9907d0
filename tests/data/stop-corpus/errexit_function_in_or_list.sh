set -e
check_env() {
    [ -n "${NCCL_SOCKET_IFNAME:-}" ]
    echo checked
}
check_env || echo "NCCL_SOCKET_IFNAME is not set"
torchrun --standalone --nproc_per_node=8 train.py
