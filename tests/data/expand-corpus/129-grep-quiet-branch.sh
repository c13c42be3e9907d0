# hostname | grep -q decides the branch: its exit status is what if reads.
if hostname | grep -q -- '-0$'; then
    RANK=0
else
    RANK=1
fi
torchrun --nnodes=2 --node_rank=$RANK --master_addr=${VC_WORKER_HOSTS%%,*} train.py
