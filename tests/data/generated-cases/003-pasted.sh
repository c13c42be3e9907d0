# nodes: 4
# torch: 1.13
# outcome: node 0: python cannot open the training script '“train.py”'
MASTER=$(echo $VC_WORKER_HOSTS | cut -d, -f1)
python -m torch.distributed.launch --use_env --master_addr=$MASTER --nnodes 4 --nproc_per_node auto --max_restarts 0 --node_rank=${VC_TASK_INDEX} “train.py” --nnodes 4 --data /mnt/data
