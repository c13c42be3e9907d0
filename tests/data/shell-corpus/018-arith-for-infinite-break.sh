for ((n=0;;++n)); do
  [ "$n" -ge 2 ] && break
done
torchrun --standalone --nproc_per_node=1 train.py
