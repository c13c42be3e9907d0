# grep reads a file the command wrote: its status decides the branch, its count the node count.
echo "$VC_WORKER_HOSTS" | tr , '\n' > hostfile
if grep -q -x "$HOSTNAME.job" hostfile; then
    ROLE=listed
else
    ROLE=absent
fi
NODES=$(grep -c . hostfile)
torchrun --nnodes=$NODES --master_addr=$(head -n 1 hostfile) train.py --role $ROLE
