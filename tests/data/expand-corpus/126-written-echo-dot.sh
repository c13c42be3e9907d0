# echo builds the script line by line; `.` runs it here; the script sets a variable of its own.
echo 'RANK_ARG="--node_rank=${VC_TASK_INDEX}"' > go.sh
echo 'python3 -m torch.distributed.run --nnodes=${VC_WORKER_NUM} $RANK_ARG --master_addr=${HOSTS%%,*} train.py' >> go.sh
HOSTS=${VC_WORKER_HOSTS}
. ./go.sh
