MASTER=$(echo $VC_WORKER_HOSTS | cut -d, -f1 # first host )
torchrun --master_addr=$MASTER train.py
