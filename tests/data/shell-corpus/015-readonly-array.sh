readonly -a BASE=(--nnodes=1 --nproc_per_node=2)
torchrun "${BASE[@]}" --standalone train.py
