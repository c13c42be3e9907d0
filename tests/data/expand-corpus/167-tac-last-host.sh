# tac prints the lines last first: the master is the last pod of the file.
echo "$VC_WORKER_HOSTS" | tr , '\n' > hosts.txt
MASTER=$(tac hosts.txt | head -n 1)
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 --master_addr=$MASTER --master_port=29500 train.py
