# A smoke test each node runs alone first (one process on its own localhost rendezvous); bash waits
# for it to end and then starts the job's launcher, which is what the node trains with.
set -e
torchrun --standalone --nproc_per_node=1 check_env.py --steps 1
MASTER=${VC_WORKER_HOSTS%%,*}
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$MASTER --master_port=29500 train.py
