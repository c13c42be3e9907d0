# timeout runs the child shell; its exit status passes through: the or-list exits
timeout 30 bash -c 'exit 2' || { echo "check failed"; exit 1; }
torchrun --nnodes=2 --node_rank="$VC_TASK_INDEX" --nproc_per_node=8 --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port=29500 train.py
