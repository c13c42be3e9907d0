# A prefix assignment holds while eval (and source) run their text, and the name is what it was
# afterwards: IFS=, splits the host list inside eval only.
IFS=, eval 'HOSTS=($VC_WORKER_HOSTS)'
MODE=train source /dev/stdin <<< 'STEP="$MODE-step"'
WORDS="a,b c"
set -- $WORDS
torchrun --nnodes=${#HOSTS[@]} --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=${HOSTS[0]} \
    --master_port=29500 train.py "$STEP" "[$MODE]" "$#" "$1"
