MASTER_ADDR=
: "${MASTER_ADDR?}"
torchrun --standalone --nproc_per_node=8 train.py
