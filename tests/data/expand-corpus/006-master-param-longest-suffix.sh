export MASTER=${VC_WORKER_HOSTS%%,*}
torchrun --rdzv-endpoint=${MASTER}:29500 train.py
