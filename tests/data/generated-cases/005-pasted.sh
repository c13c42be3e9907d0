# nodes: 4
# torch: 1.13
# outcome: node 0: python cannot open the training script '“train.py”'
python -m torch.distributed.run --rdzv_backend c10d --nproc_per_node gpu --nnodes=4 --rdzv_endpoint="${VC_WORKER_HOSTS##*,}":29400 “train.py” --lr 0.1
