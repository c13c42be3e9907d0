# grep -c prints 0 and exits 1 when no line matches: set -e stops at the assignment.
set -e
N=$(echo "$VC_WORKER_HOSTS" | grep -c master)
torchrun --nnodes=2 --master_addr=${VC_WORKER_HOSTS%%,*} train.py --n "$N"
