# expect: DDP704
MASTER=$(echo $VC_WORKER_HOSTS | awk -F, '{print $2}')
accelerate launch --multi_gpu --num_machines 2 --num_processes 16 --machine_rank $VC_TASK_INDEX \
    --main_process_ip $MASTER train.py
