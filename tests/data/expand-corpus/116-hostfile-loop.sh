# A hostfile written in a loop, read back.
rm -f /tmp/ddpw-hostfile-116
for h in $(echo $VC_WORKER_HOSTS | tr ',' ' '); do
    echo "$h slots=8" >> /tmp/ddpw-hostfile-116
done
MASTER=$(head -n 1 /tmp/ddpw-hostfile-116 | awk '{print $1}')
N=$(wc -l < /tmp/ddpw-hostfile-116)
rm -f /tmp/ddpw-hostfile-116
torchrun --nnodes=$N --master_addr=$MASTER t.py
