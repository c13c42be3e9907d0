# nodes: 3
# torch: 1.13
# outcome: starts
MASTER=$(getent hosts $(echo $VC_WORKER_HOSTS | cut -d, -f1) | awk '{print $1}')
python -m torch.distributed.run --nnodes=${NNODES:-3} --master_addr=$MASTER --nproc_per_node=8 --node_rank=${VC_TASK_INDEX} train.py --config "cfg a.yaml"
