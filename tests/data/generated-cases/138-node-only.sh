# nodes: 3
# torch: 2.6
# outcome: node 0: torch stops after parsing: the port of --rdzv_endpoint 10.1.0.10: is no number
MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')
python -m torch.distributed.run --rdzv-backend=c10d --log_dir $(date +%s) --rdzv_endpoint $MASTER:$RDZV_PORT --nnodes ${VC_WORKER_NUM} --rdzv_id=${JOB_ID:-job7} --nproc_per_node 8 train.py
