if [[ -n "$VC_WORKER_HOSTS" && ( "$VC_WORKER_NUM" -gt 1 || -z "$SINGLE" ) ]]; then
  echo multi-node
fi
torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node=1 --node_rank=$VC_TASK_INDEX \
  --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
