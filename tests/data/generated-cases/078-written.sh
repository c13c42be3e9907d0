# nodes: 2
# torch: 2.6
# outcome: node ranks [0, 0], not each of 0..1 once
cat > run.sh <<'EOF'
torchrun --nnodes=2 --nproc-per-node 8 --node_rank=0 --master_addr=localhost --master-port 29500 train.py
EOF
bash run.sh
