# launcher: torchrun
# idioms: nvidia-smi, wc, arithmetic
# gpus: 4
# expect: ok
# One CSV line per GPU, counted; the node count counted in an arithmetic loop.
NPROC=$(nvidia-smi --query-gpu=index --format=csv,noheader | wc -l)
NNODES=0
for host in ${VC_WORKER_HOSTS//,/ }; do
    ((NNODES++))
done
torchrun --nnodes=$NNODES --node_rank=$VC_TASK_INDEX --nproc_per_node=$NPROC \
    --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
