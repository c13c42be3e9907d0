# A script written with a quoted here-document and run by bash with arguments: the child sees
# the exported variables and its own $1.
export MASTER_ADDR=$(echo "${VC_WORKER_HOSTS}" | cut -d, -f1)
PORT=29500
cat > run.sh <<'EOF'
torchrun --nnodes="${VC_WORKER_NUM}" --node_rank="${VC_TASK_INDEX}" --master_addr="${MASTER_ADDR}" \
    --master_port="${PORT:-29400}" --nproc_per_node="$1" train.py "$@"
EOF
bash run.sh 8 --epochs 3
