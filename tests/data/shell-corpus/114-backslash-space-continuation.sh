# The '\ ' ends the command: bash runs torchrun without the next options and then fails on
# "--nnodes=2" as a command of its own.
torchrun --nproc_per_node=1 \ 
    --nnodes=2 train.py
