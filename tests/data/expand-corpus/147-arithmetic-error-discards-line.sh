# A zero-padded index read as arithmetic ($((08)) is not octal): bash abandons the rest of that
# line, the whole compound command it is in too, and goes on with the next line.
PAD=$(printf '%02d' $((VC_TASK_INDEX + 8)))
BASE=29500; OFFSET=$((PAD)); BASE=29600
if true; then X=$((PAD)); SKIPPED=yes; fi
DONE=yes
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --master_port=$BASE train.py --tag "[$OFFSET][$SKIPPED][$DONE]"
