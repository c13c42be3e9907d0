# launcher: accelerate
# idioms: default-chain, unset-platform-var, etc-volcano
# expect: wrong-rank
# MACHINE_RANK is never set, so its default 0 goes to every machine.
MASTER_ADDR=$(cat /etc/volcano/worker.host | head -n 1 | awk '{print $1}')
NNODES=$VC_WORKER_NUM
accelerate launch --num_machines $NNODES --num_processes $((NNODES * 8)) \
    --machine_rank "${MACHINE_RANK:-0}" --main_process_ip "$MASTER_ADDR" \
    --main_process_port 29604 train.py
