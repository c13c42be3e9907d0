# launcher: torchrun
# idioms: sed, etc-volcano, short-name
# expect: wrong-master
# A sed group that keeps the first host but cuts its domain: the short pod name resolves only
# on that pod itself.
MASTER=$(sed -n '1{s/\..*//p;q}' /etc/volcano/worker.host)
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER --master_port=29500 train.py
