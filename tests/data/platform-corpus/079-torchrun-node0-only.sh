# launcher: torchrun
# idioms: branch-rank
# expect: wrong-count
# Only the first pod starts torchrun: the rendezvous waits for a node that never comes.
if [ "$VC_TASK_INDEX" -eq 0 ]; then
    torchrun --nnodes=$VC_WORKER_NUM --node_rank=0 --nproc_per_node=8 \
        --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
fi
