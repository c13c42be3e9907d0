1set -e
MASTER=${VC_WORKER_HOSTS%%,*}
nohup /usr/bin/python -u -m torch.distributed.launch --nnodes=${VC_WORKER_NUM} --node_rank=${VC_TASK_INDEX} --master_addr=$MASTER --master_port=0 --use_env train.py | tee log &
