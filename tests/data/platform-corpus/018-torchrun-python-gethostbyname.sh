# launcher: torchrun
# idioms: python-c, resolve
# expect: ok
# The first host resolved by python's socket module.
FIRST=$(echo "$VC_WORKER_HOSTS" | cut -d, -f1)
MASTER_ADDR=$(python -c "import socket; print(socket.gethostbyname('$FIRST'))")
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
