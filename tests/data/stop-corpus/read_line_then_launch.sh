set -e
# read finds its newline in the here-string and succeeds: the launcher runs
read -r MASTER_PORT <<< "29500"
torchrun --nnodes=2 --node_rank="$VC_TASK_INDEX" --nproc_per_node=8 --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port="$MASTER_PORT" train.py
