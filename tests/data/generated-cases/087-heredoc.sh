# nodes: 4
# torch: 2.6
# outcome: node 0: torch stops after parsing: max_restarts must be >= 0
echo "python -m torch.distributed.run --master-port=$((29500 + 1)) --master_addr \"${VC_WORKER_HOSTS%%,*}\" --max_restarts -1 --node-rank=${HOSTNAME##*-} --nnodes=${NNODES:-4} --nproc_per_node=${GPUS:-8} train.py" > run.sh
bash run.sh
