case "$VC_TASK_INDEX" in
  *) torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} train.py ;;
esac
