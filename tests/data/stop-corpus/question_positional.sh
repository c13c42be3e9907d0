NPROC=${1:?usage: start.sh NPROC}
torchrun --standalone --nproc_per_node=$NPROC train.py
