set -e
# return in a file that source reads ends that file only: the exit after it never runs
printf 'export MASTER_PORT=29500\nreturn 0 2>/dev/null || exit 0\nexport MASTER_PORT=1\n' > env.sh
. ./env.sh
torchrun --nnodes=2 --node_rank="$VC_TASK_INDEX" --nproc_per_node=8 --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port="$MASTER_PORT" train.py
