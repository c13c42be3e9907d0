# launcher: torchrun
# idioms: two-roles, cut
# other-role: master=1
# expect: ok
# Another task exists, but only the worker task's variables are used.
MASTER_ADDR=$(echo $VC_WORKER_HOSTS | cut -d, -f1)
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
