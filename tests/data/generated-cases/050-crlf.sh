# nodes: 3
# torch: 2.6
# outcome: the nodes meet at different endpoints: [(0, '29400'), (1, '29400'), (2, '29400')]
LAUNCH_OPTS="--rdzv_endpoint $(hostname):29400"
python -m torch.distributed.run $LAUNCH_OPTS --rdzv_backend=c10d --nnodes=${NNODES:-3} --nproc-per-node=auto train.py --nnodes 4 --data /mnt/data
