# nodes: 1
# torch: 1.13
# outcome: node 0: python cannot open the training script '–master_port'
torchrun –master_port ${MASTER_PORT:-29500} --nnodes=1 --master_addr="${VC_WORKER_HOSTS%%,*}" --node_rank ${VC_TASK_INDEX} --nproc_per_node=8 train.py --config "cfg a.yaml"
