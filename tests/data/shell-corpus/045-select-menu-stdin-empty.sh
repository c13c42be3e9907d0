select opt in fast slow; do
  echo "$opt"
  break
done
torchrun --standalone --nproc_per_node=1 train.py
