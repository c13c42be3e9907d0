jq -R 'split(",")' <<< "$VC_WORKER_HOSTS" > hosts.json
cat > cluster.json <<'EOF2'
{"hosts": ["job-worker-0.job", "job-worker-1.job"], "port": 29500, "nodes": [{"name": "a", "slots": 8}]}
EOF2
MASTER=$(jq -r '.hosts[0]' cluster.json)
PORT=$(jq '.port | tostring' cluster.json)
N=$(jq 'length' hosts.json)
R=$(jq -rn --arg h "$VC_WORKER_HOSTS" '$h | split(",") | .[-1] | ascii_upcase')
mapfile -td, H <<< "$VC_WORKER_HOSTS"
torchrun --nnodes=$N --nproc_per_node=$(nvidia-smi --query-gpu=count --format=csv,noheader | head -n 1) \
  --node_rank=$VC_TASK_INDEX --master_addr=$MASTER --master_port=$PORT train.py "$R" "${H[@]}"
