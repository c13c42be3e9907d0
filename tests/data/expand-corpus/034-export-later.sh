X=1
Y=2
export X
torchrun train.py "$Y"
