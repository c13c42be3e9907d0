# nodes: 2
# torch: 2.6
# outcome: starts
MASTER=$(getent hosts $(echo $VC_WORKER_HOSTS | cut -d, -f1) | awk '{print $1}')
start() {
    local opts=(--master-addr $MASTER --node-rank "$VK_TASK_INDEX" --nnodes ${NNODES:-2} --nproc_per_node ${GPUS:-8} --master-port 29500)
    python -m torch.distributed.launch --use_env "${opts[@]}" "$@"
}
start train.py --epochs ${EPOCHS:-3}
