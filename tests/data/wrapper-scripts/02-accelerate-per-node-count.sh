# expect: DDP702
export MASTER_ADDR=$(echo "$VC_WORKER_HOSTS" | cut -d, -f1)
accelerate launch --multi_gpu --num_machines "$VC_WORKER_NUM" --num_processes 8 \
    --machine_rank "$VC_TASK_INDEX" --main_process_ip "$MASTER_ADDR" train.py
