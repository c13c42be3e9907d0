# nodes: 2
# torch: 2.6
# outcome: node 0: --no_python: 'train.py' is not an executable
python -m torch.distributed.launch --no_python --nproc_per_node auto --rdzv-endpoint job-worker-0.job:29400 --rdzv_backend=c10d --rdzv-id=${JOB_ID:-job7} --nnodes ${NNODES:-2} train.py --lr 0.1
