# nodes: 3
# torch: 2.6
# outcome: node 0: torch stops after parsing: the hostname of the rendezvous endpoint 'job-worker-0.job\r:29500' is no host name
export MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
python -m torch.distributed.launch --use_env --node-rank $VC_TASK_INDEX --nproc_per_node=4 --nnodes=$VC_WORKER_NUM --master_addr $MASTER_ADDR train.py --nnodes 4 --data /mnt/data
