# nodes: 1
# torch: 2.6
# outcome: node 0: python cannot open the training script '--rdzv-endpoint 10.1.0.10 --nnodes 1 --nproc_per_node=gpu'
MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')
LAUNCH_OPTS="--rdzv-endpoint $MASTER --nnodes $VC_WORKER_NUM --nproc_per_node=gpu"
python3 -m torch.distributed.run "$LAUNCH_OPTS" --rdzv-backend=c10d train.py
