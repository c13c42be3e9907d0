# nodes: 1
# torch: 1.13
# outcome: starts
IFS=, read -r -a HOSTS <<< "$VC_WORKER_HOSTS"
if [ "$VC_TASK_INDEX" = 0 ]; then
    python -m torch.distributed.run --nnodes=${VC_WORKER_NUM} --nproc_per_node=8 --master_addr="${HOSTS[0]}" --master_port=29500 --node_rank=0 train.py
fi
