# expect: DDP702
accelerate launch --multi_gpu --num_machines 2 --num_processes 32 --machine_rank $VC_TASK_INDEX \
    --main_process_ip ${VC_WORKER_HOSTS%%,*} train.py
