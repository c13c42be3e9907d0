# hosts: n0,n1,n2,n3
# node: 3
export MASTER=$(echo "$VC_WORKER_HOSTS" | tr ',' '\n' | head -n1)
torchrun --rdzv-endpoint=$MASTER:29500 train.py
