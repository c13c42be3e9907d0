# A child shell's status is its exit's: bash -c fails with 3, and the or-list exits
bash -c 'echo preparing; exit 3' || exit 1
torchrun --nnodes=2 --node_rank="$VC_TASK_INDEX" --nproc_per_node=8 --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port=29500 train.py
