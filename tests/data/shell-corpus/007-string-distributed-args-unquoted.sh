GPUS_PER_NODE=4
NNODES=2
NODE_RANK=$VC_TASK_INDEX
MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
DISTRIBUTED_ARGS="--nproc_per_node $GPUS_PER_NODE --nnodes $NNODES --node_rank $NODE_RANK --master_addr $MASTER_ADDR --master_port 6001"
python -m torch.distributed.launch $DISTRIBUTED_ARGS \
       pretrain_gpt2.py \
       --config configs/gpt2.yaml
