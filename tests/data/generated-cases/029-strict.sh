# nodes: 4
# torch: 1.13
# outcome: node 0: --no_python: 'train.py' is not an executable
set -o pipefail
torchrun --nnodes=$VC_WORKER_NUM --master_addr=job-worker-0.job --master_port=$((29500 + 1)) --no_python --node_rank=${RANK:-0} --nproc_per_node 4 train.py
