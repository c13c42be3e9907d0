#!/bin/bash
set -euo pipefail
MASTER=$(echo "$VC_WORKER_HOSTS" | cut -d, -f1)
torchrun --nnodes="$VC_WORKER_NUM" --node_rank="$VC_TASK_INDEX" \
    --master_addr="$MASTER" --master_port="$MASTER_PORT" \
    --nproc_per_node=8 train.py
