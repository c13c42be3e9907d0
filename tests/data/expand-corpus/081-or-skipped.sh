true || export SKIPPED=1
torchrun train.py "${SKIPPED-none}"
