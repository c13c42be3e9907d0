# nodes: 11
# torch: 1.13
# outcome: node 0: torch 1.13: error argument -m/--module: ignored explicit argument 'aster_addr'
export MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
echo "python -m torch.distributed.run --node_rank=$VC_TASK_INDEX --nnodes ${NNODES:-11} -master_addr $MASTER_ADDR --nproc_per_node=${GPUS:-8} train.py" > run.sh
. ./run.sh
