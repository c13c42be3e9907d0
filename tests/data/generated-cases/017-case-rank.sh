# nodes: 13
# torch: 1.13
# outcome: starts
MASTER=$(echo "$VC_WORKER_HOSTS" | awk -F, '{print $1}')
case "$HOSTNAME" in
    *-0) python3 -m torch.distributed.run --nnodes $VC_WORKER_NUM --nproc_per_node 8 --master_addr ${MASTER} --node_rank=0 train.py ;;
    *-1) python3 -m torch.distributed.run --nnodes $VC_WORKER_NUM --nproc_per_node 8 --master_addr ${MASTER} --node_rank=1 train.py ;;
    *-2) python3 -m torch.distributed.run --nnodes $VC_WORKER_NUM --nproc_per_node 8 --master_addr ${MASTER} --node_rank=2 train.py ;;
    *-3) python3 -m torch.distributed.run --nnodes $VC_WORKER_NUM --nproc_per_node 8 --master_addr ${MASTER} --node_rank=3 train.py ;;
    *) python3 -m torch.distributed.run --nnodes $VC_WORKER_NUM --nproc_per_node 8 --master_addr ${MASTER} --node_rank=$VC_TASK_INDEX train.py ;;
esac
