# nodes: 1
# torch: 2.6
# outcome: starts
python -m torch.distributed.run --standalone --nnodes=2 --max-restarts 0 --nproc_per_node 8 train.py --lr 0.1
