# [[ -v NAME ]] is true for a set variable (VC_TASK_INDEX on every pod); `if $M` with M empty
# runs no command and succeeds.
M=$([ "$VC_TASK_INDEX" = 0 ] && echo true)
if $M; then ROLE=first; else ROLE=other; fi
if [[ -v VC_TASK_INDEX ]]; then MODE=multi; else MODE=single; fi
if [[ -v NOT_SET_ANYWHERE ]]; then EXTRA=yes; else EXTRA=no; fi
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py --role $ROLE --mode $MODE --extra $EXTRA
