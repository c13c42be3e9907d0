# nodes: 2
# torch: 2.6
# outcome: --standalone on 2 nodes: each node is a job of its own
cat > run.sh <<'EOF'
torchrun --nproc_per_node=8 --nnodes=2 --standalone train.py
EOF
sh run.sh
