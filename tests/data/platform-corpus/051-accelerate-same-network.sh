# launcher: accelerate
# idioms: cut, same-network
# expect: ok
MAIN=$(echo $VC_WORKER_HOSTS | cut -d, -f1)
accelerate launch --multi_gpu --same_network --num_machines=$VC_WORKER_NUM \
    --num_processes=$((VC_WORKER_NUM * 8)) --machine_rank=$VC_TASK_INDEX \
    --main_process_ip=$MAIN --main_process_port=29500 train.py
