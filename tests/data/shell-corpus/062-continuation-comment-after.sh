torchrun --standalone \
    --nproc_per_node=2 \
    train.py
    # options for the script follow on the next lines in the README
