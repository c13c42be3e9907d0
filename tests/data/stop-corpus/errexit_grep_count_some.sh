# grep -c that counts a line exits 0: set -e goes on to the launcher.
set -e
N=$(echo "$VC_WORKER_HOSTS" | grep -c job)
torchrun --nnodes=2 --master_addr=${VC_WORKER_HOSTS%%,*} train.py --n "$N"
