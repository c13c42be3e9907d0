# launcher: accelerate
# idioms: accelerate-deepspeed
# expect: ok
# DeepSpeed through accelerate with torchrun's multi-node launcher.
accelerate launch --use_deepspeed --zero_stage 2 --deepspeed_multinode_launcher standard \
    --num_machines $VC_WORKER_NUM --num_processes $((VC_WORKER_NUM * 8)) \
    --machine_rank $VC_TASK_INDEX --main_process_ip ${VC_WORKER_HOSTS%%,*} \
    --main_process_port 29500 train.py
