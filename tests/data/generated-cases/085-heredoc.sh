# nodes: 3
# torch: 1.13
# outcome: node 0: torch stops after parsing: NprocInvalid
printf '%s\n' "python -m torch.distributed.run --nnodes 3 --nproc_per_node=$GPUS --node_rank ${VC_TASK_INDEX} --master_port=$((29500 + 1)) --master_addr \"${VC_WORKER_HOSTS##*,}\" train.py" > run.sh
bash run.sh
