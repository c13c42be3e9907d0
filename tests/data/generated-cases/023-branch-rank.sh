# nodes: 2
# torch: 1.13
# outcome: starts
export MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
if [ "$VC_TASK_INDEX" = 0 ]; then
    torchrun --nnodes 2 --nproc_per_node 8 --master_addr=$MASTER_ADDR --master_port 29500 --node_rank=0 train.py
else
    torchrun --nnodes 2 --nproc_per_node 8 --master_addr=$MASTER_ADDR --master_port 29500 --node_rank 1 train.py
fi
