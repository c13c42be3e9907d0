# nodes: 1
# torch: 1.13
# outcome: node 0: python cannot open the training script '“train.py”'
export MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
torchrun --master_port 29500 --node_rank=${HOSTNAME##*-} --master_addr=$MASTER_ADDR --nnodes 1 --nproc_per_node=${GPUS:-8} “train.py”
