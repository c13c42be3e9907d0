# launcher: torchrun
# idioms: python-c
# expect: ok
# A python one-liner splits the list.
MASTER_ADDR=$(python3 -c "import os; print(os.environ['VC_WORKER_HOSTS'].split(',')[0])")
NNODES=$(python3 -c 'import os; print(len(os.environ["VC_WORKER_HOSTS"].split(",")))')
torchrun --nnodes=$NNODES --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
