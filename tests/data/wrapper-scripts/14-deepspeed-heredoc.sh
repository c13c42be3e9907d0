# expect:
FIRST=${VC_WORKER_HOSTS%%,*}
SECOND=${VC_WORKER_HOSTS##*,}
cat > ddpw-hostfile <<EOT
$FIRST slots=8
$SECOND slots=8
EOT
deepspeed -H ddpw-hostfile --no_ssh --node_rank=$VC_TASK_INDEX --master_addr=$FIRST train.py
