# nodes: 2
# torch: 1.13
# python's own -u before -m: the launcher is torch.distributed.run all the same.
python -u -m torch.distributed.run --nnodes=$VC_WORKER_NUM --nproc_per_node=8 --node_rank=$VC_TASK_INDEX \
    --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
