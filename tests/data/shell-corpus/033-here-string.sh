read -r first rest <<< "${VC_WORKER_HOSTS//,/ }"
torchrun --nnodes=2 --master_addr=$first --node_rank=$VC_TASK_INDEX train.py
