# nodes: 4
# torch: 1.13
# outcome: starts
MASTER=$(getent hosts $(echo $VC_WORKER_HOSTS | cut -d, -f1) | awk '{print $1}')
NNODES=$VC_WORKER_NUM
NODE_RANK=$(expr $VC_TASK_INDEX + 0)
python -m torch.distributed.run --nnodes $NNODES --nproc_per_node auto --node_rank $NODE_RANK --master_addr $MASTER --master_port=29500 train.py
