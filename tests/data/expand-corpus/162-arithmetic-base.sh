# BASE#DIGITS in arithmetic: 10#08 reads a zero-padded index as decimal, 16#, 2# and 36# their bases.
ID=$(printf '%02d' "$((VC_TASK_INDEX + 8))")
torchrun --nnodes=2 --node_rank=$((10#$ID - 8)) --nproc_per_node=8 --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=$((16#7530 - 500)) train.py --mask $((2#1011)) --tag $((36#ddp))
