set -e
# under set -e the call of a function defined further down fails (127) and bash exits there
prepare_env
torchrun --nnodes=2 --node_rank="$VC_TASK_INDEX" --nproc_per_node=8 --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port=29500 train.py
prepare_env() {
    export NCCL_DEBUG=INFO
}
