# The hosts other than this one, the first of them; -v inverts, -m stops after N lines.
PEER=$(echo "$VC_WORKER_HOSTS" | tr , '\n' | grep -v "^$HOSTNAME" | grep -m 1 .)
torchrun --nnodes=2 --master_addr=${VC_WORKER_HOSTS%%,*} train.py --peer "$PEER"
