# launcher: torchrun
# idioms: modelarts, dns-name, ping, sed
# env: MA_VJ_NAME=ddp
# env: MA_TASK_NAME=worker
# env: MA_NUM_HOSTS=2
# env: MA_NUM_GPUS=8
# expect: ok
# The first pod's name from ModelArts' job and task names, resolved by ping.
if [[ -z "${MASTER_ADDR:-}" ]]; then
    MASTER_ADDR="${MA_VJ_NAME}-${MA_TASK_NAME}-0.${MA_VJ_NAME}"
    MASTER_ADDR=$(ping "$MASTER_ADDR" -c 1 | sed '1{s/[^(]*(//;s/).*//;q}')
fi
torchrun --nnodes=$MA_NUM_HOSTS --node_rank=$VC_TASK_INDEX --nproc_per_node=$MA_NUM_GPUS \
    --master_addr=$MASTER_ADDR --master_port=29500 infer.py
