# launcher: torchrun
# idioms: hostname-var, param-expansion, dns-name
# expect: ok
# The same with the job name as subdomain: <job>-worker-0.<job>.
JOB=${HOSTNAME%-*-*}
MASTER_ADDR=${HOSTNAME%-*}-0.$JOB
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
