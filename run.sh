source ./env.sh
if [ "$VC_TASK_INDEX" == "0" ]; then ROLE=master; else ROLE=worker; fi
. ./env.sh
exec torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} \
    --master_port=29500 train.py --role "$ROLE" --rank "[$RANK_OF_NODE]"
