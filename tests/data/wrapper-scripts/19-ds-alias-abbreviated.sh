# expect:
echo "$VC_WORKER_HOSTS" | tr ',' '\n' | sed 's/$/ slots=8/' > ddpw-hostfile
ds --hostf ddpw-hostfile --no_ssh --node_r $VC_TASK_INDEX --master_a ${VC_WORKER_HOSTS%%,*} train.py
