# launcher: torchrun
# idioms: read-a, c10d, subshell
# expect: ok
# A dynamic rendezvous whose endpoint is computed inline.
torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node=8 \
    --rdzv_backend=c10d --rdzv_id=ddp-job \
    --rdzv_endpoint=$(IFS=',' read -ra workers <<< "$VC_WORKER_HOSTS"; echo "${workers[0]}"):23456 \
    train.py
