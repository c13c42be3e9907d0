export OMP_NUM_THREADS=8
exec torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node=8 --node_rank=$VC_TASK_INDEX \
  --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
