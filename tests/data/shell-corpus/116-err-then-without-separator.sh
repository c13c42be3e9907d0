if [ -z "$MASTER" ] then
  MASTER=localhost
fi
torchrun --master_addr=$MASTER train.py
