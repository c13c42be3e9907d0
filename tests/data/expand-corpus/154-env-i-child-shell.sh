# env -i starts the child shell with only what env gives it: the platform's VC_* variables are
# gone there (the single-quoted text expands them in the child), NCCL_DEBUG is set; without -i
# the child inherits the exported variables and gets env's on top.
export GPUS=8
env -i PATH="$PATH" NCCL_DEBUG=INFO bash -c 'echo "[$VC_TASK_INDEX][${GPUS-unset}]" > env-probe.txt'
env NCCL_DEBUG=WARN bash -c 'torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --nproc_per_node=$GPUS --master_addr=${VC_WORKER_HOSTS%%,*} train.py --probe "$(cat env-probe.txt)"'
