# launcher: accelerate
# idioms: c10d, param-expansion
# expect: ok
accelerate launch --multi_gpu --num_machines $VC_WORKER_NUM --num_processes $((8 * VC_WORKER_NUM)) \
    --machine_rank $VC_TASK_INDEX --rdzv_backend c10d --main_process_ip ${VC_WORKER_HOSTS%%,*} \
    --main_process_port 29400 train.py
