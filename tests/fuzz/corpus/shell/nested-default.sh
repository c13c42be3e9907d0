torchrun train.py ${NOPE:-${VC_TASK_INDEX}} "${NOPE:-${VC_WORKER_HOSTS%%,*}}"
