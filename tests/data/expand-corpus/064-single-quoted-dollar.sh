torchrun train.py '$X' '${VC_TASK_INDEX}' '`x`'
