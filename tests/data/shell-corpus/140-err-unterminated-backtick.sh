export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'
torchrun --rdzv-endpoint=${MASTER}:29500 train.py
