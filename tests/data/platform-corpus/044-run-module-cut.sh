# launcher: run
# idioms: cut, python-m
# expect: ok
MASTER_ADDR=$(echo "$VC_WORKER_HOSTS" | cut -d ',' -f 1)
python -m torch.distributed.run --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX \
    --nproc_per_node=8 --master_addr=$MASTER_ADDR --master_port=29500 train.py
