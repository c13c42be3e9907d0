export MASTER=${VC_WORKER_HOSTS%%,*}; export PORT=29500; torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --master_addr=$MASTER --master_port=$PORT train.py
