# expect:
python3 -m accelerate.commands.launch --multi_gpu --num_machines 2 --num_processes 16 \
    --machine_rank $VC_TASK_INDEX --main_process_ip ${VC_WORKER_HOSTS%%,*} -m my_project.train
