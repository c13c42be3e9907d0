case "$VC_TASK_INDEX" in
  0) echo "I host the store" ;;
  *) echo "worker" ;;
esac
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
