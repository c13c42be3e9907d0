# nodes: 2
# torch: 1.13
# outcome: the nodes meet at different endpoints: [(0, '29400'), (1, '29400')]
ARGS=(--rdzv_id ${JOB_ID:-job7} --rdzv_endpoint $(hostname))
ARGS+=(--nnodes $VC_WORKER_NUM --nproc_per_node=gpu --rdzv_backend=c10d)
torchrun "${ARGS[@]}" train.py
