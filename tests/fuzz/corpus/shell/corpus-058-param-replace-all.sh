HOSTS_SPACED=${VC_WORKER_HOSTS//,/ }
set -- $HOSTS_SPACED
torchrun --nnodes=$# --master_addr=$1 --node_rank=$VC_TASK_INDEX --master_port=29500 train.py
