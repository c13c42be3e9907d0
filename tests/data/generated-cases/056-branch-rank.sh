# nodes: 2
# torch: 1.13
# outcome: starts
if [ "$VC_TASK_INDEX" -eq 0 ]; then
    torchrun --nnodes ${NNODES:-2} --nproc_per_node=8 --master_addr=job-worker-0.job --master_port 29500 --node_rank=0 train.py
else
    torchrun --nnodes ${NNODES:-2} --nproc_per_node=8 --master_addr=job-worker-0.job --master_port 29500 --node_rank 1 train.py
fi
