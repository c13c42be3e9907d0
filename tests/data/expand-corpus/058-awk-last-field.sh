# hosts: w0,w1,w2,w3
# node: 3
LAST=$(echo $VC_WORKER_HOSTS | awk -F, '{print $NF}')
torchrun train.py $LAST
