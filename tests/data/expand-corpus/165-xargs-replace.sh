# xargs -I{} runs its command once for the one line it reads, {} replaced by that line in every
# argument (blanks inside the line stay in one argument; leading ones are dropped).
printf '  %s\n' "$VC_TASK_INDEX" | xargs -I{} torchrun --nnodes=2 --node_rank={} --nproc_per_node=8 --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py --tag "node {} of 2"
