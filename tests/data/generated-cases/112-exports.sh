# nodes: 4
# torch: 2.6
# outcome: node 0: --nnodes= is no count
export PET_NNODES=$NNODES
export PET_NPROC_PER_NODE=gpu
export PET_NODE_RANK="$VK_TASK_INDEX"
export PET_MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
python -m torch.distributed.run train.py
