if true; then
  echo ok
fi
fi
torchrun --standalone --nproc_per_node=2 train.py
