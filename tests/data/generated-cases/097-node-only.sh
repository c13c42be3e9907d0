# nodes: 1
# torch: 2.6
# outcome: starts
export MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
torchrun --local-addr=$(hostname -i) --nproc-per-node 4 --nnodes=${VC_WORKER_NUM} --standalone --max_restarts 0 train.py
