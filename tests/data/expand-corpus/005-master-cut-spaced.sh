MASTER=$(echo "$VC_WORKER_HOSTS" | cut -d ',' -f 1)
export MASTER
torchrun --master_addr "$MASTER" train.py
