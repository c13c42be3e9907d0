# launcher: torchrun
# role: trainer
# idioms: role-name, cut
# expect: ok
MASTER_ADDR=$(echo $VC_TRAINER_HOSTS | cut -d, -f1)
torchrun --nnodes=$VC_TRAINER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
