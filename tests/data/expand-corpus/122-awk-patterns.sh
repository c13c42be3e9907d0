# awk programs chosen by a regular expression.
OUT=$(printf 'Server:\t\t10.0.0.2\nAddress:\t10.0.0.2#53\n\nName:\tnode-0.job\nAddress: 10.1.1.5\n\n')
ADDR=$(awk '/^Address: / {print $2; exit}' <<< "$OUT")
NAMES=$(echo $VC_WORKER_HOSTS | tr , '\n' | awk '/-1\./')
torchrun --master-addr=$ADDR t.py $NAMES
