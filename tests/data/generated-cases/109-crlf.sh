# nodes: 1
# torch: 1.13
# outcome: starts
torchrun --nproc_per_node 8 --nnodes=${VC_WORKER_NUM} --standalone train.py --lr 0.1
