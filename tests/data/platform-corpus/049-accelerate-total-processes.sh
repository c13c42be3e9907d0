# launcher: accelerate
# idioms: arithmetic, modelarts
# env: MA_NUM_GPUS=8
# env: MA_NUM_HOSTS=2
# expect: ok
# accelerate's --num_processes is the total over all machines.
MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
NUM_PROCESSES=$((MA_NUM_GPUS * MA_NUM_HOSTS))
accelerate launch --multi_gpu --num_machines $MA_NUM_HOSTS --num_processes $NUM_PROCESSES \
    --machine_rank $VC_TASK_INDEX --main_process_ip $MASTER_ADDR --main_process_port 29500 \
    --mixed_precision bf16 train.py --output_dir out
