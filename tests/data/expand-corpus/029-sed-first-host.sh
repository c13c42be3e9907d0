export MASTER=$(echo $VC_WORKER_HOSTS | sed 's/,.*//')
torchrun --rdzv-endpoint=$MASTER:29500 train.py
