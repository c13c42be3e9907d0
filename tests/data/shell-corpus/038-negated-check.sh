if ! command -v nvidia-smi >/dev/null 2>&1; then
  echo "no GPU tools on this node"
fi
torchrun --standalone --nproc_per_node=1 train.py
