0torchrun --nnodes=2 --nproc-per-node=8 --rdzv-backend=c10d --rdzv-endpoint=${MASTER}:29500 --rdzv-id=0 train.py --lr 1
