# bash runs the script in a child: a variable not exported is empty there, the exported one is not.
LOCAL_ONLY=8
export SHARED=${VC_WORKER_HOSTS%%,*}
cat > child.sh <<'EOF'
torchrun --nproc_per_node="${LOCAL_ONLY:-1}" --master_addr="$SHARED" --nnodes=2 train.py
EOF
bash child.sh
