# bash -c runs its text in a child shell: the platform's variables are exported, so the single-quoted
# text sees them there; $0 and $1 are the words after the text.
PORT=29500
bash -ec 'torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=${1:-1234} "$0"' train.py "$PORT"
