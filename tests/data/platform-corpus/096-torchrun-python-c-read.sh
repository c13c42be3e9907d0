# launcher: torchrun
# idioms: python-c, here-string, read
# expect: ok
# Master, rank and node count printed by one python line and read back.
read -r MASTER_ADDR NODE_RANK NNODES <<< "$(python3 -c 'import os; h = os.environ["VC_WORKER_HOSTS"].split(","); print(h[0], os.environ["VC_TASK_INDEX"], len(h))')"
torchrun --nnodes=$NNODES --node_rank=$NODE_RANK --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
