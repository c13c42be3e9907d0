MASTER=$(echo "$(echo "$VC_WORKER_HOSTS" | cut -d, -f1)")
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --master_addr=$MASTER --master_port=29500 train.py
