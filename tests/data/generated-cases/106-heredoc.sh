# nodes: 2
# torch: 2.6
# outcome: node 0: torch stops after parsing: Unsupported nproc_per_node value: ''
MASTER=$(getent hosts $(echo $VC_WORKER_HOSTS | cut -d, -f1) | awk '{print $1}')
echo "python -m torch.distributed.launch --use_env --rdzv_backend=c10d --rdzv-id=${JOB_ID:-job7} --nproc-per-node=$GPUS --nnodes 2 --rdzv_endpoint=$MASTER:29400 train.py" > run.sh
sh run.sh
