# nodes: 2
# torch: 1.13
# outcome: the nodes meet at different endpoints: [(0, '29400'), (1, '29400')]
torchrun --rdzv_endpoint $(hostname) --nnodes ${VC_WORKER_NUM} --nproc_per_node auto --rdzv_backend c10d --rdzv_id=job7 train.py --config "cfg a.yaml"
