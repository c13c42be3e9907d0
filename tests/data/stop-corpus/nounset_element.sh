set -u
GPUS=(8 8)
torchrun --standalone --nproc_per_node=${GPUS[2]} train.py
