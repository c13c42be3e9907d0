declare -a CFG=()
torchrun --standalone --nproc_per_node=${CFG[0]:-2} train.py
