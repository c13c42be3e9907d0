# nodes: 1
# torch: 1.13
# outcome: node 0: python cannot open the training script ''
IFS=, read -r -a HOSTS <<< "$VC_WORKER_HOSTS"
LAUNCH_OPTS=""
torchrun "$LAUNCH_OPTS" --nproc-per-node=4 --master_addr="${HOSTS[0]}" --node_rank ${VC_TASK_INDEX} --nnodes=${VC_WORKER_NUM} train.py
