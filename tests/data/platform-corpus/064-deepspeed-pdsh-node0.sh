# launcher: deepspeed
# idioms: hostfile, etc-volcano, sed, branch-rank, pdsh
# expect: ok
# DeepSpeed's own ssh fan-out, started on the first pod only; the others wait for it.
if [ "$VC_TASK_INDEX" = 0 ]; then
    sed 's/$/ slots=8/' /etc/volcano/worker.host > hostfile
    deepspeed --hostfile hostfile --master_addr ${VC_WORKER_HOSTS%%,*} --master_port 29500 \
        train.py --deepspeed ds_config.json
else
    echo "node $VC_TASK_INDEX: waiting for the launcher on node 0"
fi
