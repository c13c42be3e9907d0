# Several -e patterns, -n numbers the lines; a basic pattern's \| and \+ are GNU's.
POS=$(echo "$VC_WORKER_HOSTS" | tr , '\n' | grep -n -e node-1 -e nothing | cut -d: -f1)
BRE=$(printf 'ab\naab\nc\n' | grep 'a\+b\|^c' | wc -l)
torchrun --nnodes=2 --master_addr=${VC_WORKER_HOSTS%%,*} train.py --pos "$POS" --bre "$BRE"
