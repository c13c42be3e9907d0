# nodes: 2
# torch: 2.6
# outcome: node 0: --no_python: 'train.py' is not an executable
MASTER=$(echo $VC_WORKER_HOSTS | cut -d, -f1)
cat > run.sh <<'EOF'
MASTER=$(echo $VC_WORKER_HOSTS | cut -d, -f1)
torchrun --no_python --nnodes=${VC_WORKER_NUM} --node_rank=${VC_TASK_INDEX} --nproc-per-node=4 --master-addr=$MASTER train.py
EOF
source run.sh
