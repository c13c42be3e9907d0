# awk -v NAME=VALUE: the variable in the program (a number where its text is one).
M=$(echo "$VC_WORKER_HOSTS" | awk -v i="$VC_TASK_INDEX" -F, '{print $(i+1)}')
P=$(awk -v base=29500 -v off=7 'BEGIN{print base+off}')
N=$(echo "$VC_WORKER_HOSTS" | awk -F, -vsuffix=-x '{print $1 suffix}')
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$M --master_port=$P train.py --name $N
