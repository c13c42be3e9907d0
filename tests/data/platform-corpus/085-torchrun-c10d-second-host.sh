# launcher: torchrun
# idioms: c10d, awk, second-host
# expect: ok
# With c10d any pod of the job can hold the rendezvous: the second one is as good.
torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node=8 --rdzv_backend=c10d --rdzv_id=ddp \
    --rdzv_endpoint=$(echo $VC_WORKER_HOSTS | awk -F, '{print $2}'):29400 train.py
