# expect:
MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
accelerate launch --multi_gpu --num_machines ${VC_WORKER_NUM} --num_processes $((VC_WORKER_NUM * 8)) \
    --machine_rank ${VC_TASK_INDEX} --main_process_ip ${MASTER_ADDR} --main_process_port 29500 \
    train.py --mixed_precision bf16
