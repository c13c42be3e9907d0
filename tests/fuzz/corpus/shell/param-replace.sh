# hosts: a,b,c
# node: 1
torchrun train.py "${VC_WORKER_HOSTS//,/:}" "${VC_WORKER_HOSTS/#a/A}" "${VC_WORKER_HOSTS/%c/C}"
