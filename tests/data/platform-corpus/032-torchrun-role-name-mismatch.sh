# launcher: torchrun
# role: trainer
# idioms: role-name
# expect: wrong-count, wrong-master
# The task is called "trainer", so the platform sets VC_TRAINER_HOSTS: VC_WORKER_* are empty.
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
