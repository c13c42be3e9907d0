MASTER_ADDR=
: "${MASTER_ADDR:?}"
torchrun --nnodes=2 --master_addr=$MASTER_ADDR train.py
