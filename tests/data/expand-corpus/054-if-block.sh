if [ "$VC_TASK_INDEX" = 0 ]; then
  ROLE=master
fi
torchrun train.py "$ROLE"
