GPUS_PER_NODE=8
NNODES=${VC_WORKER_NUM}
NODE_RANK=${VC_TASK_INDEX}
MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
MASTER_PORT=6000

DISTRIBUTED_ARGS=(
    --nproc_per_node $GPUS_PER_NODE   # one worker per GPU
    --nnodes $NNODES
    --node_rank $NODE_RANK
    --master_addr $MASTER_ADDR
    --master_port $MASTER_PORT
)

MODEL_ARGS=(
    --num-layers 24
    --hidden-size 1024
    --num-attention-heads 16
    --seq-length 2048
)

torchrun "${DISTRIBUTED_ARGS[@]}" pretrain_gpt.py "${MODEL_ARGS[@]}" --fp16
