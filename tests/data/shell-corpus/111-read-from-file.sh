echo "node-a" > master.txt
read -r MASTER < master.txt
torchrun --nnodes=2 --master_addr=$MASTER --node_rank=$VC_TASK_INDEX train.py
