IFS=, read -r -a nodes <<< "$VC_WORKER_HOSTS"
torchrun --nnodes 2 --nproc_per_node 1 main.py --first "${nodes[0]}"
