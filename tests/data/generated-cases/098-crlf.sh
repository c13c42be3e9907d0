# nodes: 10
# torch: 1.13
# outcome: node 0: torch stops after parsing: ['EndpointHost']
MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')
python -m torch.distributed.launch --use_env --nnodes=${NNODES:-10} --master_addr=$MASTER --master_port ${MASTER_PORT:-29500} --node_rank "$VK_TASK_INDEX" --nproc_per_node=${GPUS:-8} train.py --lr 0.1
