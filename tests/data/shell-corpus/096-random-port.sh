# expect: unresolved
PORT=$((10000 + RANDOM % 100))
torchrun --standalone --nproc_per_node=2 --master_port=$PORT train.py
