#!/bin/bash
# expect: unresolved
set -e
if [[ -z ${nproc_per_node} ]]; then
    nproc_per_node=2
fi
master_port=$(
    comm -23 <(seq 5000 5099 | sort) <(ss -Htua | awk '{print $5}' | grep -oP ':\K\d+(?=$)' | sort -u) |
    head -n 1
)
torchrun --nproc-per-node ${nproc_per_node} --master-port ${master_port} train.py
