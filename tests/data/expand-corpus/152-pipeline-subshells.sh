# A loop at the end of a pipeline runs in a subshell: the count it keeps is gone after it (bash
# passes --nnodes=0 here). Under shopt -s lastpipe the pipeline's last command runs in this
# shell, so read sets the master.
NNODES=0
echo "$VC_WORKER_HOSTS" | tr , '\n' | while read -r host; do
    NNODES=$((NNODES + 1))
done
shopt -s lastpipe
echo "$VC_WORKER_HOSTS" | IFS=, read -r MASTER _
shopt -u lastpipe
echo "$VC_WORKER_HOSTS" | IFS=, read -r LOST _
torchrun --nnodes=$NNODES --node_rank=$VC_TASK_INDEX --master_addr=$MASTER --master_port=29500 train.py "[${LOST-unset}]"
