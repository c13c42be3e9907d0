# nodes: 14
# torch: 1.13
# outcome: static rendezvous of 1 nodes, the job starts 14
export PET_NPROC_PER_NODE=${GPUS:-8}
export PET_NODE_RANK=$VC_TASK_INDEX
export PET_MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
python3 -m torch.distributed.run train.py --config "cfg a.yaml"
