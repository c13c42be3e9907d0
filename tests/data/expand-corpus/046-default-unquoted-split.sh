torchrun train.py ${NOPE:-a b}
