# launcher: deepspeed
# idioms: hostfile, etc-volcano, while-read, no-ssh
# expect: wrong-count, wrong-rank
# A read loop over the svc plugin's host file: its last line has no newline, so read fails on
# it and the last pod is missing from the hostfile.
: > hostfile
while read -r host; do
    echo "$host slots=8" >> hostfile
done < /etc/volcano/worker.host
deepspeed --hostfile hostfile --no_ssh --node_rank $VC_TASK_INDEX \
    --master_addr $(head -n 1 /etc/volcano/worker.host) --master_port 29500 train.py
