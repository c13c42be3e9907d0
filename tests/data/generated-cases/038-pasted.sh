# nodes: 1
# torch: 1.13
# outcome: node 0: python cannot open the training script '–max_restarts=-1'
MASTER=$(echo "$VC_WORKER_HOSTS" | awk -F, '{print $1}')
python3 -m torch.distributed.run –max_restarts=-1 --node_rank ${VC_TASK_INDEX} --master_addr ${MASTER} --master_port 29500 --nproc_per_node 8 --nnodes=${VC_WORKER_NUM} train.py --master_port 1234
