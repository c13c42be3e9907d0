# nodes: 2
# torch: 1.13
# outcome: starts
case "$VC_TASK_INDEX" in
    0) torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node 8 --master_addr="${VC_WORKER_HOSTS%%,*}" --node_rank=0 train.py ;;
    *) torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node 8 --master_addr="${VC_WORKER_HOSTS%%,*}" --node_rank=$VC_TASK_INDEX train.py ;;
esac
