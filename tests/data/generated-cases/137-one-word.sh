# nodes: 1
# torch: 2.6
# outcome: node 0: torch stops after parsing: the hostname of the rendezvous endpoint '10.1.0.10 --rdzv_id=job7' is no host name
MASTER=$(getent hosts job-worker-0.job | awk '{print $1}')
python -m torch.distributed.launch --use_env "--rdzv-endpoint=$MASTER --rdzv_id=job7" --nnodes ${NNODES:-1} --nproc-per-node=4 --rdzv_backend=c10d train.py
