# nodes: 3
# torch: 1.13
# outcome: node 0: 16 processes on 8 GPUs (two processes per GPU: NCCL stops)
printf '%s\n' "torchrun --rdzv_endpoint=\"${VC_WORKER_HOSTS##*,}\" --nproc_per_node 16 --rdzv_id job7 --rdzv_backend c10d --nnodes ${VC_WORKER_NUM} train.py" > run.sh
bash ./run.sh
