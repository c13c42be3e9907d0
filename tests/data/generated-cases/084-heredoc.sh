# nodes: 2
# torch: 1.13
# outcome: node 0: torch stops after parsing: MaxRestartsNegative
HOSTS=(${VC_WORKER_HOSTS//,/ })
cat > run.sh <<'EOF'
HOSTS=(${VC_WORKER_HOSTS//,/ })
torchrun --nnodes ${NNODES:-2} --node_rank $VC_TASK_INDEX --max_restarts -1 --master_addr=${HOSTS[0]} --nproc_per_node 4 train.py
EOF
. ./run.sh
