[[ "$VC_WORKER_HOSTS" =~ ^([^,]+),(.*)$ ]] && echo "first ${BASH_REMATCH[1]}"
torchrun --standalone --nproc_per_node=2 train.py
