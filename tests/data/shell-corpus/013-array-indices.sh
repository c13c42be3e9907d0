names=(x y z)
for i in "${!names[@]}"; do
  echo "$i ${names[$i]}"
done
torchrun --standalone --nproc_per_node=1 train.py --count ${#names[*]}
