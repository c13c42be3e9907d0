# hosts: a,b,c
# node: 0
N=$(echo $VC_WORKER_HOSTS | tr ',' '\n' | wc -l)
torchrun --nnodes=$N train.py
