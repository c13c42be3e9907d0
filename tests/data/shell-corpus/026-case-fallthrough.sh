case "$1" in
  -h|--help) echo usage ;&
  --verbose) set -x ;;&
  *) : ;;
esac
torchrun --standalone --nproc_per_node=1 train.py
