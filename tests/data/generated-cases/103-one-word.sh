# nodes: 4
# torch: 1.13
# outcome: node 0: torch stops after parsing: NprocInvalid
torchrun "--nproc_per_node=4 --master_addr="${VC_WORKER_HOSTS##*,}" --nnodes=$VC_WORKER_NUM --master_port=$((29500 + 1)) --tee=9 --node_rank $VC_TASK_INDEX" train.py
