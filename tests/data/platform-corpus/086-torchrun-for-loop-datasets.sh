# launcher: torchrun
# idioms: loop, array-args, modelarts
# env: MA_NUM_HOSTS=2
# env: MA_NUM_GPUS=8
# expect: ok
# One launch per data set; the first is the one checked.
MASTER_ADDR=$(echo $VC_WORKER_HOSTS | cut -d',' -f1)
datasets=(gsm8k math500)
for ds in "${datasets[@]}"; do
    torchrun --nnodes=$MA_NUM_HOSTS --node_rank=$VC_TASK_INDEX --nproc_per_node=$MA_NUM_GPUS \
        --master_addr=$MASTER_ADDR --master_port=29500 infer.py --dataset "$ds"
done
