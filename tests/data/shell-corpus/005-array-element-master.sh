hosts=(${VC_WORKER_HOSTS//,/ })
head_node=${hosts[0]}
torchrun --nnodes=${#hosts[@]} --nproc_per_node=2 \
  --rdzv_backend=c10d --rdzv_endpoint="$head_node:29400" --rdzv_id=7 main.py
