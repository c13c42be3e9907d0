# nodes: 3
# torch: 2.6
# outcome: node 0: torch stops after parsing: the port of --rdzv_endpoint 10.1.0.10: is no number
set -e
[ -d /tmp ] || exit 3
MASTER=$(getent hosts $(echo $VC_WORKER_HOSTS | cut -d, -f1) | awk '{print $1}')
python3 -m torch.distributed.run --nproc-per-node=8 --rdzv-id=${JOB_ID:-job7} --rdzv_backend=c10d --rdzv-endpoint=$MASTER:$RDZV_PORT --nnodes ${VC_WORKER_NUM} train.py --nnodes 4 --data /mnt/data
