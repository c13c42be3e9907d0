# env: MY_PORT=29400
export MASTER=${VC_WORKER_HOSTS%%,*}
torchrun --rdzv-endpoint=$MASTER:$MY_PORT train.py
