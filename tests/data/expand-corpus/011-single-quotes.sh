torchrun train.py 'a b' 'c'"d" '$VC_TASK_INDEX' 'x\ny'
