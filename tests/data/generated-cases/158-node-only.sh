# nodes: 2
# torch: 1.13
# outcome: node 0: torch 1.13: error argument --nnodes: expected one argument
MASTER=$(echo $VC_WORKER_HOSTS | cut -d, -f1)
torchrun --master_addr=$MASTER --master_port 29500 --node_rank ${HOSTNAME##*-} --nproc_per_node 4 --nnodes $NNODES --local_addr=$(date +%s) train.py
