# nodes: 4
# torch: 2.6
# outcome: starts
HOSTS=(${VC_WORKER_HOSTS//,/ })
case "$VC_TASK_INDEX" in
    0) python -m torch.distributed.launch --use_env --nnodes=$VC_WORKER_NUM --nproc-per-node 8 --master_addr=${HOSTS[0]} --node_rank=0 train.py ;;
    *) python -m torch.distributed.launch --use_env --nnodes=$VC_WORKER_NUM --nproc-per-node 8 --master_addr=${HOSTS[0]} --node_rank=$VC_TASK_INDEX train.py ;;
esac
