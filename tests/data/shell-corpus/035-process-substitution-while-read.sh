count=0
while read -r line; do
  count=$((count + 1))
done < <(printf '%s\n' a b c)
torchrun --standalone --nproc_per_node=2 train.py
