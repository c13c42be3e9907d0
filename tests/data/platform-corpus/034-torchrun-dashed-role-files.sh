# launcher: torchrun
# role: gpu-worker
# idioms: role-name, etc-volcano, head
# expect: ok
# A task name with a dash: the variables and the host file use an underscore.
MASTER_ADDR=$(head -n 1 /etc/volcano/gpu_worker.host)
torchrun --nnodes=$VC_GPU_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
