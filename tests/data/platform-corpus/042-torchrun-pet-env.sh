# launcher: torchrun
# idioms: pet-env, export
# expect: ok
# torchrun reads PET_<OPTION> for every option not given on the command line.
export PET_NNODES=$VC_WORKER_NUM
export PET_NODE_RANK=$VC_TASK_INDEX
export PET_MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
export PET_MASTER_PORT=29500
export PET_NPROC_PER_NODE=8
torchrun train.py
