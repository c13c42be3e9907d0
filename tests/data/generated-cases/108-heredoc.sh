# nodes: 3
# torch: 1.13
# outcome: the nodes meet at different endpoints: [(0, '29400'), (1, '29400'), (2, '29400')]
printf '%s\n' "torchrun --rdzv_endpoint=$MASTER_ADDR --nnodes ${VC_WORKER_NUM} --rdzv_backend=c10d --nproc_per_node=gpu train.py" > run.sh
bash run.sh
