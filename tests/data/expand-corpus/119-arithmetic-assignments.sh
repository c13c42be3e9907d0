# Arithmetic that assigns: a C-style loop searching the host list, (( )) and let.
RANK=-1
HOSTS=(${VC_WORKER_HOSTS//,/ })
for ((i = 0, n = ${#HOSTS[@]}; i < n; i++)); do
    [ "${HOSTS[i]%%.*}" = "$HOSTNAME" ] || continue
    RANK=$i
    break
done
COUNT=0
for ((;;)); do ((COUNT += 2)); ((COUNT >= 6)) && break; done
(( PORT = 29000 + RANK * 10, SPARE = RANK > 0 ? 1 : (SKIPPED = 5) ))
let "NEXT = RANK + 1" LAST++
torchrun --node-rank=$RANK --nnodes=$n --port=$PORT t.py $COUNT $SPARE "$SKIPPED" $NEXT $LAST $i
