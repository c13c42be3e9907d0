function banner {
  echo "=== $* ==="
}
banner start
torchrun --standalone --nproc_per_node=2 train.py
