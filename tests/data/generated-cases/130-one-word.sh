# nodes: 2
# torch: 1.13
# outcome: node 0: torch stops after parsing: ['BackendNotRegistered']
MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')
python3 -m torch.distributed.run "--rdzv_backend=c10d --rdzv_endpoint=$MASTER" --rdzv_id=job7 --nnodes 2 --nproc_per_node=auto train.py --nnodes 4 --data /mnt/data
