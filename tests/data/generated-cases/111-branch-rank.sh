# nodes: 2
# torch: 2.6
# outcome: node 1: torch 2.6: error unrecognized arguments: -node_rank
MASTER=$(echo $VC_WORKER_HOSTS | cut -d, -f1)
if [ "$VC_TASK_INDEX" -eq 0 ]; then
    python -m torch.distributed.run --nnodes 2 --nproc_per_node=8 --master-addr $MASTER --master-port 29500 --node_rank=0 train.py
else
    python -m torch.distributed.run --nnodes 2 --nproc_per_node=8 --master-addr $MASTER --master-port 29500 -node_rank 1 train.py
fi
