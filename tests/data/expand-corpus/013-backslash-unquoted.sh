torchrun train.py a\ b \$VC_TASK_INDEX \\ x\y
