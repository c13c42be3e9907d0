set -- --nproc_per_node=2 --standalone
torchrun "$@" train.py
