# accelerate launch is a launcher too: one machine, two processes
accelerate launch --multi_gpu --num_processes=2 --num_machines=1 train.py
