for flag in a b; do
  if [[ $flag == a ]]; then
    continue
  fi
done
torchrun --standalone --nproc_per_node=1 train.py
