# nodes: 1
# torch: 1.13
# outcome: starts
MASTER=$(echo $VC_WORKER_HOSTS | sed 's/,.*//')
python -m torch.distributed.run --standalone --nproc_per_node 8 --nnodes=1 train.py --master_port 1234
