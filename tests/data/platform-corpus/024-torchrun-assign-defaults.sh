# launcher: torchrun
# idioms: default-assign
# expect: ok
# Defaults assigned in place with the null command, so the same script runs on a laptop.
: "${VC_TASK_INDEX:=0}"
: "${VC_WORKER_NUM:=1}"
: "${VC_WORKER_HOSTS:=127.0.0.1}"
: "${MASTER_PORT:=29500}"
MASTER_ADDR="$(echo "${VC_WORKER_HOSTS}" | tr -d ' ' | cut -d',' -f1)"
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=$MASTER_PORT train.py
