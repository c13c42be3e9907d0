# launcher: deepspeed
# idioms: hostfile, etc-volcano, while-read, no-ssh
# expect: ok
# The same loop that also takes a last line without newline.
: > hostfile
while read -r host || [ -n "$host" ]; do
    echo "$host slots=8" >> hostfile
done < /etc/volcano/worker.host
deepspeed --hostfile hostfile --no_ssh --node_rank $VC_TASK_INDEX \
    --master_addr $(head -n 1 /etc/volcano/worker.host) --master_port 29500 train.py
