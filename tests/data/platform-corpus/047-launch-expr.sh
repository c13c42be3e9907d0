# launcher: launch
# idioms: expr, backticks, python-m, modelarts
# env: MA_NUM_GPUS=8
# env: MA_NUM_HOSTS=2
# expect: ok
# Old-style arithmetic with expr.
RANK_OFFSET=`expr $VC_TASK_INDEX \* $MA_NUM_GPUS`
DEVICE_SIZE=$(($MA_NUM_GPUS * $MA_NUM_HOSTS))
echo "ranks $RANK_OFFSET.. of $DEVICE_SIZE"
python3 -m torch.distributed.launch --use_env --nproc_per_node=$MA_NUM_GPUS \
    --nnodes=$MA_NUM_HOSTS --node_rank=`expr $VC_TASK_INDEX + 0` \
    --master_addr=`echo $VC_WORKER_HOSTS | awk -F, '{print $1}'` --master_port=6138 train.py
