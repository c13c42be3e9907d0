ARGS=(--nproc_per_node=8)
ARGS+=(--nnodes=2)
ARGS+=("--rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:29500" --rdzv_backend=c10d)
torchrun "${ARGS[@]}" train.py
