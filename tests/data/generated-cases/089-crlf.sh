# nodes: 2
# torch: 1.13
# outcome: node 0: torch stops after parsing: ['EndpointHost']
HOSTS=(${VC_WORKER_HOSTS//,/ })
DISTRIBUTED_ARGS="--master_port=29500 --nnodes ${NNODES:-2}"
python -m torch.distributed.launch --use_env $DISTRIBUTED_ARGS --node_rank $VC_TASK_INDEX --master_addr ${HOSTS[0]} --nproc_per_node 8 train.py
