# nodes: 2
# torch: 2.6
# outcome: node 0: python cannot open the training script '“train.py”'
export MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
torchrun --master_addr $MASTER_ADDR --node-rank="$VK_TASK_INDEX" --master-port=29500 --nnodes $VC_WORKER_NUM --nproc_per_node 8 “train.py”
