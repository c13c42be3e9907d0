# nodes: 3
# torch: 1.13
# outcome: the nodes meet at different endpoints: [(0, '29400'), (1, '29400'), (2, '29400')]
set -e
test -f train.py
python3 -m torch.distributed.run --nnodes=${VC_WORKER_NUM} --nproc_per_node=auto --rdzv_id=${JOB_ID:-job7} --rdzv_endpoint=$MASTER_ADDR --rdzv_backend c10d train.py --lr 0.1
