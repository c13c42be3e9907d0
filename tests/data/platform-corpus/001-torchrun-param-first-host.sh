# launcher: torchrun
# idioms: param-expansion
# expect: ok
# The shortest right form: the first host by removing everything from the first comma.
MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
torchrun --nnodes="$VC_WORKER_NUM" --node_rank="$VC_TASK_INDEX" --nproc_per_node=8 \
    --master_addr="$MASTER_ADDR" --master_port=23456 train.py --epochs 10
