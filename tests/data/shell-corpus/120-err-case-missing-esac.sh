case "$VC_TASK_INDEX" in
  0) ROLE=master ;;
  *) ROLE=worker ;;
torchrun --standalone --nproc_per_node=2 train.py --role $ROLE
