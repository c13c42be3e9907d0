# nodes: 5
# torch: 2.6
# outcome: starts
MASTER=$(getent hosts $(echo $VC_WORKER_HOSTS | cut -d, -f1) | awk '{print $1}')
DISTRIBUTED_ARGS="--master_port ${MASTER_PORT:-29500} --nproc-per-node=gpu --node_rank=${VC_TASK_INDEX} --nnodes 5 --max_restarts 3 --master_addr=$MASTER"
torchrun ${DISTRIBUTED_ARGS}  train.py
