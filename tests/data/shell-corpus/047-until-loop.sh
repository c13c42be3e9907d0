n=0
until [ $n -ge 2 ]; do
  n=$((n+1))
done
torchrun --standalone --nproc_per_node=2 train.py
