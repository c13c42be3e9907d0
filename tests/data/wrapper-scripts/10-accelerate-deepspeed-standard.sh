# expect:
accelerate launch --use_deepspeed --deepspeed_multinode_launcher standard --zero_stage 2 \
    --num_machines $VC_WORKER_NUM --num_processes 16 --machine_rank $VC_TASK_INDEX \
    --main_process_ip ${VC_WORKER_HOSTS%%,*} train.py
