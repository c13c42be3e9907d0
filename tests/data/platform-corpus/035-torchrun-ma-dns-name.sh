# launcher: torchrun
# idioms: modelarts, dns-name, param-expansion
# env: MA_VJ_NAME=ddp
# env: MA_TASK_NAME=worker
# env: MA_NUM_HOSTS=2
# env: MA_NUM_GPUS=8
# expect: ok
# The first pod's DNS name built from the job and task names, host and port split again.
MASTER_HOST=${MA_VJ_NAME}-${MA_TASK_NAME}-0.${MA_VJ_NAME}:1234
MASTER_ADDR=${MASTER_HOST%%:*}
MASTER_PORT=${MASTER_HOST##*:}
torchrun --nnodes=$MA_NUM_HOSTS --node_rank=$VC_TASK_INDEX --nproc_per_node=$MA_NUM_GPUS \
    --master_addr=$MASTER_ADDR --master_port=$MASTER_PORT train.py
