# nodes: 2
# torch: 1.13
# Node 0 names itself 127.0.0.1: the other node meets its store, but rank 0's agent hands that
# loopback to every worker as MASTER_ADDR, and node 1's workers wait on themselves.
if [ "$VC_TASK_INDEX" = 0 ]; then MASTER_ADDR=127.0.0.1; else MASTER_ADDR=${VC_WORKER_HOSTS%%,*}; fi
torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node=8 --node_rank=$VC_TASK_INDEX \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
