# for NAME; do loops over "$@" as it is when the loop starts: the shim shifts its own options off
# and runs the rest.
run() { local a; for a; do [[ $a == -* ]] && shift || break; done; "$@"; }
run --exclusive --cpus=8 torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
