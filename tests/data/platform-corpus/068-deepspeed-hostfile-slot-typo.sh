# launcher: deepspeed
# idioms: hostfile, loop, arithmetic
# expect: wrong-count
# "slot=" instead of "slots=": the runner rejects every line of the hostfile.
for ((i = 0; i < VC_WORKER_NUM; i++)); do
    echo "ddp-worker-$i.ddp slot=8"
done > hostfile
deepspeed --hostfile hostfile --no_ssh --node_rank $VC_TASK_INDEX \
    --master_addr ${VC_WORKER_HOSTS%%,*} --master_port 29500 train.py
