HOSTS=(${VC_WORKER_HOSTS//,/ })
NUM_NODES=${#HOSTS[@]}
RDZV="${HOSTS[0]}:42424"
torchrun --nproc_per_node=1 --nnodes=$NUM_NODES --rdzv_id=42424 --rdzv_backend=c10d --rdzv_endpoint=$RDZV train.py
