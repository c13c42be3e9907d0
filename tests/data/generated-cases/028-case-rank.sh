# nodes: 3
# torch: 2.6
# outcome: starts
case "$HOSTNAME" in
    *-0) python -m torch.distributed.run --nnodes=$VC_WORKER_NUM --nproc-per-node=8 --master_addr=job-worker-0.job --node_rank=0 train.py ;;
    *-1) python -m torch.distributed.run --nnodes=$VC_WORKER_NUM --nproc-per-node=8 --master_addr=job-worker-0.job --node_rank=1 train.py ;;
    *-2) python -m torch.distributed.run --nnodes=$VC_WORKER_NUM --nproc-per-node=8 --master_addr=job-worker-0.job --node_rank=2 train.py ;;
    *) python -m torch.distributed.run --nnodes=$VC_WORKER_NUM --nproc-per-node=8 --master_addr=job-worker-0.job --node_rank=$VC_TASK_INDEX train.py ;;
esac
