# launcher: torchrun
# idioms: unsplit-list
# expect: wrong-master
# The whole list given as the address: the split was forgotten.
export MASTER_ADDR=$(echo $VC_WORKER_HOSTS)
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=9899 train.py
