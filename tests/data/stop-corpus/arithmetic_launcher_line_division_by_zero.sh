# GPUS_PER_NODE is never set: 0 in arithmetic, and the division by 0 abandons the launcher's line
TOTAL_GPUS=16
torchrun --nnodes=2 --nproc_per_node=$((TOTAL_GPUS / GPUS_PER_NODE)) --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
