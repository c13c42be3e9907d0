# nodes: 2
# torch: 2.6
# outcome: the nodes use different --rdzv_id
torchrun --rdzv-endpoint=${MASTER_ADDR:-job-worker-0.job}:29400 --rdzv_id $(date +%s) --nnodes 2 --nproc_per_node=gpu --rdzv_backend c10d train.py
