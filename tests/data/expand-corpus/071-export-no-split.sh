B="x y"
export A=$B
torchrun train.py "$A"
