if [ -n "$VC_TASK_INDEX" ]; then
  echo ok
fi
torchrun --standalone --nproc_per_node=2 train.py
