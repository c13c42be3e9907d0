# eval joins its words and runs them in this shell: the quotes inside the string are read again.
OPTS="--nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX"
CMD="torchrun $OPTS --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py --name 'run one'"
eval "$CMD"
