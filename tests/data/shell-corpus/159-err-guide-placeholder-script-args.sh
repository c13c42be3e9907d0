export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`
torchrun \
    --rdzv-id=0 \
    --rdzv-backend=c10d \
    --rdzv-endpoint=${MASTER}:29500 \
    --nnodes=2 \
    --nproc_per_node=8 \
    YOUR_TRAINING_SCRIPT.py \
    <script args>
