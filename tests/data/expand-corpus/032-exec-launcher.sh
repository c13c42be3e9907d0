export MASTER=${VC_WORKER_HOSTS%%,*}
exec torchrun --rdzv-endpoint=$MASTER:29500 train.py
