# launcher: torchrun
# idioms: two-roles, other-role-count
# other-role: master=1
# expect: wrong-count
# The job also has a one-pod "master" task; its count is taken for the node count.
MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
torchrun --nnodes=$VC_MASTER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
