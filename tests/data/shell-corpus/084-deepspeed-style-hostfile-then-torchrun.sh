: > hostfile
for h in ${VC_WORKER_HOSTS//,/ }; do
  echo "$h slots=8" >> hostfile
done
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} train.py
