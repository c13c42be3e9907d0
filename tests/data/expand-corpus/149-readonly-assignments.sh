# Assignments to a readonly variable fail: a plain one abandons the rest of its line, export,
# declare and local keep the value; the launcher gets what readonly set.
readonly P=29500
P=29600; echo same-line
export P=3
declare -r Q=1
f() { local Q=5; torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --master_port=$P train.py --q=$Q; }
f
