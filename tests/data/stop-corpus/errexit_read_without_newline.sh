set -e
# sys.stdout.write prints no newline: read sets the variable and fails, and set -e stops there
/usr/bin/python3 -c 'import os, sys; sys.stdout.write(os.environ["VC_WORKER_HOSTS"].split(",")[0])' > .master
read -r MASTER_ADDR < .master
torchrun --nnodes=2 --node_rank="$VC_TASK_INDEX" --nproc_per_node=8 --master_addr="$MASTER_ADDR" --master_port=29500 train.py
