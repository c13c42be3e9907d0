ARGS="--lr 0.1   --epochs  3"
torchrun train.py $ARGS
