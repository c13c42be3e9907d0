# nodes: 2
# torch: 1.13
# outcome: starts
HOSTS=(${VC_WORKER_HOSTS//,/ })
case "$VC_TASK_INDEX" in
    0) python -m torch.distributed.run --nnodes $VC_WORKER_NUM --nproc_per_node=8 --master_addr ${HOSTS[0]} --node_rank=0 train.py ;;
    *) python -m torch.distributed.run --nnodes $VC_WORKER_NUM --nproc_per_node=8 --master_addr ${HOSTS[0]} --node_rank=$VC_TASK_INDEX train.py ;;
esac
