# nodes: 1
# torch: 1.13
# outcome: node 0: torch 1.13: error argument --master_port: invalid int value: '29500 --monitor_interval 0 --nproc_per_node 4 --node_rank 0 --master_addr=10.1.0.10 --nnodes=1'
MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')
python -m torch.distributed.run "--master_port=29500 --monitor_interval 0 --nproc_per_node 4 --node_rank "$VK_TASK_INDEX" --master_addr=$MASTER --nnodes=1" train.py
