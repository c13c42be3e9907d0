# A script the command writes, run by a child bash whose output goes through tee: the child
# starts the launcher there as anywhere.
cat > launch.sh << 'EOF_LAUNCH'
MASTER=$(echo $VC_WORKER_HOSTS | cut -d, -f1)
exec torchrun --nnodes 2 --nproc_per_node 8 --node_rank $VC_TASK_INDEX --master_addr $MASTER --master_port 29500 train.py "$@"
EOF_LAUNCH
bash launch.sh --fp16 2>&1 | tee launch.log
