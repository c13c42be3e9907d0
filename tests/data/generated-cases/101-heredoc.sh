# nodes: 3
# torch: 1.13
# outcome: node 0: bash reaches no launcher (exit 2: run.sh: 1: Syntax error: redirection unexpected)
IFS=, read -r -a HOSTS <<< "$VC_WORKER_HOSTS"
cat > run.sh <<'EOF'
IFS=, read -r -a HOSTS <<< "$VC_WORKER_HOSTS"
python -m torch.distributed.launch --use_env --nnodes ${NNODES:-3} --nproc_per_node auto --node_rank=$((VC_TASK_INDEX + 1)) --master_addr "${HOSTS[0]}" --master_port ${MASTER_PORT:-29500} train.py
EOF
sh run.sh
