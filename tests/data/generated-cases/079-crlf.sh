# nodes: 2
# torch: 1.13
# outcome: node 0: bash reaches no launcher (exit 2: script.sh: line 6: syntax error: unexpected end of file)
if [ "$VC_TASK_INDEX" = 0 ]; then
    python -m torch.distributed.launch --use_env --nnodes=2 --nproc_per_node=8 --master_addr "${VC_WORKER_HOSTS%%,*}" --master_port=29500 --node_rank=0 train.py
else
    python -m torch.distributed.launch --use_env --nnodes=2 --nproc_per_node=8 --master_addr "${VC_WORKER_HOSTS%%,*}" --master_port=29500 --node_rank 1 train.py
fi
