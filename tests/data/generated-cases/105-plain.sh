# nodes: 4
# torch: 2.6
# outcome: node 0: --no_python: 'train.py' is not an executable
MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')
torchrun --no_python --rdzv-endpoint=$MASTER --nnodes=4 --nproc-per-node gpu --rdzv_backend=c10d train.py
