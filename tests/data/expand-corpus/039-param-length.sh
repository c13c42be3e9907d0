torchrun train.py ${#VC_WORKER_HOSTS} "${#VC_TASK_INDEX}"
