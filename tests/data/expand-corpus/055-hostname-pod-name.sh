export MASTER=$(hostname)
torchrun --rdzv-endpoint=$MASTER:29500 train.py
