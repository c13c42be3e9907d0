# nodes: 1
# torch: 2.6
# outcome: starts
MASTER=$(echo $VC_WORKER_HOSTS | cut -d, -f1)
torchrun --nproc-per-node=${GPUS:-8} --nnodes=${NNODES:-1} --standalone train.py --epochs ${EPOCHS:-3}
