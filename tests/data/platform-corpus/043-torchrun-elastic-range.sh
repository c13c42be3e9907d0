# launcher: torchrun
# idioms: c10d, elastic, cut
# expect: ok
# An elastic range up to the node count, c10d on the first host.
HEAD=$(cut -d, -f1 <<< "$VC_WORKER_HOSTS")
torchrun --nnodes=1:$VC_WORKER_NUM --nproc_per_node=8 --max_restarts=3 \
    --rdzv_backend=c10d --rdzv_endpoint=$HEAD:29400 --rdzv_id=elastic-ddp train.py
