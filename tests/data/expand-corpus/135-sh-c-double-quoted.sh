# sh -c with the text in double quotes: the outer shell expands it first, the child reads the result.
NPROC=4
MASTER=$(echo "$VC_WORKER_HOSTS" | cut -d, -f1)
sh -c "exec torchrun --nproc_per_node=$NPROC --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --master_addr=$MASTER --master_port=29500 train.py --lr 0.1"
