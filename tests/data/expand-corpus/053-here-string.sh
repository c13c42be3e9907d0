export MASTER=$(awk -F, '{print $1}' <<< "$VC_WORKER_HOSTS")
torchrun --rdzv-endpoint=$MASTER:29500 train.py
