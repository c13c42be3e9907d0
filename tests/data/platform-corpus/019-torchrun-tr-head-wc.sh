# launcher: torchrun
# idioms: tr, head, wc
# expect: ok
# One host per line with tr; echo ends the last line, so wc -l counts every host.
MASTER_ADDR=$(echo "$VC_WORKER_HOSTS" | tr ',' '\n' | head -n 1)
NNODES=$(echo "$VC_WORKER_HOSTS" | tr ',' '\n' | wc -l)
torchrun --nnodes=$NNODES --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
