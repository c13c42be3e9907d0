# nodes: 9
# torch: 2.6
# outcome: node ranks [1, 1, 2, 3, 4, 5, 6, 7, 8], not each of 0..8 once
MASTER=$(echo "$VC_WORKER_HOSTS" | awk -F, '{print $1}')
if [ "$VC_TASK_INDEX" -eq 0 ]; then
    NODE_RANK=1
else
    NODE_RANK=$VC_TASK_INDEX
fi
python -m torch.distributed.launch --use_env --nnodes=9 --nproc-per-node 8 --master_addr=${MASTER} --master-port=29500 --node_rank=$NODE_RANK train.py
