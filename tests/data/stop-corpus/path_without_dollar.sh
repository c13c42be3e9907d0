# The old PATH's $ forgotten: PATH holds a folder named PATH, and bash finds no torchrun
export CUDA_HOME=/usr/local/cuda
export PATH=$CUDA_HOME/bin:PATH
torchrun --nnodes=2 --node_rank="$VC_TASK_INDEX" --nproc_per_node=8 --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port=29500 train.py
