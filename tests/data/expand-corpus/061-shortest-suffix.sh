# hosts: a,b,c
# node: 0
torchrun train.py ${VC_WORKER_HOSTS%,*} ${VC_WORKER_HOSTS%%,*}
