# Python's true division gives a float even where the numbers divide: torch then refuses
# --nproc_per_node=8.0; int() and // keep an integer; a float prints as python writes it.
TOTAL=$((VC_WORKER_NUM * 8))
PER_NODE=$(/usr/bin/python3 -c "print($TOTAL / $VC_WORKER_NUM)")
WHOLE=$(/usr/bin/python3 -c "print(int($TOTAL / $VC_WORKER_NUM), $TOTAL // 3)")
SMALL=$(/usr/bin/python3 -c "print(1 / 100000, 10 / 4, 1 / 3, -7 / 2)")
torchrun --nnodes=2 --nproc_per_node=$PER_NODE --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} \
    --master_port=29500 train.py "$WHOLE" "$SMALL"
