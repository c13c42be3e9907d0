: "${MASTER_ADDR:?set MASTER_ADDR on the platform}"
torchrun --nnodes=2 --master_addr=$MASTER_ADDR train.py
