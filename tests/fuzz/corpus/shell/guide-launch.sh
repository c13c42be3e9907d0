export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`

python -m torch.distributed.launch \
    --nnodes=2 \
    --nproc-per-node=8 \
    --node-rank=${VC_TASK_INDEX} \
    --master-addr=${MASTER} \
    --master-port=29500 \
    YOUR_TRAINING_SCRIPT.py \
    --epochs 3
