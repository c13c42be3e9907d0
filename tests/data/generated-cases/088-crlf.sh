# nodes: 2
# torch: 1.13
# outcome: node 0: torch stops after parsing: ['EndpointHost']
HOSTS=(${VC_WORKER_HOSTS//,/ })
torchrun --node_rank "$VK_TASK_INDEX" --nnodes ${NNODES:-2} --nproc_per_node=8 --master_addr=${HOSTS[0]} --master_port 29500 train.py --nnodes 4 --data /mnt/data
