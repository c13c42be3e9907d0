kind=$(case "$VC_WORKER_NUM" in 1) echo single ;; *) echo multi ;; esac)
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} train.py --kind "$kind"
