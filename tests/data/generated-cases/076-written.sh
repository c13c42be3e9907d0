# nodes: 2
# torch: 2.6
# outcome: starts
export MASTER_ADDR=$(echo "$VC_WORKER_HOSTS" | cut -d, -f1)
cat > run.sh <<'EOF'
torchrun --nnodes="$VC_WORKER_NUM" --nproc-per-node 8 --node_rank="$VC_TASK_INDEX" \
    --master_addr="$MASTER_ADDR" --master-port 29500 train.py "$@"
EOF
bash run.sh --epochs 3
