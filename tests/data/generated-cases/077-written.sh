# nodes: 3
# torch: 1.13
# outcome: starts
MASTER=${VC_WORKER_HOSTS%%,*}
printf '%s\n' "python3 -m torch.distributed.run --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX \\" \
    "    --nproc_per_node=8 --master_addr=$MASTER --master_port=29500 train.py" > start.sh
. ./start.sh
