# launcher: torchrun
# idioms: etc-volcano, wc
# expect: wrong-count
# Counting the lines of the svc plugin's host file: the file has no final newline, so wc -l
# says one node less than there are.
NNODES=$(wc -l < /etc/volcano/worker.host)
MASTER_ADDR=$(head -n 1 /etc/volcano/worker.host)
torchrun --nnodes=$NNODES --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
