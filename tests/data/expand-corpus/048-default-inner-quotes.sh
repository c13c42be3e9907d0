torchrun train.py ${NOPE:-"a b"} ${NOPE:-'c d'}
