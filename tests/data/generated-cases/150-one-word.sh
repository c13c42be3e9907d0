# nodes: 1
# torch: 1.13
# outcome: node 0: torch stops after parsing: NnodesNotInteger
MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')
python -m torch.distributed.launch --use_env "--nnodes=1 --rdzv_endpoint=$MASTER:29400 --nproc_per_node=8 --rdzv_backend=c10d --rdzv_id=$VC_JOB_ID" train.py --nnodes 4 --data /mnt/data
