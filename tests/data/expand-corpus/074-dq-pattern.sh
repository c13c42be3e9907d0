torchrun "--master_addr=${VC_WORKER_HOSTS%%,*}" train.py
