# nodes: 1
# torch: 2.6
# outcome: starts
set -o pipefail
torchrun --master-addr=$(hostname) --nnodes=${VC_WORKER_NUM} --node_rank=0 --nproc-per-node 8 train.py --nnodes 4 --data /mnt/data
