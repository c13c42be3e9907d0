# nodes: 4
# torch: 2.6
# outcome: --nnodes=5:5 and 4 nodes: the rendezvous never completes
cat > run.sh <<'EOF'
torchrun --nnodes=5 --rdzv_backend c10d --nproc-per-node=gpu --rdzv_endpoint job-worker-0.job:29400 train.py
EOF
source run.sh
