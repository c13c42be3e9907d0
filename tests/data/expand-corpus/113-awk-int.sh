# awk's int(): half the GPUs, and a node count from the host list.
GPUS=8
HALF=$(echo $GPUS | awk '{print int($1/2)}')
NODES=$(echo $VC_WORKER_HOSTS | awk -F, '{print NF}')
THIRD=$(awk 'BEGIN{print int(10/3)}')
torchrun --nproc-per-node=$HALF --nnodes=$NODES t.py --workers $THIRD --ratio $(awk 'BEGIN{print 3/4}')
