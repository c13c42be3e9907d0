# ${!NAME} whose name is not set expands to nothing, as $NAME itself does (the role's name in
# lower case: VC_worker_HOSTS is no variable of the platform).
ROLE=worker
HOSTS_VAR=VC_${ROLE}_HOSTS
GOOD_VAR=VC_WORKER_HOSTS
torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr="${!HOSTS_VAR}" --master_port=29500 train.py --hosts "${!GOOD_VAR}"
