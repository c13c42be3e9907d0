# bash with no file reads its commands from standard input: an unquoted here-document is expanded
# by this shell first, -s hands the child its $1 ...; the child sees exported variables only.
export MASTER=${VC_WORKER_HOSTS%%,*}
LOCAL_ONLY=4
bash -s "$VC_TASK_INDEX" <<EOF
torchrun --nnodes=$VC_WORKER_NUM --node_rank=\$1 --nproc_per_node=${LOCAL_ONLY} --master_addr=\$MASTER --master_port=29500 train.py --tag "\${LOCAL_ONLY:-none}"
EOF
