# hosts: job-worker-0.job,job-worker-1.job,job-worker-2.job
# node: 1
# list.index() finds the first equal item and stops with a ValueError where there is none (the
# pod's host name lacks the .job of the list: nothing printed); str.find() is -1 where the piece
# is missing and str.index() stops there too; `import os as o` binds the module to its alias.
RANK=$(/usr/bin/python3 -c 'import os; print(os.environ["VC_WORKER_HOSTS"].split(",").index(os.environ["HOSTNAME"]))')
BYNAME=$(/usr/bin/python3 -c 'import os; h = os.environ["VC_WORKER_HOSTS"].split(","); print(h.index("job-worker-1.job"))')
AT=$(/usr/bin/python3 -c 'import os; print(os.environ["VC_WORKER_HOSTS"].find(".job,"), "x".find("y"))')
CUT=$(/usr/bin/python3 -c 'import os; print("before"); print(os.environ["HOSTNAME"].index(".job"))')
ALIAS=$(/usr/bin/python3 -c 'import sys, os as o; print(o.environ["VC_WORKER_NUM"], len(sys.argv))')
torchrun --nnodes=3 --nproc_per_node=8 --node_rank=$BYNAME --master_addr=${VC_WORKER_HOSTS%%,*} \
    --master_port=29500 train.py --rank "$RANK" --at "$AT" --cut "$CUT" --alias "$ALIAS"
