# expect:
RANK=${NODE_RANK:-${VC_TASK_INDEX:-0}}
accelerate launch --multi_gpu --num_machines ${VC_WORKER_NUM:-1} --num_processes $(( ${VC_WORKER_NUM:-1} * 8 )) \
    --machine_rank $RANK --main_process_ip ${VC_WORKER_HOSTS%%,*} train.py
