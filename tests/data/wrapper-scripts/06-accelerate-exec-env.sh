# expect:
set -e
export NCCL_DEBUG=INFO
cd /tmp
exec env OMP_NUM_THREADS=4 accelerate launch --config_file /dev/null --num_machines 2 --num_processes 16 \
    --machine_rank=$VC_TASK_INDEX --main_process_ip=${VC_WORKER_HOSTS%%,*} train.py --epochs 3
