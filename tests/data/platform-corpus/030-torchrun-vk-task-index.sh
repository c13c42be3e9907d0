# launcher: torchrun
# idioms: vk-task-index
# expect: ok
# The env plugin's older name of the index.
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VK_TASK_INDEX --nproc_per_node=8 \
    --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
