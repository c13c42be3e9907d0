torchrun train.py $"hello world" $"node $VC_TASK_INDEX"
