# hosts: m0.svc,m1.svc
# node: 1
export MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
export MASTER_PORT=29500
export WORLD_SIZE=$((VC_WORKER_NUM * 8))
export NODE_RANK=$VC_TASK_INDEX
python3 -m torch.distributed.launch --nproc_per_node=8 --nnodes=$VC_WORKER_NUM --node_rank=$NODE_RANK --master_addr=$MASTER_ADDR --master_port=$MASTER_PORT train.py
