# expect:
HOSTS=(${VC_WORKER_HOSTS//,/ })
accelerate launch --multi_gpu --num_machines ${#HOSTS[@]} --num_processes $((${#HOSTS[@]} * 8)) \
    --machine_rank $VC_TASK_INDEX --main_process_ip ${HOSTS[0]} train.py
