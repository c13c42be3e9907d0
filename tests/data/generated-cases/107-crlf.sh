# nodes: 3
# torch: 2.6
# outcome: node 0: torch stops after parsing: ['EndpointHost']
export MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
python -m torch.distributed.launch --use_env --master_port 29500 --nproc_per_node gpu --nnodes $VC_WORKER_NUM --node_rank $VC_TASK_INDEX --master_addr $MASTER_ADDR train.py --master_port 1234
