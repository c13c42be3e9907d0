# nodes: 1
# torch: 2.6
# outcome: node 0: torch stops after parsing: Port is absent in endpoint: 10.1.0.10
MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')
python -m torch.distributed.launch --nnodes ${NNODES:-1} --rdzv-id=${JOB_ID:-job7} --rdzv_backend static --nproc-per-node 8 --rdzv-endpoint $MASTER train.py --lr 0.1
