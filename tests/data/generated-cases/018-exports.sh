# nodes: 3
# torch: 1.13
# outcome: static rendezvous of 1 nodes, the job starts 3
export PET_NODE_RANK=0
export PET_MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
export PET_MASTER_PORT=29500
python3 -m torch.distributed.run train.py --epochs ${EPOCHS:-3}
