# nodes: 2
# torch: 2.6
# outcome: starts
export MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
if [ "$VC_TASK_INDEX" = 0 ]; then
    torchrun --nnodes=${VC_WORKER_NUM} --nproc-per-node 8 --master_addr=$MASTER_ADDR --master-port 29500 --node_rank=0 train.py
else
    torchrun --nnodes=${VC_WORKER_NUM} --nproc-per-node 8 --master_addr=$MASTER_ADDR --master-port 29500 --node_rank 1 train.py
fi
