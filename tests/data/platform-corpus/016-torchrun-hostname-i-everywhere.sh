# launcher: torchrun
# idioms: hostname-i
# expect: wrong-master
# Every node names its own address as the master.
MASTER_ADDR=$(hostname -i | awk '{print $1}')
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
