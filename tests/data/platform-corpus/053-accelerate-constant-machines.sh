# launcher: accelerate
# idioms: constant, awk
# expect: wrong-count
# Machine count and total written into the script: 4 machines of 8, on a job of 2 nodes.
TOTAL_NUM_GPUS=32
NUM_MACHINES=4
MASTER_ADDR=$(echo $VC_WORKER_HOSTS | awk -F , '{print $1}')
accelerate launch --num_processes $TOTAL_NUM_GPUS --num_machines $NUM_MACHINES \
    --machine_rank $VC_TASK_INDEX --main_process_ip "$MASTER_ADDR" --main_process_port 29500 \
    -m explorations.train --batch-size 8
