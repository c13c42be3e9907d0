# launcher: torchrun
# idioms: awk
# expect: ok
NNODES=$(echo $VC_WORKER_HOSTS | awk -F, '{print NF}')
torchrun --nnodes=$NNODES --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$(echo $VC_WORKER_HOSTS | awk -F, '{print $1}') --master_port=29500 train.py
