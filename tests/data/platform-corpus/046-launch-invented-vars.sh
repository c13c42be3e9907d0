# launcher: launch
# idioms: unset-platform-var, python-m
# expect: wrong-count, wrong-master
# Variable names from a blog post: Volcano sets neither VC_TASK_NUM nor VC_MASTER_HOST.
python -m torch.distributed.launch \
    --nproc_per_node=8 \
    --nnodes=$VC_TASK_NUM \
    --node_rank=$VC_TASK_INDEX \
    --master_addr=$VC_MASTER_HOST \
    --master_port=23456 \
    train.py
