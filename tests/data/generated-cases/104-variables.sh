# nodes: 1
# torch: 1.13
# outcome: node 0: --no_python: 'train.py' is not an executable
export MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
DISTRIBUTED_ARGS="--nproc_per_node=${GPUS:-8} --node_rank=${HOSTNAME##*-} --nnodes ${NNODES:-1} --no_python"
torchrun $DISTRIBUTED_ARGS --master_addr $MASTER_ADDR train.py
