# nodes: 1
# torch: 1.13
# outcome: node 0: python cannot open the training script '−−nproc-per-node=8'
torchrun −−nproc-per-node=8 --node_rank=$VC_TASK_INDEX --nnodes=$VC_WORKER_NUM --master_port ${MASTER_PORT:-29500} --master_addr job-worker-0.job train.py --nnodes 4 --data /mnt/data
