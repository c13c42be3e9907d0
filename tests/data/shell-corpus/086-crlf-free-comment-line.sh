# run: bash start.sh  (no CRLF here)
torchrun --standalone --nproc_per_node=1 train.py
