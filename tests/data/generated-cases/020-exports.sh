# nodes: 4
# torch: 1.13
# outcome: static rendezvous of 1 nodes, the job starts 4
export PET_NODE_RANK=${HOSTNAME##*-}
export PET_MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
export PET_MASTER_PORT=29500
torchrun train.py --master_port 1234
