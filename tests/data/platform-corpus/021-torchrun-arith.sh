# launcher: torchrun
# idioms: arithmetic, modelarts
# env: MA_NUM_GPUS=8
# env: MA_NUM_HOSTS=2
# expect: ok
# Counts through $(( )): the world size for the script, the rank as a number.
NNODES=$((MA_NUM_HOSTS))
NODE_RANK=$((VC_TASK_INDEX))
WORLD_SIZE=$((MA_NUM_GPUS * NNODES))
echo "world size $WORLD_SIZE"
torchrun --nnodes=$NNODES --node_rank=$NODE_RANK --nproc_per_node=$MA_NUM_GPUS \
    --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py --world-size $WORLD_SIZE
