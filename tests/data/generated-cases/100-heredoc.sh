# nodes: 2
# torch: 1.13
# outcome: the nodes meet at different endpoints: [(0, '29400'), (1, '29400')]
cat > run.sh <<EOF
torchrun --rdzv_endpoint=$(hostname):29400 --nnodes $VC_WORKER_NUM --rdzv_id ${JOB_ID:-job7} --nproc_per_node ${GPUS:-8} --rdzv_backend c10d train.py
EOF
bash ./run.sh
