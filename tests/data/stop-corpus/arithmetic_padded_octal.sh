# A zero-padded index read as arithmetic: bash takes 09 for octal and stops
printf -v ID "%02d" $((VC_TASK_INDEX + 8))
RANK=$((ID))
torchrun --nnodes=2 --node_rank="$RANK" --nproc_per_node=8 --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port=29500 train.py
