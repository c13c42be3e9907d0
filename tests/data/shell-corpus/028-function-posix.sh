log() { printf '%s\n' "$*" >&2; }
log "launching"
torchrun --standalone --nproc_per_node=2 train.py --log-level info
