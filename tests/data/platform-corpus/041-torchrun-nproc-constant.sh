# launcher: torchrun
# idioms: constant
# gpus: 4
# expect: wrong-nproc
# Eight processes on nodes with four GPUs.
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
