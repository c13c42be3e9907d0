# Values that are expressions of their own to bash: a host name is names and minus signs, a
# product in a variable is evaluated, and a brace range around $(( )) never expands.
H=${VC_WORKER_HOSTS%%,*}
BASE=$(( ${HOSTNAME#*-} + 0 ))
EXPR="VC_WORKER_NUM * 4"
WORLD=$((EXPR))
PORT=$(( 29500 + ${HOSTNAME##*-} ))
for i in {0..$((VC_WORKER_NUM - 1))}; do LAST=$i; done
torchrun --nnodes=2 --nproc_per_node=4 --node_rank=$VC_TASK_INDEX --master_addr=$H --master_port=29500 train.py --base "$BASE" --world "$WORLD" --port "$PORT" --last "$LAST"
