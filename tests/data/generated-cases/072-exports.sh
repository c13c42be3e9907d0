# nodes: 10
# torch: 2.6
# outcome: static rendezvous of 1 nodes, the job starts 10
export PET_NODE_RANK=${HOSTNAME##*-}
export PET_MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
export PET_MASTER_PORT=29500
torchrun train.py
