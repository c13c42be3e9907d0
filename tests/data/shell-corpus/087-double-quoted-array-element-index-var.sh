H=(${VC_WORKER_HOSTS//,/ })
idx=0
torchrun --nnodes=2 --master_addr="${H[$idx]}" --node_rank=$VC_TASK_INDEX train.py
