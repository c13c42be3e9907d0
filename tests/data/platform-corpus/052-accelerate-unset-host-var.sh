# launcher: accelerate
# idioms: unset-platform-var
# expect: wrong-master
# The platform has no VC_WORKER_HOSTS_0: the address is empty.
accelerate launch --num_processes 16 --num_machines 2 --machine_rank $VC_TASK_INDEX \
    --main_process_ip "$VC_WORKER_HOSTS_0" --main_process_port 29500 --mixed_precision bf16 \
    train_tae.py --batch-size 8
