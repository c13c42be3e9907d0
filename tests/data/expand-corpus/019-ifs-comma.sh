# hosts: h1,h2,h3
# node: 0
IFS=,
torchrun train.py $VC_WORKER_HOSTS
