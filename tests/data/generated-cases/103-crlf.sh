# nodes: 4
# torch: 2.6
# outcome: node 0: torch stops after parsing: Unsupported nproc_per_node value: ''
IFS=, read -r -a HOSTS <<< "$VC_WORKER_HOSTS"
python -m torch.distributed.launch --use_env --nproc_per_node=$GPUS --node_rank=${VC_TASK_INDEX} --nnodes ${VC_WORKER_NUM} --master-addr "${HOSTS[0]}" train.py --epochs ${EPOCHS:-3}
