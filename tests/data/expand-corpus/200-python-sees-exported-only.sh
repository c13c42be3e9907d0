# A child python sees the exported variables only: NODES set without export is not in its
# os.environ (get() gives the default, [] raises KeyError), EXPORTED is; a prefix assignment is
# in that one command's environment. awk refuses a backslash outside strings ('{print \$NF}',
# written in single quotes as if in double ones): nothing printed.
NODES=$VC_WORKER_NUM
export EXPORTED=$VC_WORKER_NUM
SEEN=$(/usr/bin/python3 -c "import os; print(int(os.environ.get('NODES', 1)), os.environ.get('EXPORTED'))")
NONE=$(/usr/bin/python3 -c "import os; print(os.getenv('NODES'))")
GONE=$(/usr/bin/python3 -c "import os; print('before'); print(os.environ['NODES'])" 2>/dev/null)
PREFIX=$(NODES=5 /usr/bin/python3 -c "import os; print(os.environ['NODES'])")
LAST=$(echo "$VC_WORKER_HOSTS" | awk -F, '{print \$NF}' 2>/dev/null)
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} \
    --master_port=29500 train.py "$SEEN" "$NONE" "$GONE" "$PREFIX" "[$LAST]"
