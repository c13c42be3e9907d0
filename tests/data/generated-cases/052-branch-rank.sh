# nodes: 3
# torch: 2.6
# outcome: node ranks [1, 1, 2], not each of 0..2 once
MASTER=$(echo "$VC_WORKER_HOSTS" | awk -F, '{print $1}')
if [ "$VC_TASK_INDEX" = 0 ]; then
    NODE_RANK=1
else
    NODE_RANK=$VC_TASK_INDEX
fi
torchrun --nnodes $VC_WORKER_NUM --nproc-per-node 8 --master-addr ${MASTER} --master_port=29500 --node_rank=$NODE_RANK train.py
