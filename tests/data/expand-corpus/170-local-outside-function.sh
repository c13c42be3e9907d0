# local outside a function fails ("can only be used in a function") and assigns nothing.
local R=$VC_TASK_INDEX
torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node=8 --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py --rank "$R"
