# nodes: 1
# torch: 1.13
# outcome: node 0: 16 processes on 8 GPUs (two processes per GPU: NCCL stops)
export PET_NNODES=${NNODES:-1}
export PET_NPROC_PER_NODE=16
export PET_NODE_RANK="$VK_TASK_INDEX"
export PET_MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
export PET_MASTER_PORT=29500
python3 -m torch.distributed.run train.py --config "cfg a.yaml"
