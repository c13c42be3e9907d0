# launcher: accelerate
# idioms: accelerate-deepspeed, hostfile, tr, sed
# expect: ok
# accelerate's nossh DeepSpeed launcher with a hostfile written from the host list.
echo "$VC_WORKER_HOSTS" | tr ',' '\n' | sed 's/$/ slots=8/' > hostfile
accelerate launch --use_deepspeed --deepspeed_multinode_launcher nossh --deepspeed_hostfile hostfile \
    --num_machines $VC_WORKER_NUM --num_processes $((VC_WORKER_NUM * 8)) \
    --machine_rank $VC_TASK_INDEX --main_process_ip ${VC_WORKER_HOSTS%%,*} \
    --main_process_port 29500 train.py
