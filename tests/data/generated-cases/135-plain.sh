# nodes: 4
# torch: 2.6
# outcome: node 0: torch stops after parsing: the port of --rdzv_endpoint 10.1.0.10: is no number
MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')
python -m torch.distributed.run --nproc-per-node 4 --nnodes 4 --rdzv-backend=c10d --rdzv_endpoint=$MASTER:$RDZV_PORT train.py --master_port 1234
