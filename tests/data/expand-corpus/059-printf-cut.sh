# hosts: w0,w1,w2
# node: 1
SECOND=$(printf '%s\n' "$VC_WORKER_HOSTS" | cut -d, -f2)
torchrun train.py "$SECOND"
