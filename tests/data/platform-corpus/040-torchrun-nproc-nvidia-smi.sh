# launcher: torchrun
# idioms: nvidia-smi, wc
# gpus: 4
# expect: ok
# The GPUs per node counted on the node.
GPUS=$(nvidia-smi -L | wc -l)
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=$GPUS \
    --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
