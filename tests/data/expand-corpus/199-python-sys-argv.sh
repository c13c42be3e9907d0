# python -c PROGRAM ARGS sets sys.argv to ["-c", ARGS...]; a program on standard input, to
# ["-", ARGS...].
MASTER=$(/usr/bin/python3 -c 'import sys; print(sys.argv[1].split(",")[0])' "$VC_WORKER_HOSTS")
NAME=$(/usr/bin/python3 -c 'import sys; print(sys.argv[0], len(sys.argv))' a b)
PORT=$(/usr/bin/python3 - 29500 <<'PY'
import sys
print(int(sys.argv[1]) + 1)
PY
)
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$MASTER \
    --master_port=$PORT train.py "$NAME"
