# hosts: n0,n1,n2,n3
# node: 2
SECOND=$(echo $VC_WORKER_HOSTS | tr , ' ' | awk '{print $2}')
torchrun train.py $SECOND
