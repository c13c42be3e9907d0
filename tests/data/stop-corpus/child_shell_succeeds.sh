set -e
# The child's exit 0: the launcher runs
nohup bash -c 'echo ready; exit 0' || exit 1
torchrun --nnodes=2 --node_rank="$VC_TASK_INDEX" --nproc_per_node=8 --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port=29500 train.py
