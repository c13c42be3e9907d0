# launcher: torchrun
# idioms: nvidia-smi, head
# gpus: 8
# expect: ok
# The count query prints the count once per GPU: its first line is the count.
NPROC=$(nvidia-smi --query-gpu=count --format=csv,noheader,nounits | head -n 1)
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=$NPROC \
    --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
