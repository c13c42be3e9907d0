# The platform guide's shape: MASTER from the first worker host.
export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`
torchrun \
    --rdzv-id=0 \
    --rdzv-backend=c10d \
    --rdzv-endpoint=${MASTER}:29500 \
    --nnodes=${VC_WORKER_NUM} \
    --nproc_per_node=8 \
    train.py --epochs 3
