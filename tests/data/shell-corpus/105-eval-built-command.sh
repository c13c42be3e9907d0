# eval joins its words and runs them in this shell
cmd="torchrun --standalone --nproc_per_node=2 train.py"
eval "$cmd"
