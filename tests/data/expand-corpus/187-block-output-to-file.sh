# A loop or a group whose output goes to a file: the block opens it once (> truncates it) and
# each command in it writes there in turn; what is read back is every line, in order.
HOSTFILE=hosts.txt
echo stale > "$HOSTFILE"
for h in ${VC_WORKER_HOSTS//,/ }; do echo "$h slots=8"; done > "$HOSTFILE"
{ echo "# written by the start command"; echo "port=29500"; } >> settings.txt
NODES=$(grep -c slots "$HOSTFILE")
PORT=$(grep '^port=' settings.txt | cut -d= -f2)
FIRST=$(head -n 1 "$HOSTFILE" | cut -d' ' -f1)
torchrun --nnodes=$NODES --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$FIRST --master_port=$PORT train.py
