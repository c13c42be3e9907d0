# The input of a group is its first command's: read takes the first host from the here-string
# written after the group, and the rest of the group runs on.
{ IFS=, read -r MASTER REST; echo "from $MASTER" > from.txt; } <<< "$VC_WORKER_HOSTS"
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$MASTER --master_port=29500 train.py --rest "$REST" --from "$(cat from.txt)"
