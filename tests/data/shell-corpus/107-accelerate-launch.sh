# expect: no-launch
accelerate launch --multi_gpu --num_processes=2 --num_machines=1 train.py
