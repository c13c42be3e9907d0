# launcher: run
# idioms: args-string, word-splitting, python-m
# expect: ok
# The whole launcher in a variable, expanded unquoted.
MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
LAUNCHER="python3 -m torch.distributed.run --nproc_per_node 8 --nnodes $VC_WORKER_NUM --node_rank $VC_TASK_INDEX --master_addr $MASTER_ADDR --master_port 29500"
$LAUNCHER train.py --lr 1e-4
