set -e
# a base of 1 is bash's error: bash abandons that line, set -e or not, and goes on with RANK unset
RANK=$((1#$VC_TASK_INDEX))
torchrun --nnodes=2 --node_rank="$RANK" --nproc_per_node=8 --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port=29500 train.py
