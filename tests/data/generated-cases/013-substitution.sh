# nodes: 12
# torch: 2.6
# outcome: starts
MASTER=$(getent hosts $(echo $VC_WORKER_HOSTS | cut -d, -f1) | awk '{print $1}')
NNODES=$VC_WORKER_NUM
NODE_RANK=$(hostname | awk -F- '{print $NF}')
python -m torch.distributed.run --nnodes $NNODES --nproc-per-node=8 --node-rank $NODE_RANK --master-addr $MASTER --master_port 29500 train.py
