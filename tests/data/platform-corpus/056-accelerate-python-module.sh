# launcher: accelerate
# idioms: python-m, read-a
# expect: ok
# accelerate's launcher started as a module.
IFS=, read -r -a HOSTS <<< "$VC_WORKER_HOSTS"
python -m accelerate.commands.launch --num_processes $((${#HOSTS[@]} * 8)) \
    --num_machines ${#HOSTS[@]} --machine_rank $VC_TASK_INDEX --main_process_ip ${HOSTS[0]} \
    --main_process_port 12002 --mixed_precision bf16 train.py
