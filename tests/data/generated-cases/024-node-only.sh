# nodes: 1
# torch: 1.13
# outcome: node ranks [1], not each of 0..0 once
python -m torch.distributed.launch --use_env --node_rank $((VC_TASK_INDEX + 1)) --nproc_per_node=${GPUS:-8} --nnodes=$VC_WORKER_NUM --master_port=${MASTER_PORT:-29500} --rdzv_id=$MY_IP --master_addr job-worker-0.job train.py
