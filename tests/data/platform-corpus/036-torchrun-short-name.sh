# launcher: torchrun
# idioms: hostname-var, param-expansion, short-name
# expect: wrong-master
# The first pod's short name, from this pod's name: only that pod itself can resolve it; the
# others need the <job> subdomain.
MASTER_ADDR=${HOSTNAME%-*}-0
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
