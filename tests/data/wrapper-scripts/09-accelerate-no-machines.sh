# expect: DDP701
accelerate launch --multi_gpu --num_processes 8 train.py
