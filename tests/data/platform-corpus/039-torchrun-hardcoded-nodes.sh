# launcher: torchrun
# idioms: constant
# expect: wrong-count
# Node count written into the script for another run of the job.
NNODES=4
GPUS_PER_NODE=8
torchrun --nnodes=$NNODES --nproc_per_node=$GPUS_PER_NODE --node_rank=$VC_TASK_INDEX \
    --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
