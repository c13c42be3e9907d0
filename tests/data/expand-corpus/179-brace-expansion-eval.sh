# Brace expansion of literal words ({0..3}, lists, zero-padded and letter sequences, a step), and
# eval inside $( ): its words run there, brace expansion and all.
RANKS=$(echo {0..3})
PADDED=$(echo gpu{08..11})
LIST=$(echo node-{a,b}.job)
LETTERS=$(echo {a..e..2})
DOWN=$(echo {5..1..2})
for i in $(eval echo {1..$VC_WORKER_NUM}); do COUNT="$COUNT$i"; done
NOT_BRACES=$(echo {0..$VC_WORKER_NUM} '{1,2}' {single})
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py --ranks "$RANKS" --padded "$PADDED" --list "$LIST" --letters "$LETTERS" --down "$DOWN" --count "$COUNT" --not "$NOT_BRACES"
