# -o prints each match on its own line; -E is extended, -x the whole line, -F fixed strings.
IDX=$(echo "$VC_WORKER_HOSTS" | grep -oE '[0-9]+' | tail -1)
LINE=$(printf 'a.b\naxb\n' | grep -xF 'a.b')
ALT=$(printf 'w1\nw22\nq\n' | grep -E 'w(1|22)$' | tr '\n' ,)
torchrun --nnodes=2 --node_rank=$IDX --master_addr=${VC_WORKER_HOSTS%%,*} train.py --line "$LINE" --alt "$ALT"
