# launcher: deepspeed
# idioms: hostfile, two-roles, function-echo, unset-platform-var
# other-role: master=1
# expect: wrong-count, wrong-master, wrong-rank
# A template made for the pytorch plugin (which sets RANK and MASTER_ADDR): the hostfile lists
# the master task's pod too, and without that plugin every node is node 0.
HOST_FILE=/tmp/hostfile
gen_hostfile() {
    echo "${VC_MASTER_HOSTS} slots=8" > ${HOST_FILE}
    echo "${VC_WORKER_HOSTS}" | awk -F ',' '{for (i=1; i<=NF; i++) print $i" slots=8"}' >> ${HOST_FILE}
}
gen_hostfile
deepspeed --node_rank=${RANK:-0} --master_addr ${MASTER_ADDR:-$VC_MASTER_HOSTS} --master_port 29500 \
    --hostfile $HOST_FILE --no_ssh finetune.py --deepspeed_config ds.json
