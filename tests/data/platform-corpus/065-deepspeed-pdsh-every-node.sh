# launcher: deepspeed
# idioms: hostfile, etc-volcano, sed, pdsh
# expect: wrong-rank
# The same fan-out started on every pod: each one starts the whole job.
sed 's/$/ slots=8/' /etc/volcano/worker.host > hostfile
deepspeed --hostfile hostfile --master_addr ${VC_WORKER_HOSTS%%,*} --master_port 29500 \
    train.py --deepspeed ds_config.json
