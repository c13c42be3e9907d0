H=(${VC_WORKER_HOSTS//,/ })
torchrun --nnodes=2 --master_addr=${H[0]} --node_rank=$VC_TASK_INDEX train.py --last ${H[-1]}
