export MASTER=$(echo $VC_WORKER_HOSTS | cut -d, -f1)
torchrun --rdzv-endpoint="$MASTER:29500" train.py
