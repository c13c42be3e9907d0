# nodes: 9
# torch: 1.13
# outcome: starts
HOSTS=(${VC_WORKER_HOSTS//,/ })
case "$HOSTNAME" in
    *-0) torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node=8 --master_addr ${HOSTS[0]} --node_rank=0 train.py ;;
    *-1) torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node=8 --master_addr ${HOSTS[0]} --node_rank=1 train.py ;;
    *-2) torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node=8 --master_addr ${HOSTS[0]} --node_rank=2 train.py ;;
    *-3) torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node=8 --master_addr ${HOSTS[0]} --node_rank=3 train.py ;;
    *) torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node=8 --master_addr ${HOSTS[0]} --node_rank=$VC_TASK_INDEX train.py ;;
esac
