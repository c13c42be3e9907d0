# A quoted here-document keeps ${...} as text: read back with grep and cut, the master is the
# text itself, which bash does not expand again (an option-shaped word matches no file either).
cat > dist.cfg <<'EOF'
master=${VC_WORKER_HOSTS%%,*}
port=29500
EOF
MASTER=$(grep '^master=' dist.cfg | cut -d= -f2)
PORT=$(grep '^port=' dist.cfg | cut -d= -f2)
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$MASTER --master_port=$PORT train.py
