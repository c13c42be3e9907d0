# nodes: 9
# torch: 2.6
# outcome: --rdzv_backend=c10d --nnodes 9 --rdzv_id=job7 --nproc-per-node 16 --rdzv-endpoint=job-worker-0.job:29400: no such server in the job
MASTER=$(echo $VC_WORKER_HOSTS | cut -d, -f1)
python -m torch.distributed.run "--rdzv-backend=c10d --nnodes $VC_WORKER_NUM --rdzv_id=job7 --nproc-per-node 16 --rdzv-endpoint=$MASTER:29400" train.py --config "cfg a.yaml"
