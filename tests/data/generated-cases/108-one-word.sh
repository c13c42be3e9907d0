# nodes: 2
# torch: 1.13
# outcome: node 0: torch stops after parsing: ['EndpointHost']
IFS=, read -r -a HOSTS <<< "$VC_WORKER_HOSTS"
python -m torch.distributed.run '--master_addr="${HOSTS[0]}" --nproc_per_node ${GPUS:-8}' --nnodes=2 --node_rank=${HOSTNAME##*-} --master_port=$((29500 + 1)) train.py --master_port 1234
