case "$VC_TASK_INDEX" in
  0) R=master ;;
  *) R=worker ;;
esac
torchrun t
