# nodes: 3
# torch: 1.13
# outcome: starts
MASTER=$(echo $VC_WORKER_HOSTS | sed 's/,.*//')
if [ "$VC_TASK_INDEX" -eq 0 ]; then
    python3 -m torch.distributed.run --nnodes 3 --nproc_per_node=8 --master_addr "$MASTER" --master_port=29500 --node_rank=0 train.py
elif [ "$VC_TASK_INDEX" = 1 ]; then
    python3 -m torch.distributed.run --nnodes 3 --nproc_per_node=8 --master_addr "$MASTER" --master_port=29500 --node_rank=1 train.py
else
    python3 -m torch.distributed.run --nnodes 3 --nproc_per_node=8 --master_addr "$MASTER" --master_port=29500 --node_rank 2 train.py
fi
