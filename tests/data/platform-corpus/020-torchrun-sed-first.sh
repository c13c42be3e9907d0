# launcher: torchrun
# idioms: sed
# expect: ok
MASTER_ADDR=$(echo $VC_WORKER_HOSTS | sed 's/,.*//')
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
