# nodes: 2
# torch: 1.13
# outcome: starts
MASTER=$(echo $VC_WORKER_HOSTS | cut -d, -f1)
case "$HOSTNAME" in
    *-0) torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node 8 --master_addr=$MASTER --node_rank=0 train.py ;;
    *-1) torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node 8 --master_addr=$MASTER --node_rank=1 train.py ;;
    *) torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node 8 --master_addr=$MASTER --node_rank=$VC_TASK_INDEX train.py ;;
esac
