# launcher: accelerate
# idioms: accelerate-deepspeed
# expect: wrong-count, wrong-master, wrong-rank
# Without --deepspeed_multinode_launcher accelerate hands over to the deepspeed runner with
# pdsh and no hostfile: every node trains alone on 127.0.0.1.
accelerate launch --use_deepspeed --zero_stage 2 --num_machines $VC_WORKER_NUM \
    --num_processes $((VC_WORKER_NUM * 8)) --machine_rank $VC_TASK_INDEX \
    --main_process_ip ${VC_WORKER_HOSTS%%,*} --main_process_port 29500 train.py
