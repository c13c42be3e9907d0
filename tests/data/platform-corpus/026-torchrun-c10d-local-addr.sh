# launcher: torchrun
# idioms: read-a, c10d, array-index
# expect: ok
# Each node also names its own address with --local_addr, indexed by VC_TASK_INDEX.
IFS=',' read -ra WORKERS <<< "$VC_WORKER_HOSTS"
torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node=8 \
    --rdzv_backend=c10d --rdzv_id=ddp-job --rdzv_endpoint=${WORKERS[0]}:23456 \
    --local_addr=${WORKERS[VC_TASK_INDEX]} train.py
