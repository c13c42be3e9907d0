# hosts: job-worker-0.job,job-worker-1.job,job-worker-2.job,job-worker-3.job
# node: 2
# seq -f takes one floating-point directive: %g prints the integer, %03g pads it, and a list
# built from 1 starts at the second pod, so its first host is not node 0.
HOSTS=$(seq -s, -f "job-worker-%g.job" 1 "$VC_WORKER_NUM")
PADDED=$(seq --format=shard-%03g.tar --separator=' ' 0 2)
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 --master_addr=${HOSTS%%,*} --master_port=29500 train.py --shards $PADDED --all "$(seq -f '%.1f%%' 1 2)"
