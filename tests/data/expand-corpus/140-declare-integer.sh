# declare -i: every value assigned is arithmetic, += adds; local -i in a function too.
declare -i NODE_RANK=VC_TASK_INDEX
declare -i PORT=29500
PORT+=NODE_RANK*0+1
rank_of() { local -i r=$1+0; RANK_OUT=$r; }
rank_of "VC_TASK_INDEX"
NNODES=VC_WORKER_NUM
declare -i NNODES
NNODES=$NNODES
torchrun --nnodes=$NNODES --node_rank=$NODE_RANK --master_port=$PORT --master_addr=${VC_WORKER_HOSTS%%,*} train.py --rank "$RANK_OUT"
