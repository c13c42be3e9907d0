# grep -c counts the selected lines; -i ignores case, -w wants the whole word.
N=$(echo "$VC_WORKER_HOSTS" | tr , '\n' | grep -c node)
W=$(echo "$VC_WORKER_HOSTS" | tr , '\n' | grep -ciw NODE-1.job)
torchrun --nnodes=$N --nproc_per_node=8 --node_rank=$W --master_addr=${VC_WORKER_HOSTS%%,*} train.py
