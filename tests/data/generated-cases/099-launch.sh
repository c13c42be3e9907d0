# nodes: 1
# torch: 2.6
# outcome: node 0:  processes on 8 GPUs (two processes per GPU: NCCL stops)
HOSTS=(${VC_WORKER_HOSTS//,/ })
python -m torch.distributed.launch --use-env --nproc-per-node=$GPUS --rdzv-id=job7 --rdzv_endpoint ${HOSTS[0]} --nnodes=$VC_WORKER_NUM --rdzv_backend=c10d train.py --config "cfg a.yaml"
