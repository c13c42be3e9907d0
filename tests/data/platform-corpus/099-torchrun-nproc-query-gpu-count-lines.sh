# launcher: torchrun
# idioms: nvidia-smi
# gpus: 4
# expect: wrong-master, wrong-rank
# The count query prints the count once per GPU: four lines of "4" split into four words, and
# the second one is taken for the training script.
NPROC=$(nvidia-smi --query-gpu=count --format=csv,noheader)
torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node=$NPROC --node_rank=$VC_TASK_INDEX \
    --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
