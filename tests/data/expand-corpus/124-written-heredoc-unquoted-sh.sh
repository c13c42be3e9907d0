# An unquoted here-document: the values are written into the script, which sh runs.
MASTER=$(echo ${VC_WORKER_HOSTS} | awk -F, '{print $1}')
cat > ./launch.sh <<EOF
exec torchrun --nnodes=${VC_WORKER_NUM} --node_rank=${VC_TASK_INDEX} \
    --rdzv-endpoint=${MASTER}:29500 train.py --name=\${JOB_NAME:-none}
EOF
sh ./launch.sh
