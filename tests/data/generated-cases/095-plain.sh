# nodes: 3
# torch: 1.13
# outcome: node 1: the rendezvous endpoint 'job-worker-0' names no node of the job
python -m torch.distributed.run --nproc_per_node=${GPUS:-8} --nnodes=$VC_WORKER_NUM --rdzv_backend c10d --rdzv_endpoint job-worker-0 train.py --epochs ${EPOCHS:-3}
