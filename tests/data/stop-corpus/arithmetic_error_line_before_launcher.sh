# an arithmetic error abandons only its own line: bash goes on to the launcher
OFFSET=
FIRST=$(( VC_TASK_INDEX - $OFFSET ))
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --nproc_per_node=8 --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
