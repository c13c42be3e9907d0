# In a UTF-8 locale printf %q writes text other than ASCII as it is (in the C locale, octal bytes).
export LC_ALL=C.UTF-8
NOTE="$(printf '%q' 'ノード 1')"
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --nproc_per_node=8 --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py --note "$NOTE"
