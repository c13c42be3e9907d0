set -e
MASTER=$(echo "${VC_WORKER_HOSTS%%,*}" | cut -d. -f1; false)
torchrun --standalone --nproc_per_node=8 train.py
