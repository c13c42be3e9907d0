for ((i = 0; i < 3; i++)); do
  echo "warm-up $i"
done
torchrun --standalone --nproc_per_node=2 train.py
