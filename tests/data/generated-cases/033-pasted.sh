# nodes: 1
# torch: 1.13
# outcome: node 0: python cannot open the training script '–rdzv_backend'
MASTER=$(echo "$VC_WORKER_HOSTS" | awk -F, '{print $1}')
python3 -m torch.distributed.run –rdzv_backend c10d --nproc_per_node ${GPUS:-8} --rdzv_endpoint ${MASTER} --nnodes=$VC_WORKER_NUM train.py --nnodes 4 --data /mnt/data
