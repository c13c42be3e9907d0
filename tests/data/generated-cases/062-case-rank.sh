# nodes: 3
# torch: 1.13
# outcome: starts
MASTER=$(echo $VC_WORKER_HOSTS | cut -d, -f1)
case "$VC_TASK_INDEX" in
    0) python -m torch.distributed.launch --use_env --nnodes=$VC_WORKER_NUM --nproc_per_node=8 --master_addr $MASTER --node_rank=0 train.py ;;
    *) python -m torch.distributed.launch --use_env --nnodes=$VC_WORKER_NUM --nproc_per_node=8 --master_addr $MASTER --node_rank=$VC_TASK_INDEX train.py ;;
esac
