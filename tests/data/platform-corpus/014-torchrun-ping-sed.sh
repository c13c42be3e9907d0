# launcher: torchrun
# idioms: ping, sed, resolve
# expect: ok
# The first host resolved by ping's first line, "PING name (address) ...".
FIRST=${VC_WORKER_HOSTS%%,*}
MASTER_ADDR=$(ping -c 1 "$FIRST" | sed -n '1s/^[^(]*(\([^)]*\)).*/\1/p')
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
