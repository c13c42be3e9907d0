# exec runs a program in bash's place: on the node whose branch reaches it nothing after it runs,
# the launcher neither (a pod meant to idle would `exec sleep infinity`). exec with redirections
# only goes on.
exec 2>&1
case "$HOSTNAME" in
    *-1) echo "node 1: idle"; exec echo "no training on this node" ;;
esac
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --nproc_per_node=8 --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
