# launcher: torchrun
# idioms: nslookup, awk, resolve
# expect: wrong-master
# /^Address/ also matches the name server's line, which comes first: the master is the
# cluster's DNS server with its port.
FIRST=${VC_WORKER_HOSTS%%,*}
MASTER_ADDR=$(nslookup "$FIRST" | awk '/^Address/ {print $2; exit}')
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
