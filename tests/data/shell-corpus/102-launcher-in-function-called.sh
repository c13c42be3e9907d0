main() {
  torchrun --standalone --nproc_per_node=2 train.py "$@"
}
main --epochs 2
