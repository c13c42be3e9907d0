set -e
# read -d '' reads the whole here-document and, finding no NUL, fails: set -e stops bash there
read -r -d '' OPTS <<EOF
--nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500
EOF
torchrun $OPTS train.py
