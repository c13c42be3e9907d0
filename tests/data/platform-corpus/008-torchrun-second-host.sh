# launcher: torchrun
# idioms: awk, second-host
# expect: wrong-master
# awk prints the second field: the rendezvous host is the second pod, which is not node rank 0.
MASTER=$(echo "$VC_WORKER_HOSTS" | awk -F, '{print $2}')
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER --master_port=29500 train.py
