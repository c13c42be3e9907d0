# launcher: launch
# idioms: backticks, awk, python-m
# expect: ok
export MASTER_ADDR=`echo $VC_WORKER_HOSTS | awk -F "," '{print $1}'`
export MASTER_PORT=6138
python3 -m torch.distributed.launch --use_env --nnodes=$VC_WORKER_NUM \
    --node_rank=$VC_TASK_INDEX --nproc_per_node=8 --master_addr=$MASTER_ADDR \
    --master_port=$MASTER_PORT train.py
