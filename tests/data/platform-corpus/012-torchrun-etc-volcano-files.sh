# launcher: torchrun
# idioms: etc-volcano, head
# expect: ok
# The host list and count read from the files the svc plugin mounts instead of the variables.
MASTER_ADDR=$(head -n 1 /etc/volcano/worker.host)
NNODES=$(cat /etc/volcano/VC_WORKER_NUM)
torchrun --nnodes=$NNODES --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
