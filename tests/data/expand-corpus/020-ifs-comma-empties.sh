IFS=,
X="a,,b,"
torchrun train.py $X x${X}y
