# nodes: 2
# torch: 2.6
# outcome: node ranks [1, 2], not each of 0..1 once
MASTER=$(echo $VC_WORKER_HOSTS | cut -d, -f1)
python -m torch.distributed.run --nnodes $VC_WORKER_NUM --nproc_per_node=8 --node_rank $((VC_TASK_INDEX + 1)) --master-addr $MASTER --master_port=29500 --rdzv_backend=static train.py
