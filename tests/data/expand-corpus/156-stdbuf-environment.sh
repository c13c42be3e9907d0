# stdbuf hands its modes to the launcher in _STDBUF_O/_STDBUF_E (a size in bytes) and preloads its
# library after the LD_PRELOAD the script exported.
export LD_PRELOAD=/opt/profiler/libhooks.so
stdbuf -oL --error 4K torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --nproc_per_node=8 --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
