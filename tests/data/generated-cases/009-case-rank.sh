# nodes: 1
# torch: 1.13
# outcome: starts
export MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
case "$HOSTNAME" in
    *-0) torchrun --nnodes $VC_WORKER_NUM --nproc_per_node 8 --master_addr=$MASTER_ADDR --node_rank=0 train.py ;;
    *) torchrun --nnodes $VC_WORKER_NUM --nproc_per_node 8 --master_addr=$MASTER_ADDR --node_rank=$VC_TASK_INDEX train.py ;;
esac
