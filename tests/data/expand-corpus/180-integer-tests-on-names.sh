# [ -eq ] on a host name is bash's error (integer expression expected, status 2): the else branch.
# [[ -eq ]] evaluates its operands as arithmetic: job-worker-1 is job - worker - 1, names unset: -1.
FIRST=${VC_WORKER_HOSTS%%.*}
if [ "$HOSTNAME" -eq "$FIRST" ]; then ROLE=master; else ROLE=worker; fi
if [[ $HOSTNAME -eq $FIRST ]]; then SAME=yes; else SAME=no; fi
[[ ${HOSTNAME##*-} -eq -1 ]] && MINUS=one || MINUS=other
EMPTY=
SUM=$(( $EMPTY ))$(( ))
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py --role "$ROLE" --same "$SAME" --minus "$MINUS" --sum "$SUM"
