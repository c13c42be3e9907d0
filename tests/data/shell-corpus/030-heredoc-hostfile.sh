cat > hostfile <<EOF
${VC_WORKER_HOSTS%%,*} slots=8
EOF
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} train.py
