# The same padded index read in base 10 (10#): no error
printf -v ID "%02d" $((VC_TASK_INDEX + 8))
RANK=$((10#$ID - 8))
torchrun --nnodes=2 --node_rank="$RANK" --nproc_per_node=8 --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port=29500 train.py
