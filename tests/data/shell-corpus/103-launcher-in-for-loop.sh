for seed in 1; do
  torchrun --standalone --nproc_per_node=1 train.py --seed $seed
done
