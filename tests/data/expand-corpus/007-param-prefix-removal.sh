# hosts: a.x,b.x,c.x
# node: 2
REST=${VC_WORKER_HOSTS#*,}
LAST=${VC_WORKER_HOSTS##*,}
torchrun "$REST" "$LAST" train.py
