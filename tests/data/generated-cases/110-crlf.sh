# nodes: 2
# torch: 2.6
# outcome: the nodes meet at different endpoints: [(0, '29400'), (1, '29400')]
torchrun --nproc-per-node=${GPUS:-8} --nnodes=$VC_WORKER_NUM --rdzv-endpoint=$MASTER_ADDR --rdzv_backend c10d train.py --nnodes 4 --data /mnt/data
