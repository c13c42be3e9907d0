# launcher: torchrun
# idioms: case, branch-rank
# expect: ok
# A case on the index that only changes the log file.
case "$VC_TASK_INDEX" in
0) LOG=train-master.log ;;
*) LOG=train-worker-$VC_TASK_INDEX.log ;;
esac
echo "logging to $LOG"
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py --log-file $LOG
