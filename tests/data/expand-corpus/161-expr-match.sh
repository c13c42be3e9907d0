# expr STRING : REGEX matches a basic regular expression at the string's start: the group's text
# with \( \), else how many characters matched (0 when none).
RANK=$(expr "$HOSTNAME" : '.*-\([0-9][0-9]*\)$')
PREFIX_LEN=$(expr "$HOSTNAME" : 'node-')
MISS=$(expr "$HOSTNAME" : 'worker' || true)
NAME=$(expr match "$HOSTNAME" '\([a-z]*\)')
torchrun --nnodes=2 --node_rank=$RANK --nproc_per_node=8 --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py --tag "$PREFIX_LEN-$MISS-$NAME"
