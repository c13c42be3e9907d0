NPROC=8
torchrun --nnodes=$((VC_WORKER_NUM)) train.py --world=$(( VC_WORKER_NUM * NPROC )) $(( (1+2)*3 % 4 )) $((-7/2)) $((1<<4))
