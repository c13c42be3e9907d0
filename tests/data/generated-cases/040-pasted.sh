# nodes: 2
# torch: 1.13
# outcome: node 0: python cannot open the training script '“train.py”'
HOSTS=(${VC_WORKER_HOSTS//,/ })
python3 -m torch.distributed.run --node_rank $VC_TASK_INDEX --nnodes $VC_WORKER_NUM --nproc_per_node=8 --master_addr=${HOSTS[0]} “train.py”
