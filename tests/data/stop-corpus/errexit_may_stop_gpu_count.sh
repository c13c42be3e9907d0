# may-stop: the test's value is only known on the node
set -e
[ "$(nvidia-smi -L | wc -l)" -ge 8 ]
torchrun --standalone --nproc_per_node=8 train.py
