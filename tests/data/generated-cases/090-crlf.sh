# nodes: 3
# torch: 2.6
# outcome: node 0: torch stops after parsing: the hostname of the rendezvous endpoint 'job-worker-0.job\r:29500' is no host name
export MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
torchrun --node_rank ${VC_TASK_INDEX} --master-addr $MASTER_ADDR --nproc-per-node auto --nnodes 3 train.py --nnodes 4 --data /mnt/data
