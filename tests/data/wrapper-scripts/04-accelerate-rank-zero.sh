# expect: DDP703
accelerate launch --multi_gpu --num_machines 2 --num_processes 16 --machine_rank 0 \
    --main_process_ip "${VC_WORKER_HOSTS%%,*}" train.py
