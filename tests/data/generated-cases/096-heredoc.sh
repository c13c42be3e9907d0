# nodes: 2
# torch: 2.6
# outcome: the nodes meet at different endpoints: [(0, '29400'), (1, '29400')]
printf '%s\n' "torchrun --nnodes=${VC_WORKER_NUM} --rdzv_id ${JOB_ID:-job7} --rdzv-backend=c10d --nproc_per_node auto --rdzv-endpoint $(hostname):29400 train.py" > run.sh
bash run.sh
