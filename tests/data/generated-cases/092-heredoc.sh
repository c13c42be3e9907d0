# nodes: 3
# torch: 1.13
# outcome: node 0: torch 1.13: error unrecognized arguments: --master-port
cat > run.sh <<EOF
python -m torch.distributed.launch --use_env --master-port ${MASTER_PORT:-29500} --node_rank ${VC_TASK_INDEX} --master_addr=job-worker-0.job --nnodes=${NNODES:-3} --nproc_per_node=${GPUS:-8} train.py
EOF
bash ./run.sh
