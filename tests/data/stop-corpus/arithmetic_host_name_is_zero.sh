# a host name in arithmetic is names and minus signs: job - worker - 0, every name unset, is 0
FIRST=${VC_WORKER_HOSTS%%.*}
set -e
(( RANK0 = FIRST + 1 ))
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --nproc_per_node=8 --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
