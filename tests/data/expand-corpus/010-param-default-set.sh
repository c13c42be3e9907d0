torchrun --node_rank=${VC_TASK_INDEX:-0} train.py
