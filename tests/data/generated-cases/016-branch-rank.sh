# nodes: 2
# torch: 1.13
# outcome: starts
MASTER=$(echo $VC_WORKER_HOSTS | sed 's/,.*//')
if [ "$VC_TASK_INDEX" -eq 0 ]; then
    torchrun --nnodes ${VC_WORKER_NUM} --nproc_per_node=8 --master_addr "$MASTER" --master_port 29500 --node_rank=0 train.py
else
    torchrun --nnodes ${VC_WORKER_NUM} --nproc_per_node=8 --master_addr "$MASTER" --master_port 29500 --node_rank 1 train.py
fi
