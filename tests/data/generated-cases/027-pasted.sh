# nodes: 1
# torch: 1.13
# outcome: node 0: python cannot open the training script '—master_addr'
MASTER=$(echo $VC_WORKER_HOSTS | cut -d, -f1)
torchrun —master_addr $MASTER --master_port=29500 --nproc_per_node=${GPUS:-8} --nnodes=$VC_WORKER_NUM --node_rank=${HOSTNAME##*-} train.py --lr 0.1
