# nodes: 2
# torch: 2.6
# outcome: --nnodes=1:1 and 2 nodes: the rendezvous never completes
torchrun '--rdzv-id=${JOB_ID:-job7} --nnodes 2' --nproc-per-node=4 --rdzv-backend=c10d --rdzv_endpoint="${VC_WORKER_HOSTS##*,}":29400 train.py --config "cfg a.yaml"
