if [ "$VC_TASK_INDEX" = 0 ]; then
  echo master
torchrun --standalone --nproc_per_node=2 train.py
