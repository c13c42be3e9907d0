# launcher: torchrun
# idioms: etc-volcano, mapfile, array-length
# expect: ok
# mapfile keeps a last line without newline, so the array has every host.
mapfile -t HOSTS < /etc/volcano/worker.host
torchrun --nnodes=${#HOSTS[@]} --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=${HOSTS[0]} --master_port=29500 train.py
