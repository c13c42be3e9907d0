export MASTER=${VC_WORKER_HOSTS%%,*}
torchrun --rdzv-endpoint=$MASTER:29500 train.py 2>&1 | cat > /dev/null
