# launcher: torchrun
# idioms: hostname-i, getent, branch-rank
# expect: ok
# Node 0 takes its own address; the others look the first host up: the same address.
if [ "$VC_TASK_INDEX" -eq 0 ]; then
    MASTER_ADDR=$(hostname -i)
else
    MASTER_ADDR=$(getent hosts "${VC_WORKER_HOSTS%%,*}" | awk '{print $1}')
fi
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
