# In POSIX mode '. FILE' looks in PATH only: the file written here is not found, and the
# special builtin's error ends the shell
set -o posix
printf 'NNODES=2\n' > job.env
. job.env
torchrun --nnodes="$NNODES" --node_rank="$VC_TASK_INDEX" --nproc_per_node=8 --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port=29500 train.py
