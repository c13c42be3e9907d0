# awk assigns NAME=VALUE operands after the program once BEGIN has run, before it reads; a -F
# of more than one character is a regular expression (its escapes read first: \\. is a dot).
MASTER=$(echo "$VC_WORKER_HOSTS" | awk '{print $1}' FS=,)
FIRST=$(echo "$VC_WORKER_HOSTS" | awk 'BEGIN { print "[" FS "]" } { print $1 }' FS=,)
SUFFIX=$(echo "$MASTER" | awk -F'-|\\.' '{print $3}')
PARTS=$(echo "a-b.c, d e" | awk -F'[-.]' '{print NF ":" $2}')
TAB=$(printf 'x\ty\n' | awk -F'\t' '{print $2}')
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$MASTER \
    --master_port=29500 train.py "$FIRST" "$SUFFIX" "$PARTS" "$TAB"
