# launcher: torchrun
# idioms: two-roles, other-role-host
# other-role: master=1
# expect: wrong-master
# The other task's pod as the rendezvous host: it starts no torchrun of this role.
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$VC_MASTER_HOSTS --master_port=29500 train.py
