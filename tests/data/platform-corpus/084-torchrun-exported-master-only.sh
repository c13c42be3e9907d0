# launcher: torchrun
# idioms: export, env-not-read
# expect: wrong-master
# torchrun does not read MASTER_ADDR and MASTER_PORT; it uses 127.0.0.1 unless told.
export MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
export MASTER_PORT=29500
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 train.py
