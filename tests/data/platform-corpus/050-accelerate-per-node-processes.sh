# launcher: accelerate
# idioms: per-node-total
# expect: wrong-nproc
# The per-node count given as accelerate's total: 8 // 2 = 4 processes per node.
accelerate launch --multi_gpu --num_machines $VC_WORKER_NUM --num_processes 8 \
    --machine_rank $VC_TASK_INDEX --main_process_ip ${VC_WORKER_HOSTS%%,*} \
    --main_process_port 29500 train.py
